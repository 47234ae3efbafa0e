import { Alert, Button, Checkbox, Descriptions, Empty, Form, List, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FieldInput } from '../../components/crud/FieldInput';
import { currentLanguage, inLanguage, isHttpError } from '../../providers';
import type { FieldDef } from '../../resources';
import type { CheckFigure, PlanView, PublishAnswer } from './api';
import { changeLine, checkText, t } from './texts';

interface Props {
  title: string;
  plan: PlanView;
  okText: string;
  /** The user may apply (holds the publish or restore grant). */
  canApply: boolean;
  /** A field of the definition being applied (for the default inputs). */
  fieldOf: (path: string, field: string) => FieldDef | undefined;
  apply: (accept: boolean, defaults: Record<string, Record<string, unknown>>) => Promise<PublishAnswer>;
  onDone: (answer: PublishAnswer) => void;
  onConflict: (message: string) => void;
  onCancel: () => void;
}

/**
 * 发布前检查: what a publication (or a restore) will do before it does it: the changes, the SQL, and
 * the dry run over the rows that exist (per check the count and the first rows: id, organisation,
 * value, what it becomes, why). Rows that would be converted or emptied need the administrator's
 * choice; required fields' empty rows need a default value.
 */
export function PlanDialog({ title, plan: initial, okText, canApply, fieldOf, apply, onDone, onConflict, onCancel }: Props) {
  const [plan, setPlan] = useState(initial);
  const [accept, setAccept] = useState(false);
  const [defaults, setDefaults] = useState<Record<string, Record<string, unknown>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lang = currentLanguage();
  const found = plan.dryRun.checks.filter((c) => c.count > 0);
  const missingDefault = plan.needsDefault.some((n) => defaults[n.path]?.[n.field] == null || defaults[n.path]?.[n.field] === '');
  const blocked = !canApply || (plan.problems > 0 && !accept) || missingDefault;

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone(await apply(accept, defaults));
    } catch (e) {
      if (isHttpError(e)) {
        const data = e.data as { plan?: PlanView; conflict?: unknown; errors?: Record<string, string> } | undefined;
        if (data?.conflict) return onConflict(e.message);
        // The rows changed since the plan was made: the new figures are shown, the choice asked again.
        if (data?.plan) {
          setPlan(data.plan);
          setAccept(false);
        }
        setErrors(data?.errors ?? {});
        setError(e.messageInfo ?? e.message);
      } else setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={980}
      title={title}
      onCancel={onCancel}
      footer={
        <Space>
          <Button onClick={onCancel} data-testid="md-plan-cancel">
            {t('design.cancel')}
          </Button>
          <Button type="primary" loading={busy} disabled={blocked} onClick={run} data-testid="md-plan-confirm">
            {okText}
          </Button>
        </Space>
      }
    >
      <div data-testid="md-plan">
        {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="md-plan-error" /> : null}
        <Typography.Title level={5}>{t('design.changes')}</Typography.Title>
        {plan.changes.length ? (
          <List
            size="small"
            bordered
            dataSource={plan.changes}
            renderItem={(c) => <List.Item data-testid={`md-change-${c.type}`}>{changeLine(c)}</List.Item>}
            style={{ marginBottom: 16 }}
          />
        ) : (
          <Empty description={t('design.noChanges')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
        <Typography.Title level={5}>{t('design.dryRun')}</Typography.Title>
        <Descriptions
          size="small"
          column={3}
          items={plan.dryRun.tables.map((tb) => ({ key: tb.table, label: tb.path, children: `${tb.rows} ${t('design.rows')}` }))}
          style={{ marginBottom: 8 }}
        />
        {found.length ? (
          found.map((c) => <CheckBlock key={`${c.path}.${c.field}.${c.check}`} c={c} />)
        ) : (
          <Alert type="success" showIcon message={t('design.allPass')} style={{ marginBottom: 12 }} data-testid="md-dry-run-pass" />
        )}
        {plan.problems > 0 ? (
          <Alert
            type="warning"
            showIcon
            style={{ margin: '12px 0' }}
            message={t('design.choose')}
            description={
              <Checkbox checked={accept} onChange={(e) => setAccept(e.target.checked)} data-testid="md-plan-accept">
                {t('design.chooseAccept')}
              </Checkbox>
            }
          />
        ) : null}
        {plan.needsDefault.length ? (
          <Form layout="vertical" component="div" style={{ margin: '12px 0' }}>
            <Typography.Text strong>{t('design.defaults')}</Typography.Text>
            {plan.needsDefault.map((n) => {
              const f = fieldOf(n.path, n.field);
              const key = `defaults.${n.path}.${n.field}`;
              return (
                <Form.Item
                  key={key}
                  label={`${n.path} · ${inLanguage(n.label, lang)} (${n.count} ${t('design.rows')})`}
                  validateStatus={errors[key] ? 'error' : undefined}
                  help={errors[key]}
                >
                  {f ? (
                    <FieldInput
                      field={{ ...f, required: false }}
                      id={`md-default-${n.field}`}
                      value={defaults[n.path]?.[n.field] ?? null}
                      onChange={(v) => setDefaults((d) => ({ ...d, [n.path]: { ...d[n.path], [n.field]: v } }))}
                    />
                  ) : null}
                </Form.Item>
              );
            })}
          </Form>
        ) : null}
        <Typography.Title level={5}>{t('design.sql')}</Typography.Title>
        <pre
          data-testid="md-plan-sql"
          style={{ maxHeight: 220, overflow: 'auto', background: '#fafafa', padding: 8, fontSize: 12, whiteSpace: 'pre-wrap' }}
        >
          {plan.statements.length ? plan.statements.map((s) => `${s};`).join('\n') : '--'}
        </pre>
      </div>
    </Modal>
  );
}

function CheckBlock({ c }: { c: CheckFigure }) {
  const lang = currentLanguage();
  return (
    <div data-testid={`md-check-${c.field}-${c.check}`} style={{ marginBottom: 12 }}>
      <Space style={{ marginBottom: 4 }}>
        <Tag color={c.fix === 'default' ? 'blue' : 'orange'}>{checkText(c.check)}</Tag>
        <Typography.Text strong>{`${c.path} · ${inLanguage(c.label, lang)} (${c.field})`}</Typography.Text>
        <Typography.Text data-testid={`md-check-count-${c.field}-${c.check}`}>{`${c.count} ${t('design.rows')}`}</Typography.Text>
        <Typography.Text type="secondary">{inLanguage(c.why, lang)}</Typography.Text>
      </Space>
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={c.samples}
        columns={[
          { key: 'id', dataIndex: 'id', title: t('design.sampleId'), width: 100 },
          { key: 'org', dataIndex: 'org', title: t('design.sampleOrg'), width: 120 },
          {
            key: 'value',
            dataIndex: 'value',
            title: t('design.sampleValue'),
            render: (v: string | null) => (v === null ? <Typography.Text type="secondary">null</Typography.Text> : JSON.stringify(v)),
          },
          ...(c.check === 'lossy' ? [{ key: 'converted', dataIndex: 'converted', title: t('design.sampleBecomes') }] : []),
        ]}
        footer={c.count > c.samples.length ? () => `${t('design.more')} ${c.count - c.samples.length} ${t('design.rows')}` : undefined}
      />
    </div>
  );
}
