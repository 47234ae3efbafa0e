import { Form } from 'antd';
import { useMemo } from 'react';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { currentLanguage, t } from '../../providers';
import type { FieldDef } from '../../resources';
import { computeFields, formulaValue, isOverridden } from '../../schemas/computed';
import { FieldInput } from './FieldInput';
import { fieldLabel } from './routeDefs';
import { formatValue } from './format';

/** The fields every computed field of a form reads (the others' inputs), watched together. */
export function computedInputs(fields: readonly FieldDef[]): string[] {
  const computed = new Set(fields.filter((f) => f.computed).map((f) => f.name));
  const names = fields.flatMap((f) => (f.computed ? [...f.computed.from, ...(f.computed.override ? [f.computed.override] : [])] : []));
  return [...new Set(names)].filter((n) => !computed.has(n));
}

/**
 * A computed field in a form (FieldDef.computed): read-only, recomputed as the user types with the
 * formulas the server stores (src/schemas/computed.ts). Where the user gave an override, the
 * override shows and the help says what the formula gives.
 */
export function ComputedValue({
  field,
  fields,
  control,
  id,
}: {
  field: FieldDef;
  fields: readonly FieldDef[];
  control: Control<FieldValues>;
  id: string;
}) {
  const inputs = useMemo(() => [...computedInputs(fields), field.name], [fields, field.name]);
  const watched = useWatch({ control, name: inputs });
  const record = useMemo(() => Object.fromEntries(inputs.map((n, i) => [n, watched[i]])), [inputs, watched]);
  // A screen that does not show all of the formula's inputs keeps the stored figure.
  const complete = field.computed!.from.every((n) => fields.some((x) => x.name === n));
  const values = useMemo(() => computeFields(fields, record), [fields, record]);
  const shown = complete ? values[field.name] : record[field.name];
  const overridden = isOverridden(field, record);
  const lang = currentLanguage();
  // "自动计算" sits in the label's tooltip: a help line under every computed input made those cells
  // taller than their neighbours and the form's rows uneven. An override is worth the line.
  const help = overridden
    ? t('orders.computedOverridden', { value: formatValue(field, formulaValue(field, { ...record, ...values }), lang) })
    : undefined;
  return (
    <Form.Item
      label={fieldLabel(field)}
      htmlFor={id}
      help={help}
      tooltip={t('orders.computedFormula')}
      data-testid={`computed-${field.name}`}
    >
      <FieldInput field={field} id={id} value={shown ?? null} onChange={() => undefined} disabled />
    </Form.Item>
  );
}
