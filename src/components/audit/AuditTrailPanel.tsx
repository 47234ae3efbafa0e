import { Card, Empty, Table, Tag, Typography } from 'antd';
import { api } from '../../api';
import { useApiQuery } from '../../api/hooks';
import { currentLanguage, t } from '../../providers';
import type { FieldDef } from '../../resources';
import { EMPTY, formatValue, isEmptyValue } from '../crud/format';
import { fieldLabel } from '../crud/routeDefs';
import type { PanelProps } from '../panels/types';

interface Change {
  field: string;
  from: unknown;
  to: unknown;
}

interface Entry {
  id: number;
  action: 'create' | 'update' | 'delete';
  userName: string | null;
  time: string;
  changes: Change[];
}

const WHEN: FieldDef = { name: 'time', kind: 'datetime', label: { 'zh-CN': '', 'en-US': '' } };
const ACTION_COLOR = { create: 'green', update: 'blue', delete: 'red' } as const;

/**
 * The audit trail of a record (docs/orders.md "The order workspace", 日志): who changed which field
 * from what to what, and when, newest first, from the server's audit rows of every screen that
 * wrote the record. Values read as the detail screen shows them (enum labels, dates, decimals);
 * a row list or an address says only that it changed.
 */
export default function AuditTrailPanel({ route, record }: PanelProps) {
  const lang = currentLanguage();
  const id = record.id as number;
  // Read under its route's topic: a change made through a call on the same route (an order's
  // transition) fetches it again.
  const audit = useApiQuery(api.lists.recordAudit, { params: { resource: route.name, id } });
  const data = audit.data as { entries: Entry[]; more: boolean } | undefined;
  const isLoading = audit.isLoading;
  const byName = new Map((route.fields ?? []).map((f) => [f.name, f]));
  const show = (f: FieldDef | undefined, v: unknown) => {
    if (isEmptyValue(v)) return EMPTY;
    if (!f) return typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (f.kind === 'list') return t('workspace.rows', { count: Array.isArray(v) ? v.length : 0 });
    if (f.kind === 'ref') return `#${String(v)}`;
    return formatValue(f, v, lang);
  };
  // A new record's entry is one line: its first values are on 基本信息 already.
  const rows = (data?.entries ?? []).flatMap((e) =>
    e.changes.length && e.action !== 'create'
      ? e.changes.map((c, i) => ({
          key: `${e.id}-${c.field}`,
          entry: e,
          change: c as Change | null,
          first: i === 0,
          span: e.changes.length,
        }))
      : [{ key: `${e.id}`, entry: e, change: null, first: true, span: 1 }],
  );
  return (
    <Card size="small" title={t('workspace.auditTitle')} style={{ marginTop: 16 }} data-testid="audit-trail">
      <Table
        size="small"
        loading={isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        rowKey="key"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workspace.noChanges')} /> }}
        onRow={(r) =>
          ({
            'data-testid': r.change ? `audit-change-${r.change.field}` : `audit-entry-${r.entry.id}`,
          }) as React.HTMLAttributes<HTMLElement>
        }
        columns={[
          {
            key: 'time',
            title: t('orders.at'),
            width: 150,
            onCell: (r) => ({ rowSpan: r.first ? r.span : 0 }),
            render: (_, r) => formatValue(WHEN, r.entry.time, lang),
          },
          {
            key: 'user',
            title: t('orders.by'),
            width: 110,
            onCell: (r) => ({ rowSpan: r.first ? r.span : 0 }),
            render: (_, r) => r.entry.userName ?? EMPTY,
          },
          {
            key: 'action',
            title: t('workspace.action'),
            width: 80,
            onCell: (r) => ({ rowSpan: r.first ? r.span : 0 }),
            render: (_, r) => <Tag color={ACTION_COLOR[r.entry.action]}>{t(`workspace.action.${r.entry.action}`)}</Tag>,
          },
          {
            key: 'field',
            title: t('workspace.field'),
            width: 140,
            render: (_, r) => (r.change ? (byName.get(r.change.field) ? fieldLabel(byName.get(r.change.field)!) : r.change.field) : EMPTY),
          },
          {
            key: 'from',
            title: t('workspace.from'),
            render: (_, r) =>
              r.change ? (
                <Typography.Text delete={r.entry.action === 'update'} type="secondary">
                  {show(byName.get(r.change.field), r.change.from)}
                </Typography.Text>
              ) : (
                EMPTY
              ),
          },
          { key: 'to', title: t('workspace.to'), render: (_, r) => (r.change ? show(byName.get(r.change.field), r.change.to) : EMPTY) },
        ]}
      />
      {data?.more ? <Typography.Text type="secondary">{t('workspace.auditMore')}</Typography.Text> : null}
    </Card>
  );
}
