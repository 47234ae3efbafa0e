import { yupResolver } from '@hookform/resolvers/yup';
import { Col, Form, Modal, Row } from 'antd';
import { useMemo, useState } from 'react';
import { Controller, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { api } from '../../api';
import { useApiMutation } from '../../api/hooks';
import { currentLanguage, t } from '../../providers';
import { chargeFields } from '../../resources/fieldsets/money';
import { recordSchema } from '../../schemas/fields';
import type { BillSide } from '../../schemas/bills';
import { FieldInput } from '../../components/crud/FieldInput';
import { fieldLabel } from '../../components/crud/routeDefs';
import { applyServerErrors } from '../../components/crud/serverErrors';
import type { ChargeLine } from './api';
import { useGuardedClose, useSaveShortcut } from '../../components/keyboard/shortcuts';

/** What the user types on a line; the order, side and figures the server fills stay out of the form. */
const EDITABLE = ['serviceId', 'coopId', 'currency', 'unitPrice', 'quantity', 'taxRate', 'exchangeRate', 'remark'];
const fields = chargeFields.filter((f) => EDITABLE.includes(f.name));

/** The line a form is open for: its side, and the line edited, else a new one. */
export interface ChargeEditing {
  side: BillSide;
  line: ChargeLine | null;
}

interface Props {
  scope: string;
  /** The order the line belongs to: a new receivable is billed to its customer. */
  order: { orderCode: string | null; customerId?: unknown };
  /** A new line's currency. */
  baseCurrency: string;
  editing: ChargeEditing;
  onClose: () => void;
  onSaved: () => void;
  /** Saves the form's values instead of the generic /api/css_charge calls (the 杂费 page's own calls). */
  submit?: (values: Record<string, unknown>, line: ChargeLine | null) => Promise<unknown>;
}

/**
 * Adds or edits a charge line of an order through the generic /api/css_charge calls, so the line is
 * checked, computed and audited like any other write (docs/money.md). The rules are the registry's
 * chargeFields: the same the server checks.
 */
export function ChargeForm({ scope, order, baseCurrency, editing, onClose, onSaved, submit }: Props) {
  const { side, line } = editing;
  const { orderCode } = order;
  const lang = currentLanguage();
  const [saving, setSaving] = useState(false);
  // Through the cache: every panel reading charge lines (the order's charges and summary) refreshes.
  const update = useApiMutation(api.crud.update);
  const create = useApiMutation(api.crud.create);
  const resolver = useMemo(() => yupResolver(recordSchema(fields, lang)) as unknown as Resolver<FieldValues>, [lang]);
  const initial = useMemo(() => {
    // A new line: one of the base currency, billed (receivable) to the order's customer.
    const defaults: Record<string, unknown> = { currency: baseCurrency, quantity: 1, coopId: side === 'AR' ? order.customerId : null };
    const from = (line as unknown as Record<string, unknown> | null) ?? defaults;
    return Object.fromEntries(fields.map((f) => [f.name, from[f.name] ?? null]));
  }, [line, side, baseCurrency, order.customerId]);
  const { control, handleSubmit, setError, formState } = useForm<FieldValues>({ resolver, defaultValues: initial, mode: 'onTouched' });

  const save = handleSubmit(async (values) => {
    setSaving(true);
    const body = { ...Object.fromEntries(fields.map((f) => [f.name, values[f.name] === '' ? null : (values[f.name] ?? null)])) };
    try {
      if (submit) await submit({ ...body, ...(line ? {} : { side }) }, line);
      else if (line) await update.mutateAsync({ params: { resource: 'css_charge', id: line.id }, body });
      else await create.mutateAsync({ params: { resource: 'css_charge' }, body: { ...body, businessScope: scope, orderCode, side } });
      onSaved();
    } catch (e) {
      applyServerErrors(e, EDITABLE, (name, err, opts) => setError(name, err, opts));
    } finally {
      setSaving(false);
    }
  });

  // Ctrl+S saves; Esc asks before a changed line is thrown away.
  useSaveShortcut(() => void save(), true, !saving);
  // Read while rendering: the form then keeps it up to date.
  const dirty = formState.isDirty;
  const close = useGuardedClose(() => dirty, onClose);

  return (
    <Modal
      open
      width={730}
      title={t(line ? 'money.charge.edit' : side === 'AR' ? 'money.charge.addReceivable' : 'money.charge.addPayable')}
      okText={t('buttons.save')}
      cancelText={t('buttons.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={close}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'charge-save' } as never}
    >
      <Form layout="vertical" component="div" data-testid="charge-form">
        <Row gutter={[16, 0]}>
          {fields.map((f) => (
            <Col key={f.name} span={f.kind === 'textarea' ? 24 : 12}>
              <Controller
                name={f.name}
                control={control}
                render={({ field, fieldState }) => (
                  <Form.Item
                    label={fieldLabel(f)}
                    required={!!f.required}
                    validateStatus={fieldState.error ? 'error' : undefined}
                    help={fieldState.error?.message}
                  >
                    <FieldInput
                      field={f}
                      id={`charge-${f.name}`}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      invalid={!!fieldState.error}
                    />
                  </Form.Item>
                )}
              />
            </Col>
          ))}
        </Row>
        <div style={{ color: '#8c8c8c' }}>{t('money.charge.rateHint')}</div>
      </Form>
    </Modal>
  );
}
