import { Table } from 'antd';
import type { FieldDef } from '../../resources';
import { fieldLabel } from './routeDefs';
import { FieldValue } from './FieldValue';
import { EMPTY } from './format';

type Row = Record<string, unknown>;

/** A list field on a detail screen: a compact read-only table of its rows. */
export function ListValue({ field, value }: { field: FieldDef; value: unknown }) {
  const rows: Row[] = Array.isArray(value) ? (value as Row[]) : [];
  if (!rows.length) return <>{EMPTY}</>;
  const items = field.items ?? [];
  return (
    <Table<Row>
      size="small"
      rowKey={(_r, i) => String(i)}
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={rows.map((r, i) => ({ ...r, __row: i }))}
      columns={items.map((item) => ({
        key: item.name,
        title: fieldLabel(item),
        render: (_: unknown, row: Row) => <FieldValue field={item} value={row[item.name]} />,
      }))}
    />
  );
}
