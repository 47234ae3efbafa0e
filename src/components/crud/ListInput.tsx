import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Table, Tooltip } from 'antd';
import { t } from '../../providers';
import type { FieldDef } from '../../resources';
import { DEFAULT_MAX_ROWS } from '../../schemas/fields';
import { fieldLabel } from './routeDefs';
import { FieldInput } from './FieldInput';

type Row = Record<string, unknown>;
/** React-hook-form's nested errors of a list: one entry per row, each field -> {message}. */
export type RowErrors = (Record<string, { message?: string } | undefined> | undefined)[] | undefined;

interface Props {
  field: FieldDef;
  id: string;
  value: unknown;
  onChange: (value: Row[] | null) => void;
  disabled?: boolean;
  errors?: RowErrors;
}

const blankRow = (items: FieldDef[]): Row => Object.fromEntries(items.map((f) => [f.name, null]));

/**
 * A list field (route events, manifest records, attachments...) edited in place as a table: one
 * input per sub-field, rows added and removed here; each cell shows its own rule's message.
 */
export function ListInput({ field, id, value, onChange, disabled, errors }: Props) {
  const items = field.items ?? [];
  const rows: Row[] = Array.isArray(value) ? (value as Row[]) : [];
  const max = field.maxItems ?? DEFAULT_MAX_ROWS;
  const set = (next: Row[]) => onChange(next.length ? next : null);
  const change = (i: number, name: string, v: unknown) => set(rows.map((r, j) => (j === i ? { ...r, [name]: v } : r)));

  const columns = [
    ...items.map((item) => ({
      key: item.name,
      title: fieldLabel(item),
      width: item.kind === 'text' || item.kind === 'file' ? 160 : 140,
      render: (_: unknown, _row: Row, i: number) => {
        const message = errors?.[i]?.[item.name]?.message;
        return (
          <div>
            <FieldInput
              field={item}
              id={`${id}-${i}-${item.name}`}
              value={rows[i]?.[item.name] ?? null}
              onChange={(v) => change(i, item.name, v)}
              disabled={disabled}
              invalid={!!message}
            />
            {message ? (
              <div className="ant-form-item-explain-error" style={{ fontSize: 12 }}>
                {message}
              </div>
            ) : null}
          </div>
        );
      },
    })),
    {
      key: '_actions',
      title: '',
      width: 48,
      fixed: 'right' as const,
      render: (_: unknown, _row: Row, i: number) => (
        <Tooltip title={t('buttons.delete')}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            disabled={disabled}
            aria-label={t('buttons.delete')}
            onClick={() => set(rows.filter((_r, j) => j !== i))}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <div id={id} data-testid={`list-input-${field.name}`}>
      <Table<Row>
        size="small"
        // Rows have no id of their own; their position is their key.
        rowKey="__row"
        columns={columns}
        dataSource={rows.map((r, i) => ({ ...r, __row: i }))}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('crud.noData') }}
      />
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        disabled={disabled || rows.length >= max}
        onClick={() => set([...rows, blankRow(items)])}
      >
        {t('crud.addRow')}
      </Button>
    </div>
  );
}
