import { yupResolver } from '@hookform/resolvers/yup';
import { useNotification } from '@refinedev/core';
import { Button, Form, Modal, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { currentLanguage, t } from '../../providers';
import type { Language } from '../../schemas/messages';
import { toText } from '../../schemas/patterns';
import { WAYBILL_PRINT_MESSAGES } from '../../schemas/waybill-messages';
import { waybillPrintSchema, type WaybillVariant } from '../../schemas/waybill';
import { applyServerErrors } from '../crud/serverErrors';
import { api } from '../../api';
import { useApiMutation } from '../../api/hooks';
import { printTypeOf, type AwbPrint, type PrintValues } from './api';
import { PaperGrid } from './PaperGrid';
import { boxesOf } from './paperLayout';
import { useGuardedClose, useSaveShortcut } from '../keyboard/shortcuts';

interface Props {
  orderId: number | string;
  variant: WaybillVariant;
  /** The saved print being edited; absent for a new one. */
  print?: AwbPrint | null;
  /** What the inputs start with: the saved values, or the order's prefill. */
  initial: PrintValues;
  onClose: () => void;
  onSaved: (print: AwbPrint) => void;
}

export const awbInputId = (name: string) => `awb-field-${name}`;

/** Form values are the inputs' strings; a number from the prefill (pieces, weights) shows as typed. */
export function toFormValues(initial: PrintValues, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, toText(initial[f])]));
}

/** What is sent: every field of the form, trimmed, empty ones as null. */
export function toPrintPayload(values: FieldValues, fields: readonly string[]): PrintValues {
  return Object.fromEntries(fields.map((f) => [f, toText(values[f]) === '' ? null : toText(values[f])]));
}

/**
 * The shared rules (src/schemas/waybill.ts) of the variant; a house print also needs its house
 * number, as the server requires (docs/api-waybill.md).
 */
export function printResolver(lang: Language, variant: WaybillVariant): Resolver<FieldValues> {
  const rules = yupResolver(waybillPrintSchema(lang, variant)) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await rules(values, context, options);
    if (variant !== 'house' || toText(values.hawbNumber) !== '') return result;
    return {
      values: {},
      errors: { ...result.errors, hawbNumber: { type: 'required', message: WAYBILL_PRINT_MESSAGES.hawbRequired[lang] } } as FieldErrors,
    };
  };
}

/**
 * The master or house air waybill print form, laid out like the paper waybill's boxes. The shared
 * rules check it before anything is sent; the server's field messages (400, or 409 on a duplicate
 * house number) land under the same inputs.
 */
export function WaybillPrintForm({ orderId, variant, print, initial, onClose, onSaved }: Props) {
  const lang = currentLanguage();
  const { open } = useNotification();
  const boxes = useMemo(() => boxesOf(variant), [variant]);
  const fields = useMemo(() => boxes.flatMap((b) => b.fields.map((f) => f.name)), [boxes]);
  const resolver = useMemo(() => printResolver(lang, variant), [lang, variant]);
  const [saving, setSaving] = useState(false);
  // Through the cache: the panel's list of prints (topic awbPrints) reads them again.
  const save = useApiMutation(api.waybill.saveAwbPrint);
  const { control, handleSubmit, setError, formState } = useForm<FieldValues>({
    resolver,
    defaultValues: toFormValues(initial, fields),
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      const saved = await save.mutateAsync({
        params: { orderId },
        body: {
          awbPrintType: printTypeOf(variant),
          ...(print ? { awbPrintId: print.awbPrintId } : {}),
          values: toPrintPayload(values, fields),
        },
      });
      open?.({ type: 'success', message: t('success') });
      onSaved(saved);
    } catch (error) {
      // The http client has toasted the message; the fields show theirs.
      applyServerErrors(error, fields, (name, err, opts) => setError(name, err, opts));
    } finally {
      setSaving(false);
    }
  });

  // Ctrl+S saves; Esc asks before a changed form is thrown away.
  useSaveShortcut(() => void submit(), true, !saving);
  // Read while rendering: the form then keeps it up to date.
  const dirty = formState.isDirty;
  const close = useGuardedClose(() => dirty, onClose);

  return (
    <Modal
      open
      title={t(variant === 'house' ? 'waybill.houseTitle' : 'waybill.masterTitle')}
      width={1180}
      style={{ top: 24, maxWidth: '96vw' }}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t('buttons.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="awb-save">
            {t('buttons.save')}
          </Button>
        </Space>
      }
    >
      <form onSubmit={submit} noValidate data-testid={`awb-form-${variant}`}>
        <Form layout="vertical" component="div" size="small" className="awb-paper">
          <PaperGrid boxes={boxes} control={control} lang={lang} prefix="awb" />
        </Form>
      </form>
    </Modal>
  );
}
