import { Descriptions, Table } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../providers';
import { dash } from '../../components/display/empty';
import { differs, formatFigure, parseDimensions, type FigureKind } from '../../components/tracking/format';

/** Highlight colours of confirmed values that differ from the plan (docs/behaviour.md §2.2.8). */
export const HIGHLIGHT = { orange: '#fa8c16', red: '#f5222d' } as const;

/**
 * "plan / confirmed" with the confirmed value highlighted when it differs from the plan.
 */
export function PlanConfirm({
  plan,
  confirm,
  kind,
  color,
  suffix,
}: {
  plan: unknown;
  confirm: unknown;
  kind: FigureKind;
  color: keyof typeof HIGHLIGHT;
  suffix?: string | null;
}) {
  const diff = differs(plan, confirm);
  return (
    <span data-testid="plan-confirm">
      <span data-testid="plan-value">{formatFigure(plan, kind)}</span>
      {' / '}
      <span
        data-testid="confirm-value"
        data-diff={diff ? 'true' : 'false'}
        style={diff ? { color: HIGHLIGHT[color], fontWeight: 600 } : undefined}
      >
        {formatFigure(confirm, kind)}
      </span>
      {suffix ? ` ${suffix}` : ''}
    </span>
  );
}

export interface InfoItem {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** A label/value grid: one column on phones, two below 992 px, three above. Empty values show '-'. */
export function InfoGrid({ items, testId }: { items: InfoItem[]; testId?: string }) {
  return (
    <Descriptions
      data-testid={testId}
      size="small"
      bordered
      column={{ xs: 1, sm: 2, md: 2, lg: 3, xl: 3, xxl: 3 }}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      items={items.map((i) => ({
        key: i.key,
        label: i.label,
        children: (
          <span data-testid={`info-${i.key}`}>
            {typeof i.value === 'string' || i.value === null || i.value === undefined ? dash(i.value) : i.value}
          </span>
        ),
      }))}
    />
  );
}

/** Planned or actual dimensions (length, width, height in CM, pieces) from the dimension text. */
export function DimensionTable({ text, title, testId }: { text: unknown; title: string; testId: string }) {
  const rows = parseDimensions(text).map((r, i) => ({ key: i, ...r }));
  const col = (key: keyof (typeof rows)[number], label: string) => ({ key, dataIndex: key, title: label, render: (v: string) => dash(v) });
  return (
    <Table
      data-testid={testId}
      size="small"
      title={() => title}
      pagination={false}
      scroll={{ y: 205, x: 'max-content' }}
      dataSource={rows}
      columns={[
        col('length', t('tracking.length')),
        col('width', t('tracking.width')),
        col('height', t('tracking.height')),
        col('pieces', t('tracking.pieces')),
      ]}
    />
  );
}
