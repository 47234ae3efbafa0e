import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { currentLanguage, inLanguage, t } from '../../providers';
import type { FieldDef } from '../../resources';
import { decimalsOf, defaultMaxLength } from '../../schemas/fields';
import { RefSelect } from './RefSelect';
import RichTextInput from './RichTextInput';
import { ListInput, type RowErrors } from './ListInput';
import { PartyInput, type PartyErrorsState } from './PartyInput';
import { FileInput } from './FileInput';
import { LookupInput } from '../reference/LookupInput';

interface Props {
  field: FieldDef;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  id: string;
  disabled?: boolean;
  invalid?: boolean;
  /** List and party fields: the form's nested errors, shown under each part. */
  nestedErrors?: unknown;
}

const DATE = 'YYYY-MM-DD';
const DATETIME = 'YYYY-MM-DD HH:mm';

const asDayjs = (v: unknown) => {
  if (v === null || v === undefined || v === '') return null;
  const d = dayjs(v as string);
  return d.isValid() ? d : null;
};

/**
 * The form input of a field kind. Values stay in their wire form (dates as 'YYYY-MM-DD', datetimes
 * as ISO strings, numbers as numbers, money as decimal text, references as ids) so the shared yup schema checks exactly
 * what the server will receive.
 */
export function FieldInput({ field, value, onChange, onBlur, id, disabled, invalid, nestedErrors }: Props) {
  const lang = currentLanguage();
  const status = invalid ? ('error' as const) : undefined;
  const common = { id, disabled, status, onBlur };
  switch (field.kind) {
    case 'list':
      return <ListInput field={field} id={id} value={value} onChange={onChange} disabled={disabled} errors={nestedErrors as RowErrors} />;
    case 'party':
      return (
        <PartyInput field={field} id={id} value={value} onChange={onChange} disabled={disabled} errors={nestedErrors as PartyErrorsState} />
      );
    case 'richtext':
      return (
        <RichTextInput id={id} value={value as string | null} onChange={onChange} onBlur={onBlur} disabled={disabled} invalid={invalid} />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value)}
          maxLength={defaultMaxLength(field)}
          autoSize={{ minRows: 2, maxRows: 12 }}
        />
      );
    case 'money':
      // Decimal text in and out (docs/money.md): stringMode keeps "0.1" exact, never a double.
      return (
        <InputNumber<string>
          {...common}
          stringMode
          value={value === null || value === undefined || value === '' ? null : String(value)}
          onChange={(v) => onChange(v === null || v === undefined || v === '' ? null : String(v))}
          precision={decimalsOf(field)}
          style={{ width: '100%' }}
        />
      );
    case 'integer':
    case 'number':
    case 'weight':
      return (
        <InputNumber<number>
          {...common}
          value={typeof value === 'number' ? value : value === null || value === undefined || value === '' ? null : Number(value)}
          onChange={(v) => onChange(v ?? null)}
          precision={decimalsOf(field)}
          style={{ width: '100%' }}
        />
      );
    case 'date':
    case 'datetime': {
      const withTime = field.kind === 'datetime';
      return (
        <DatePicker
          {...common}
          value={asDayjs(value)}
          onChange={(d) => onChange(d ? (withTime ? d.toISOString() : d.format(DATE)) : null)}
          showTime={withTime ? { format: 'HH:mm' } : false}
          format={withTime ? DATETIME : DATE}
          style={{ width: '100%' }}
        />
      );
    }
    case 'boolean':
      return <Switch id={id} disabled={disabled} checked={value === true} onChange={(v) => onChange(v)} />;
    case 'enum':
      return (
        <Select
          {...common}
          value={value === null || value === '' ? undefined : (value as string)}
          onChange={(v) => onChange(v ?? null)}
          options={(field.options ?? []).map((o) => ({ value: o.value, label: inLanguage(o.label, lang) }))}
          allowClear
          placeholder={t('crud.selectPlaceholder')}
          style={{ width: '100%' }}
        />
      );
    case 'ref':
      return (
        <RefSelect
          resource={field.ref ?? ''}
          id={id}
          value={(value as number | string | null) ?? null}
          onChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          status={status}
        />
      );
    case 'file':
      return (
        <FileInput
          id={id}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          invalid={invalid}
          kind={field.accept ?? 'document'}
        />
      );
    default:
      if (field.lookup)
        return <LookupInput field={field} id={id} value={value} onChange={onChange} onBlur={onBlur} disabled={disabled} status={status} />;
      return (
        <Input {...common} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} maxLength={defaultMaxLength(field)} />
      );
  }
}
