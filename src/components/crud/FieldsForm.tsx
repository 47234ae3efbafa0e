import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Col, Divider, Form, Row, Space } from 'antd';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { currentLanguage, inLanguage, t } from '../../providers';
import type { FieldDef, RouteDef } from '../../resources';
import { fieldGroups } from './sections';
import { recordSchema } from '../../schemas/fields';
import { FieldInput } from './FieldInput';
import { blankValues, toPayload } from './formValues';
import { fieldLabel } from './routeDefs';
import { applyServerErrors } from './serverErrors';

const WIDE = new Set(['textarea', 'richtext', 'list', 'party']);

interface Props {
  fields: FieldDef[];
  initial?: Record<string, unknown>;
  /** Sends the payload (the editable fields, empties as null); a rejected HttpError's field messages land on the inputs. */
  onSubmit: (payload: Record<string, unknown>) => Promise<unknown>;
  submitText?: string;
  onCancel?: () => void;
  testId?: string;
  /** Id prefix of the inputs (several forms on one page). */
  idPrefix?: string;
  /** An input of its own for a field (e.g. a choice of organisations); the rest use FieldInput. */
  renderInput?: (f: FieldDef, value: unknown, onChange: (v: unknown) => void, id: string) => ReactNode | undefined;
  /** Columns per row on wide screens. */
  columns?: 1 | 2 | 3;
  /** Titled groups of fields (RouteDef.sections); fields named by none follow last. */
  sections?: RouteDef['sections'];
}

/**
 * A form over a field list that is not a generic data route (the organisation screen, contact
 * details, the customer's own information): the same inputs, the same shared rules (recordSchema)
 * and the same placing of the server's field messages as the generic create and edit screens.
 */
export function FieldsForm({
  fields,
  initial,
  onSubmit,
  submitText,
  onCancel,
  testId,
  idPrefix = 'field',
  renderInput,
  columns = 2,
  sections,
}: Props) {
  const lang = currentLanguage();
  const resolver = useMemo(() => yupResolver(recordSchema(fields, lang)) as unknown as Resolver<FieldValues>, [fields, lang]);
  const { control, handleSubmit, setError } = useForm<FieldValues>({
    resolver,
    defaultValues: { ...blankValues(fields), ...Object.fromEntries(fields.map((f) => [f.name, initial?.[f.name] ?? null])) },
    mode: 'onTouched',
  });
  const [saving, setSaving] = useState(false);
  const names = useMemo(() => fields.map((f) => f.name), [fields]);
  const submit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      await onSubmit(toPayload(fields, values));
    } catch (e) {
      applyServerErrors(e, names, (name, err, opts) => setError(name, err, opts));
    } finally {
      setSaving(false);
    }
  });
  const span = 24 / columns;
  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Form layout="vertical" component="div" requiredMark>
        {fieldGroups(fields, { sections }, false).map((group) => (
          <Fragment key={group.key}>
            {group.label ? (
              <Divider orientation="left" orientationMargin={0} data-testid={`form-section-${group.key}`}>
                {inLanguage(group.label, lang)}
              </Divider>
            ) : null}
            <Row gutter={[24, 0]}>
              {group.fields.map((f) => (
                <Col key={f.name} xs={24} md={WIDE.has(f.kind) ? 24 : span}>
                  <Controller
                    name={f.name}
                    control={control}
                    render={({ field, fieldState }) => {
                      const id = `${idPrefix}-${f.name}`;
                      const custom = renderInput?.(f, field.value, field.onChange, id);
                      return (
                        <Form.Item
                          label={fieldLabel(f)}
                          htmlFor={id}
                          required={!!f.required}
                          validateStatus={fieldState.error ? 'error' : undefined}
                          help={fieldState.error?.message}
                        >
                          {custom ?? (
                            <FieldInput
                              field={f}
                              id={id}
                              value={field.value}
                              onChange={field.onChange}
                              onBlur={field.onBlur}
                              invalid={!!fieldState.error}
                              nestedErrors={fieldState.error}
                            />
                          )}
                        </Form.Item>
                      );
                    }}
                  />
                </Col>
              ))}
            </Row>
          </Fragment>
        ))}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid={testId ? `${testId}-save` : 'fields-form-save'}>
            {submitText ?? t('buttons.save')}
          </Button>
          {onCancel ? <Button onClick={onCancel}>{t('buttons.cancel')}</Button> : null}
        </Space>
      </Form>
    </form>
  );
}
