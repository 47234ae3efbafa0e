import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  HistoryOutlined,
  PlusOutlined,
  SaveOutlined,
  SendOutlined,
  ExportOutlined,
} from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Divider,
  Form,
  Input,
  List,
  Popconfirm,
  Row,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { downloadFile } from '../../components/transfer/download';
import { api } from '../../api';
import { currentLanguage, hasButton, inLanguage, isHttpError } from '../../providers';
import { MENU_ICONS } from '../../resources/icons';
import {
  buttonCode,
  resourceName,
  routes as builtinRoutes,
  modules as builtinModules,
  type FieldDef,
  type ModuleDef,
  type RouteKind,
} from '../../resources';
import { moduleDefProblems, type DefinitionProblem, type KnownRegistry } from '../../resources/validate';
import { refreshRegistry } from '../../components/crud/refreshRegistry';
import { designApi, type ConfiguredModule, type Overview, type PlanView, type PublishAnswer } from './api';
import { definitionOf, newField, newKey, previewRoute, type FieldDraft, type ModuleDraft, type RouteDraft } from './draft';
import { FieldEditor } from './FieldEditor';
import { PlanDialog } from './PlanDialog';
import { PurgeDialog, type PurgeTarget } from './PurgeDialog';
import { RoutePreview } from './RoutePreview';
import { rulesOf, screensOf } from './BuiltinModuleView';
import { AggregateEditor } from './AggregateEditor';
import { kindText, routeKindText, t } from './texts';
import { VersionsDrawer } from './VersionsDrawer';

interface Props {
  overview: Overview;
  /** The module as published (null: not published yet). */
  published: ConfiguredModule | null;
  initial: ModuleDraft;
  /** The designer's own path: the preview's screens stay on it. */
  designerPath: string;
  /** Something was saved, published, restored or purged: read the overview again and show `code`. */
  onChanged: (code: string) => void;
}

const DESIGNER = 'ModuleDesignPage';

/** The fields of a data resource a report may sum up: this draft's, another module's, else the product's. */
function fieldsFinder(overview: Overview, draft: ModuleDraft) {
  return (name: string): FieldDef[] | undefined => {
    const own = draft.routes.find((r) => r.def.kind === 'crud' && resourceName(r.def.path) === name);
    if (own) return own.fields.map((f) => f.def);
    for (const m of overview.configured) {
      if (m.code === draft.code) continue;
      const r = m.definition.routes.find((x) => x.kind === 'crud' && resourceName(x.path) === name);
      if (r) return r.fields;
    }
    return builtinRoutes.find((r) => r.name === name && r.kind === 'crud' && !r.source && r.fields?.length)?.fields;
  };
}

/** What a module of the designer may not take: the product's names and the other modules'. */
function knownFor(overview: Overview, code: string, fieldsOf: KnownRegistry['fieldsOf']): KnownRegistry {
  const others = overview.configured.filter((m) => m.code !== code);
  const otherRoutes = others.flatMap((m) => [...m.definition.routes, ...m.retired.routes]);
  return {
    paths: new Set([...builtinRoutes.map((r) => r.path), ...otherRoutes.map((r) => r.path)]),
    dataResources: new Set(overview.refTargets.filter((r) => !(r.configured && r.module === code)).map((r) => r.name)),
    containers: new Set(overview.containers.filter((c) => c.module !== code).map((c) => c.path)),
    tables: new Set([
      ...builtinRoutes.filter((r) => r.fields?.length).map((r) => r.table ?? r.name),
      ...otherRoutes.map((r) => resourceName(r.path)),
    ]),
    modules: new Set(builtinModules.map((m) => m.code)),
    fieldsOf,
  };
}

/** The editor of a configured module: its routes and fields, their preview, checks, publication and history. */
export function ModuleEditor({ overview, published, initial, designerPath, onChanged }: Props) {
  const { message, modal } = App.useApp();
  const lang = currentLanguage();
  const [draft, setDraft] = useState<ModuleDraft>(initial);
  const [active, setActive] = useState<string>(initial.routes[0]?.key ?? '');
  const [editing, setEditing] = useState<{ route: string; field: string | null } | null>(null);
  const [plan, setPlan] = useState<{ view: PlanView; restore?: number; definition: ModuleDef } | null>(null);
  const [serverProblems, setServerProblems] = useState<DefinitionProblem[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [versions, setVersions] = useState(false);
  const [purging, setPurging] = useState<PurgeTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const designer = resourceName(builtinRoutes.find((r) => r.component === DESIGNER)!.path);
  const canPublish = hasButton(buttonCode(designer, 'publish'));
  const canRestore = hasButton(buttonCode(designer, 'restore'));
  const canPurge = hasButton(buttonCode(designer, 'purge'));

  const definition = useMemo(() => definitionOf(draft), [draft]);
  const fieldsOf = useMemo(() => fieldsFinder(overview, draft), [overview, draft]);
  const known = useMemo(() => knownFor(overview, draft.code, fieldsOf), [overview, draft.code, fieldsOf]);
  const reportSources = useMemo(
    () => [
      ...draft.routes
        .filter((r) => r.def.kind === 'crud')
        .map((r) => ({ value: resourceName(r.def.path), label: `${r.def.label[lang] || r.def.path} (${resourceName(r.def.path)})` })),
      ...overview.refTargets
        .filter((target) => !(target.configured && target.module === draft.code))
        .map((target) => ({ value: target.name, label: `${inLanguage(target.label, lang)} (${target.name})` })),
    ],
    [draft.routes, overview.refTargets, draft.code, lang],
  );
  const problems = useMemo(() => [...moduleDefProblems(definition, known), ...serverProblems], [definition, known, serverProblems]);
  const isNew = !published;
  const route = draft.routes.find((r) => r.key === active) ?? draft.routes[0];
  const containers = useMemo(
    () => [
      ...overview.containers
        .filter((c) => c.module !== draft.code)
        .map((c) => ({ value: c.path, label: `${inLanguage(c.label, lang)} (${c.path})` })),
      ...draft.routes
        .filter((r) => r.def.kind === 'container')
        .map((r) => ({ value: r.def.path, label: `${r.def.label[lang] || r.def.path} (${r.def.path})` })),
    ],
    [overview.containers, draft, lang],
  );

  const update = (fn: (d: ModuleDraft) => ModuleDraft) => {
    setServerProblems([]);
    setDraft(fn);
  };
  const updateRoute = (key: string, fn: (r: RouteDraft) => RouteDraft) =>
    update((d) => ({ ...d, routes: d.routes.map((r) => (r.key === key ? fn(r) : r)) }));
  const moveField = (r: RouteDraft, i: number, by: number) =>
    updateRoute(r.key, (x) => {
      const fields = [...x.fields];
      const [f] = fields.splice(i, 1);
      fields.splice(Math.max(0, Math.min(fields.length, i + by)), 0, f);
      return { ...x, fields };
    });

  const fail = (e: unknown) => {
    if (!isHttpError(e)) throw e;
    const data = e.data as { errors?: Record<string, string>; conflict?: unknown } | undefined;
    if (data?.conflict) return setConflict(e.messageInfo ?? e.message);
    if (data?.errors) setServerProblems(Object.entries(data.errors).map(([at, m]) => ({ at, zh: m, en: m })));
    void message.error(e.messageInfo ?? e.message);
  };

  const saveDraft = async () => {
    setBusy(true);
    try {
      await designApi.saveDraft(draft.code, definition, draft.baseVersion);
      void message.success(t('design.draftSaved'));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const review = async () => {
    setBusy(true);
    try {
      setPlan({ view: await designApi.plan({ definition, baseVersion: draft.baseVersion }), definition });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const reviewRestore = async (version: number) => {
    setBusy(true);
    try {
      const [view, list] = await Promise.all([
        designApi.restorePlan(draft.code, version, draft.baseVersion),
        designApi.versions(draft.code),
      ]);
      setVersions(false);
      setPlan({ view, restore: version, definition: list.find((v) => v.version === version)?.definition ?? definition });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const done = async (answer: PublishAnswer) => {
    setPlan(null);
    // This browser follows at once; the others at their next navigation.
    await refreshRegistry();
    modal.success({
      title: `${t('design.published')} ${answer.version}`,
      content: answer.exportFileId ? (
        <Button
          data-testid="md-download-changed"
          onClick={() =>
            void downloadFile(api.moduleDesign.file, { params: { id: answer.exportFileId! } }, `${draft.code}-v${answer.version}.xlsx`)
          }
        >
          {t('design.download')}
        </Button>
      ) : null,
      okButtonProps: { 'data-testid': 'md-published-ok' } as never,
    });
    onChanged(draft.code);
  };

  const fieldOf = (path: string, name: string): FieldDef | undefined =>
    plan?.definition.routes.find((r) => r.path === path)?.fields?.find((f) => f.name === name);

  const editingField = editing && draft.routes.find((r) => r.key === editing.route);
  const editingDraft = editing?.field ? editingField?.fields.find((f) => f.key === editing.field) : undefined;
  const retiredFields = published && route?.published ? (published.retired.fields[route.published] ?? []) : [];

  return (
    <div data-testid="md-editor">
      {conflict ? (
        <Alert
          type="error"
          showIcon
          message={t('design.conflict')}
          description={conflict}
          style={{ marginBottom: 12 }}
          data-testid="md-conflict"
          action={
            <Button onClick={() => onChanged(draft.code)} data-testid="md-conflict-reload">
              {t('design.reload')}
            </Button>
          }
        />
      ) : null}
      {published?.origin === 'file' ? (
        <Alert
          type="warning"
          showIcon
          message={`${t('design.fromFile')} ${published.fileName ?? ''}`}
          description={t('design.fileWarning')}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {!canPublish ? <Alert type="info" showIcon message={t('design.readOnlyDesigner')} style={{ marginBottom: 12 }} /> : null}
      <Card size="small" style={{ marginBottom: 12 }}>
        <Row gutter={12} align="bottom">
          <Col span={5}>
            <Form.Item label={t('design.moduleCode')} required style={{ marginBottom: 0 }}>
              <Input
                data-testid="md-code"
                value={draft.code}
                disabled={!isNew}
                onChange={(e) => update((d) => ({ ...d, code: e.target.value.trim() }))}
              />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item label={t('design.nameZh')} required style={{ marginBottom: 0 }}>
              <Input
                data-testid="md-label-zh"
                value={draft.label['zh-CN']}
                onChange={(e) => update((d) => ({ ...d, label: { ...d.label, 'zh-CN': e.target.value } }))}
              />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item label={t('design.nameEn')} required style={{ marginBottom: 0 }}>
              <Input
                data-testid="md-label-en"
                value={draft.label['en-US']}
                onChange={(e) => update((d) => ({ ...d, label: { ...d.label, 'en-US': e.target.value } }))}
              />
            </Form.Item>
          </Col>
          <Col span={9}>
            <Space wrap>
              {published ? <Tag color="green" data-testid="md-version">{`${t('design.version')} ${published.version}`}</Tag> : null}
              {canPublish ? (
                <Button icon={<SaveOutlined />} loading={busy} onClick={saveDraft} disabled={!draft.code} data-testid="md-save-draft">
                  {t('design.saveDraft')}
                </Button>
              ) : null}
              {canPublish ? (
                <Button type="primary" icon={<SendOutlined />} loading={busy} onClick={review} data-testid="md-publish">
                  {t('design.publish')}
                </Button>
              ) : null}
              {published ? (
                <Button icon={<HistoryOutlined />} onClick={() => setVersions(true)} data-testid="md-versions">
                  {t('design.versions')}
                </Button>
              ) : null}
              {published ? (
                <Button
                  icon={<ExportOutlined />}
                  onClick={() => void downloadFile(api.moduleDesign.exportModule, { params: { code: draft.code } }, `${draft.code}.json`)}
                  data-testid="md-export"
                >
                  {t('design.exportJson')}
                </Button>
              ) : null}
            </Space>
          </Col>
        </Row>
      </Card>

      {problems.length ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('design.problems')}
          data-testid="md-problems"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {problems.map((p) => (
                <li key={`${p.at}:${p.en}`}>
                  <Typography.Text code>{p.at}</Typography.Text> {lang === 'zh-CN' ? p.zh : p.en}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}

      <Tabs
        type="editable-card"
        activeKey={route?.key}
        onChange={setActive}
        onEdit={(key, action) => {
          if (action === 'add') {
            const r: RouteDraft = { key: newKey(), def: { path: '/', kind: 'crud', label: { 'zh-CN': '', 'en-US': '' } }, fields: [] };
            update((d) => ({ ...d, routes: [...d.routes, r] }));
            setActive(r.key);
          } else if (draft.routes.length > 1) {
            update((d) => ({ ...d, routes: d.routes.filter((r) => r.key !== key) }));
            setActive(draft.routes.find((r) => r.key !== key)!.key);
          }
        }}
        addIcon={
          <span data-testid="md-add-route">
            <PlusOutlined /> {t('design.addRoute')}
          </span>
        }
        items={draft.routes.map((r, i) => ({
          key: r.key,
          closable: draft.routes.length > 1,
          label: <span data-testid={`md-route-tab-${i}`}>{r.def.label[lang] || r.def.path}</span>,
          children: (
            <RouteEditor
              r={r}
              index={i}
              containers={containers}
              reportSources={reportSources}
              fieldsOf={fieldsOf}
              onChange={(fn) => updateRoute(r.key, fn)}
              onEditField={(field) => setEditing({ route: r.key, field })}
              onMove={(j, by) => moveField(r, j, by)}
            />
          ),
        }))}
      />

      {route && (route.def.kind === 'crud' || route.def.kind === 'report') && retiredFields.length ? (
        <Card size="small" title={t('design.retired')} style={{ marginTop: 12 }} data-testid="md-retired-fields">
          <List
            size="small"
            dataSource={retiredFields}
            renderItem={(f) => (
              <List.Item
                actions={[
                  <Button
                    key="restore"
                    size="small"
                    data-testid={`md-retired-restore-${f.name}`}
                    onClick={() => {
                      updateRoute(route.key, (x) => ({ ...x, fields: [...x.fields, { key: newKey(), def: f }] }));
                      void message.info(t('design.restoredToDraft'));
                    }}
                  >
                    {t('design.restore')}
                  </Button>,
                  ...(canPurge
                    ? [
                        <Button
                          key="purge"
                          size="small"
                          danger
                          data-testid={`md-retired-purge-${f.name}`}
                          onClick={() => setPurging({ path: route.published!, field: f.name })}
                        >
                          {t('design.purge')}
                        </Button>,
                      ]
                    : []),
                ]}
              >{`${f.label[lang]} (${f.name}) · ${kindText(f.kind)}`}</List.Item>
            )}
          />
        </Card>
      ) : null}
      {published?.retired.routes.length ? (
        <Card
          size="small"
          title={`${t('design.retired')} · ${t('design.routes')}`}
          style={{ marginTop: 12 }}
          data-testid="md-retired-routes"
        >
          <List
            size="small"
            dataSource={published.retired.routes}
            renderItem={(r) => (
              <List.Item
                actions={[
                  <Button
                    key="restore"
                    size="small"
                    data-testid={`md-retired-restore-${resourceName(r.path)}`}
                    onClick={() => {
                      const { fields, ...def } = r;
                      const back: RouteDraft = { key: newKey(), def, fields: (fields ?? []).map((f) => ({ key: newKey(), def: f })) };
                      update((d) => ({ ...d, routes: [...d.routes, back] }));
                      setActive(back.key);
                      void message.info(t('design.restoredToDraft'));
                    }}
                  >
                    {t('design.restore')}
                  </Button>,
                  ...(canPurge
                    ? [
                        <Button
                          key="purge"
                          size="small"
                          danger
                          data-testid={`md-retired-purge-${resourceName(r.path)}`}
                          onClick={() => setPurging({ path: r.path })}
                        >
                          {t('design.purge')}
                        </Button>,
                      ]
                    : []),
                ]}
              >{`${r.label[lang]} (${r.path})`}</List.Item>
            )}
          />
        </Card>
      ) : null}

      {route && (route.def.kind === 'crud' || route.def.kind === 'report') ? (
        <Card size="small" title={t('design.preview')} style={{ marginTop: 12 }}>
          <RoutePreview route={previewRoute(draft, route, designerPath, fieldsOf)} />
        </Card>
      ) : null}

      {editing && editingField ? (
        <FieldEditor
          field={editingDraft?.def ?? newField(editingField.fields.length + 1)}
          published={editingDraft?.published}
          refTargets={overview.refTargets.filter((target) => !(target.configured && target.module === draft.code))}
          ownResources={draft.routes
            .filter((x) => x.def.kind === 'crud')
            .map((x) => ({ name: resourceName(x.def.path), label: x.def.label[lang] || x.def.path }))}
          readOnly={false}
          onCancel={() => setEditing(null)}
          onOk={(f) => {
            updateRoute(editingField.key, (x) => ({
              ...x,
              fields: editingDraft
                ? x.fields.map((y) => (y.key === editingDraft.key ? { ...y, def: f } : y))
                : [...x.fields, { key: newKey(), def: f }],
              // Sections follow a renamed field.
              def:
                editingDraft && editingDraft.def.name !== f.name && x.def.sections
                  ? {
                      ...x.def,
                      sections: x.def.sections.map((s) => ({
                        ...s,
                        fields: s.fields.map((n) => (n === editingDraft.def.name ? f.name : n)),
                      })),
                    }
                  : x.def,
            }));
            setEditing(null);
          }}
        />
      ) : null}

      {plan ? (
        <PlanDialog
          title={plan.restore ? `${t('design.restorePlan')} · ${t('design.version')} ${plan.restore}` : t('design.plan')}
          plan={plan.view}
          okText={plan.restore ? t('design.confirmRestore') : t('design.confirmPublish')}
          canApply={plan.restore ? canRestore : canPublish}
          fieldOf={fieldOf}
          apply={(accept, defaults) =>
            plan.restore
              ? designApi.restore(draft.code, plan.restore, { baseVersion: draft.baseVersion, accept, defaults })
              : designApi.publish({ definition, baseVersion: draft.baseVersion, accept, defaults })
          }
          onDone={(a) => void done(a)}
          onConflict={(m) => {
            setPlan(null);
            setConflict(m);
          }}
          onCancel={() => setPlan(null)}
        />
      ) : null}
      {versions && published ? (
        <VersionsDrawer
          code={draft.code}
          current={published.version}
          canRestore={canRestore}
          onRestore={(v) => void reviewRestore(v)}
          onClose={() => setVersions(false)}
        />
      ) : null}
      {purging && published ? (
        <PurgeDialog
          code={draft.code}
          target={purging}
          baseVersion={published.version}
          onClose={() => setPurging(null)}
          onDone={() => {
            setPurging(null);
            void refreshRegistry();
            onChanged(draft.code);
          }}
        />
      ) : null}
    </div>
  );
}

interface RouteEditorProps {
  r: RouteDraft;
  index: number;
  containers: { value: string; label: string }[];
  reportSources: { value: string; label: string }[];
  fieldsOf: (resource: string) => FieldDef[] | undefined;
  onChange: (fn: (r: RouteDraft) => RouteDraft) => void;
  onEditField: (fieldKey: string | null) => void;
  onMove: (index: number, by: number) => void;
}

/** One route: where it sits in the menu, its fields (with rename markers), sections. */
function RouteEditor({ r, index, containers, reportSources, fieldsOf, onChange, onEditField, onMove }: RouteEditorProps) {
  const lang = currentLanguage();
  const set = (patch: Partial<RouteDraft['def']>) => onChange((x) => ({ ...x, def: { ...x.def, ...patch } }));
  // A report sums up a resource (aggregate); one read from a file may still list fields of its own table.
  const aggregate = r.def.kind === 'report' && (!!r.def.aggregate || !r.fields.length);
  const data = r.def.kind === 'crud' || (r.def.kind === 'report' && !aggregate);
  const names = r.fields.map((f) => f.def.name);
  const sortable = r.fields.filter((f) => f.def.sort).map((f) => f.def.name);
  return (
    <div data-testid={`md-route-${index}`}>
      <Row gutter={12}>
        <Col span={6}>
          <Form.Item
            label={`${t('design.path')}${r.published && r.published !== r.def.path ? ` (${t('design.renamed')} ${r.published})` : ''}`}
            required
          >
            <Input
              data-testid="md-route-path"
              value={r.def.path}
              onChange={(e) => set({ path: `/${e.target.value.replace(/^\/+/, '').trim()}` })}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label={t('design.kind')}>
            <Select<RouteKind>
              data-testid="md-route-kind"
              value={r.def.kind}
              onChange={(kind) =>
                set({
                  kind,
                  aggregate:
                    kind === 'report'
                      ? (r.def.aggregate ?? {
                          resource: '',
                          measures: [{ name: 'records', fn: 'count', label: { 'zh-CN': '记录数', 'en-US': 'Records' } }],
                        })
                      : undefined,
                })
              }
              options={(['crud', 'report', 'container'] as RouteKind[]).map((k) => ({ value: k, label: routeKindText(k) }))}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label={t('design.nameZh')} required>
            <Input
              data-testid="md-route-label-zh"
              value={r.def.label['zh-CN']}
              onChange={(e) => set({ label: { ...r.def.label, 'zh-CN': e.target.value } })}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label={t('design.nameEn')} required>
            <Input
              data-testid="md-route-label-en"
              value={r.def.label['en-US']}
              onChange={(e) => set({ label: { ...r.def.label, 'en-US': e.target.value } })}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label={t('design.parent')}>
            <Select
              data-testid="md-route-parent"
              allowClear
              placeholder={t('design.topLevel')}
              value={r.def.parent}
              onChange={(v?: string) => set({ parent: v || undefined })}
              options={containers.filter((c) => c.value !== r.def.path)}
              showSearch
              optionFilterProp="label"
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label={t('design.icon')}>
            <Select
              data-testid="md-route-icon"
              allowClear
              value={r.def.icon}
              onChange={(v?: string) => set({ icon: v || undefined })}
              options={MENU_ICONS.map((i) => ({ value: i, label: i }))}
            />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item label={t('design.access')}>
            <Select
              data-testid="md-route-access"
              value={r.def.access === 'open' ? 'open' : 'menu'}
              onChange={(v: 'menu' | 'open') => set({ access: v === 'menu' ? undefined : v })}
              options={[
                { value: 'menu', label: t('design.accessMenu') },
                { value: 'open', label: t('design.accessOpen') },
              ]}
            />
          </Form.Item>
        </Col>
        {data && r.def.kind === 'crud' ? (
          <Col span={6}>
            <Form.Item label={t('design.defaultSort')}>
              <Select
                data-testid="md-route-sort"
                allowClear
                value={r.def.defaultSort}
                onChange={(v?: string) => set({ defaultSort: v || undefined })}
                options={['createTime', ...sortable].flatMap((n) => [`${n},desc`, `${n},asc`]).map((v) => ({ value: v, label: v }))}
              />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      {aggregate && r.def.aggregate ? (
        <>
          <Divider orientation="left" orientationMargin={0}>
            {t('design.aggMeasures')}
          </Divider>
          <AggregateEditor
            value={r.def.aggregate}
            onChange={(aggregate) => set({ aggregate })}
            resources={reportSources}
            fieldsOf={fieldsOf}
          />
        </>
      ) : null}
      {data ? (
        <>
          <Divider orientation="left" orientationMargin={0}>
            {t('design.fields')}
          </Divider>
          <Table<FieldDraft>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={r.fields}
            onRow={(f) => ({ 'data-testid': `md-field-${f.def.name}` }) as never}
            columns={[
              {
                key: 'name',
                title: t('design.fieldName'),
                render: (_, f) => (
                  <span>
                    {f.def.name}
                    {f.published && f.published !== f.def.name ? (
                      <Tag color="blue" style={{ marginInlineStart: 6 }}>{`${t('design.renamed')} ${f.published}`}</Tag>
                    ) : null}
                    {!f.published ? (
                      <Tag color="green" style={{ marginInlineStart: 6 }}>
                        new
                      </Tag>
                    ) : null}
                  </span>
                ),
              },
              { key: 'label', title: t('design.labels'), render: (_, f) => `${f.def.label['zh-CN']} / ${f.def.label['en-US']}` },
              { key: 'kind', title: t('design.kind'), render: (_, f) => kindText(f.def.kind) },
              { key: 'rules', title: t('design.rules'), render: (_, f) => rulesOf(f.def) },
              { key: 'screens', title: t('design.screens'), render: (_, f) => screensOf(f.def) },
              {
                key: 'actions',
                title: t('design.actions'),
                width: 190,
                render: (_, f, i) => (
                  <Space size={0}>
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      data-testid={`md-field-edit-${f.def.name}`}
                      onClick={() => onEditField(f.key)}
                    >
                      {t('design.edit')}
                    </Button>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      disabled={i === 0}
                      onClick={() => onMove(i, -1)}
                      aria-label={t('design.up')}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      disabled={i === r.fields.length - 1}
                      onClick={() => onMove(i, 1)}
                      aria-label={t('design.down')}
                    />
                    <Popconfirm
                      title={t('design.removeRouteHint')}
                      onConfirm={() => onChange((x) => ({ ...x, fields: x.fields.filter((y) => y.key !== f.key) }))}
                      okButtonProps={{ 'data-testid': 'md-field-remove-ok' } as never}
                    >
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        data-testid={`md-field-remove-${f.def.name}`}
                        aria-label={t('design.remove')}
                      />
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
            footer={() => (
              <Button icon={<PlusOutlined />} onClick={() => onEditField(null)} data-testid="md-add-field">
                {t('design.addField')}
              </Button>
            )}
          />
          <Divider orientation="left" orientationMargin={0}>
            {t('design.sections')}
          </Divider>
          {(r.def.sections ?? []).map((s, i) => (
            <Space key={i} style={{ display: 'flex', marginBottom: 8 }} align="start">
              <Input
                placeholder={t('design.nameZh')}
                value={s.label['zh-CN']}
                data-testid={`md-section-zh-${i}`}
                onChange={(e) =>
                  set({ sections: r.def.sections!.map((x, j) => (j === i ? { ...x, label: { ...x.label, 'zh-CN': e.target.value } } : x)) })
                }
              />
              <Input
                placeholder={t('design.nameEn')}
                value={s.label['en-US']}
                data-testid={`md-section-en-${i}`}
                onChange={(e) =>
                  set({ sections: r.def.sections!.map((x, j) => (j === i ? { ...x, label: { ...x.label, 'en-US': e.target.value } } : x)) })
                }
              />
              <Select
                mode="multiple"
                style={{ minWidth: 320 }}
                placeholder={t('design.sectionFields')}
                value={s.fields}
                data-testid={`md-section-fields-${i}`}
                options={names.map((n) => ({ value: n, label: r.fields.find((f) => f.def.name === n)?.def.label[lang] ?? n }))}
                onChange={(v: string[]) => set({ sections: r.def.sections!.map((x, j) => (j === i ? { ...x, fields: v } : x)) })}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('design.remove')}
                onClick={() => {
                  const rest = r.def.sections!.filter((_, j) => j !== i);
                  set({ sections: rest.length ? rest : undefined });
                }}
              />
            </Space>
          ))}
          <Button
            icon={<PlusOutlined />}
            data-testid="md-add-section"
            onClick={() => set({ sections: [...(r.def.sections ?? []), { label: { 'zh-CN': '', 'en-US': '' }, fields: [] }] })}
          >
            {t('design.addSection')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
