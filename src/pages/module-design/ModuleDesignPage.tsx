import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Empty, Menu, Result, Row, Skeleton, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ScreenCard } from '../../components/crud/ScreenCard';
import { currentLanguage, isHttpError } from '../../providers';
import { modules as builtinModules, pathOf } from '../../resources';
import { designApi, type Overview } from './api';
import { BuiltinModuleView } from './BuiltinModuleView';
import { draftOf, emptyModule, type ModuleDraft } from './draft';
import { ModuleEditor } from './ModuleEditor';
import { t } from './texts';

type Selection = { kind: 'configured' | 'draft' | 'builtin'; code: string } | { kind: 'new' } | null;

/**
 * 模块设计 (docs/schema.md): the modules of the installation. Configured modules (published in the
 * designer or from files) are edited here and published through the schema engine with a dry run;
 * the product's own modules are listed for reference, read-only. Platform administrators only.
 */
export default function ModuleDesignPage() {
  const lang = currentLanguage();
  const designerPath = useMemo(() => pathOf('ModuleDesignPage'), []);
  const [overview, setOverview] = useState<Overview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Selection>(null);
  // Each load of a module starts a fresh editor (a new draft state).
  const [generation, setGeneration] = useState(0);

  const load = useCallback(async (select?: Selection) => {
    try {
      setOverview(await designApi.overview());
      if (select !== undefined) setSelected(select);
      setGeneration((g) => g + 1);
    } catch (e) {
      setError(isHttpError(e) ? (e.messageInfo ?? e.message) : String(e));
    }
  }, []);
  useEffect(() => void load(), [load]);

  if (error)
    return (
      <ScreenCard title={t('design.title')} testId="md-page">
        <Result status="403" title={error} subTitle={t('design.platformOnly')} />
      </ScreenCard>
    );
  if (!overview)
    return (
      <ScreenCard title={t('design.title')} testId="md-page">
        <Skeleton active />
      </ScreenCard>
    );

  const configured = selected?.kind === 'configured' ? (overview.configured.find((m) => m.code === selected.code) ?? null) : null;
  const pendingDraft = selected?.kind === 'draft' ? overview.drafts.find((d) => d.code === selected.code) : undefined;
  let initial: ModuleDraft | null = null;
  if (selected?.kind === 'new') initial = emptyModule();
  else if (pendingDraft) initial = draftOf(pendingDraft.definition, null, 0);
  else if (configured) {
    // The saved draft of the module is where its editor starts (made from an older version, publishing it answers 409).
    initial = configured.draft
      ? draftOf(configured.draft.definition, configured.definition, configured.draft.baseVersion)
      : draftOf(configured.definition, configured.definition, configured.version);
  }
  const builtin = selected?.kind === 'builtin' ? builtinModules.find((m) => m.code === selected.code) : undefined;
  const menuKey = selected ? (selected.kind === 'new' ? 'new' : `${selected.kind}:${selected.code}`) : '';

  return (
    <ScreenCard title={t('design.title')} testId="md-page">
      <Row gutter={16}>
        <Col xs={24} lg={5}>
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => {
              setSelected({ kind: 'new' });
              setGeneration((g) => g + 1);
            }}
            data-testid="md-new-module"
            style={{ marginBottom: 12 }}
          >
            {t('design.newModule')}
          </Button>
          <Menu
            mode="inline"
            selectedKeys={[menuKey]}
            onClick={({ key }) => {
              const [kind, code] = key.split(':');
              setSelected({ kind: kind as 'configured' | 'draft' | 'builtin', code });
              setGeneration((g) => g + 1);
            }}
            items={[
              {
                type: 'group',
                key: 'g1',
                label: t('design.configured'),
                children: overview.configured.length
                  ? overview.configured.map((m) => ({
                      key: `configured:${m.code}`,
                      label: (
                        <span data-testid={`md-module-${m.code}`}>
                          {m.definition.label[lang] || m.code} <Tag>{`v${m.version}`}</Tag>
                          {m.draft ? <Tag color="gold">{t('design.draftTag')}</Tag> : null}
                        </span>
                      ),
                    }))
                  : [{ key: 'none1', disabled: true, label: t('design.none') }],
              },
              ...(overview.drafts.length
                ? [
                    {
                      type: 'group' as const,
                      key: 'g2',
                      label: t('design.drafts'),
                      children: overview.drafts.map((d) => ({
                        key: `draft:${d.code}`,
                        label: <span data-testid={`md-draft-${d.code}`}>{d.definition.label?.[lang] || d.code}</span>,
                      })),
                    },
                  ]
                : []),
              {
                type: 'group',
                key: 'g3',
                label: t('design.builtin'),
                children: overview.builtin.map((m) => ({
                  key: `builtin:${m.code}`,
                  label: <span data-testid={`md-builtin-${m.code}`}>{m.label[lang]}</span>,
                })),
              },
            ]}
          />
        </Col>
        <Col xs={24} lg={19}>
          {builtin ? <BuiltinModuleView module={builtin} /> : null}
          {initial ? (
            <ModuleEditor
              key={`${menuKey}:${generation}`}
              overview={overview}
              published={configured}
              initial={initial}
              designerPath={designerPath}
              onChanged={(code) => void load({ kind: 'configured', code })}
            />
          ) : null}
          {configured?.draft ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 12 }}
              data-testid="md-draft-notice"
              message={`${t('design.draftTag')} · ${configured.draft.authorName} · ${t('design.version')} ${configured.draft.baseVersion}`}
              action={
                <Button
                  size="small"
                  danger
                  onClick={() => void designApi.dropDraft(configured.code).then(() => load({ kind: 'configured', code: configured.code }))}
                  data-testid="md-discard-draft"
                >
                  {t('design.discardDraft')}
                </Button>
              }
            />
          ) : null}
          {!builtin && !initial ? <Empty description={t('design.pick')} /> : null}
        </Col>
      </Row>
    </ScreenCard>
  );
}
