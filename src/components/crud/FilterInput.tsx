import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import { currentLanguage, inLanguage, t } from '../../providers';
import type { FieldDef } from '../../resources';
import { booleanText } from '../../schemas/display-text';
import { decimalsOf } from '../../schemas/fields';
import { isDateKind } from './filters';
import { RefSelect } from './RefSelect';
import { rangePresets } from './datePresets';

export const filterId = (name: string) => `filter-${name}`;

interface Props {
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

const BOOLEAN_OPTIONS = () => [
  // Select values cannot be booleans; the query string carries 'true'/'false' either way.
  { value: 'true', label: booleanText(true, currentLanguage()) },
  { value: 'false', label: booleanText(false, currentLanguage()) },
];

/**
 * The filter input of a field: text for contains or exact text, a select for enums, booleans and
 * references, a date range or a pair of numbers for ranges. Antd's Form.Item supplies value/onChange.
 */
export function FilterInput({ field, value, onChange }: Props) {
  const id = filterId(field.name);
  const lang = currentLanguage();
  if (field.filter === 'range') {
    if (isDateKind(field)) {
      return (
        <DatePicker.RangePicker
          id={{ start: id, end: `${id}-end` }}
          value={value as never}
          onChange={(v) => onChange?.(v)}
          placeholder={[t('crud.startDate'), t('crud.endDate')]}
          // 本周, 下周...: a saved view keeps such a range relative to the day it is opened.
          presets={rangePresets()}
          style={{ width: '100%' }}
        />
      );
    }
    const range = (value ?? {}) as { from?: number | null; to?: number | null };
    const precision = field.kind === 'integer' ? 0 : decimalsOf(field);
    return (
      <Space.Compact style={{ width: '100%' }}>
        <InputNumber<number>
          id={id}
          value={range.from ?? null}
          onChange={(from) => onChange?.({ ...range, from })}
          placeholder={t('crud.rangeFrom')}
          precision={precision}
          style={{ width: '50%' }}
        />
        <InputNumber<number>
          id={`${id}-to`}
          value={range.to ?? null}
          onChange={(to) => onChange?.({ ...range, to })}
          placeholder={t('crud.rangeTo')}
          precision={precision}
          style={{ width: '50%' }}
        />
      </Space.Compact>
    );
  }
  if (field.filter === 'eq') {
    if (field.kind === 'ref') {
      return <RefSelect resource={field.ref ?? ''} id={id} value={(value as string | number | null) ?? null} onChange={onChange} />;
    }
    if (field.kind === 'enum' || field.kind === 'boolean') {
      const options: { value: string; label: string }[] =
        field.kind === 'enum'
          ? (field.options ?? []).map((o) => ({ value: o.value, label: inLanguage(o.label, lang) }))
          : BOOLEAN_OPTIONS();
      return (
        <Select<string>
          id={id}
          value={(value as string | null | undefined) ?? undefined}
          onChange={(v) => onChange?.(v ?? null)}
          options={options}
          allowClear
          placeholder={t('crud.selectPlaceholder')}
          style={{ width: '100%' }}
        />
      );
    }
    if (field.kind === 'integer' || field.kind === 'number' || field.kind === 'money' || field.kind === 'weight') {
      return <InputNumber id={id} value={(value as number) ?? null} onChange={(v) => onChange?.(v)} style={{ width: '100%' }} />;
    }
    if (isDateKind(field)) {
      return <DatePicker id={id} value={value as never} onChange={(v) => onChange?.(v)} style={{ width: '100%' }} />;
    }
  }
  return <Input id={id} value={(value as string) ?? ''} onChange={(e) => onChange?.(e.target.value)} allowClear />;
}
