import { yupResolver } from '@hookform/resolvers/yup';
import type { BaseKey, HttpError } from '@refinedev/core';
import { useForm } from '@refinedev/react-hook-form';
import { App, Button, Col, Divider, Form, Result, Row, Skeleton, Space, type ButtonProps } from 'antd';
import { Fragment, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type FieldValues, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { currentLanguage, isHttpError, t } from '../../providers';
import type { FieldDef, ResolvedRoute } from '../../resources';
import { recordSchema } from '../../schemas/fields';
import { CONFIRM_QUESTIONS } from '../../schemas/order-lifecycle';
import { ComputedValue } from './ComputedValue';
import { fieldGroups, type FieldGroup } from './sections';
import { FieldInput } from './FieldInput';
import { blankValues, editableFields, prefillValues, toPayload } from './formValues';
import { fieldLabel, screenTitle } from './routeDefs';
import { screenPath } from '../../resources/screen-paths';
import { ScreenCard } from './ScreenCard';
import { applyServerErrors } from './serverErrors';
import { engine, type PersonalDefaults } from './extensions';
import { useSaveShortcut } from '../keyboard/shortcuts';

interface Props {
  route: ResolvedRoute;
  screen: 'create' | 'edit';
  id?: BaseKey;
  /**
   * Titled groups of fields (an editor page's RouteDef.sections), else the route's own sections and
   * tabs (the detail screen's structure); fields named by none follow last.
   */
  sections?: ResolvedRoute['sections'];
}

/** Long texts take a whole row; everything else sits four (or three, or two) to a row. */
const WIDE = new Set(['textarea', 'richtext', 'list', 'party']);
const colProps = (f: FieldDef) => (WIDE.has(f.kind) ? { span: 24 } : { xs: 24, sm: 12, lg: 8, xxl: 6 });

export const inputId = (name: string) => `field-${name}`;

const FOOTER = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  margin: '8px -24px -24px',
  padding: '12px 24px',
  background: '#fff',
  borderTop: '1px solid #f0f0f0',
  borderRadius: '0 0 8px 8px',
} as const;

/**
 * Create and edit screens of a data route, generated from its fields. Validation is the shared
 * recordSchema the server also runs, so a value refused here is refused there and vice versa; what
 * only the server can know (a duplicate code, a missing reference) comes back as field errors and
 * is shown under the same inputs.
 */
export function ResourceForm(props: Props) {
  // The user's order defaults (digits, default station and date, warehouse) apply to new records,
  // so a create form waits for the settings (loaded once per session) before it starts.
  const personal = engine.useScreenDefaults(props.route);
  if (props.screen === 'create' && personal.scope && !personal.settled) {
    return (
      <ScreenCard title={screenTitle(props.route, 'create')} testId="resource-form">
        <Skeleton active paragraph={{ rows: 6 }} />
      </ScreenCard>
    );
  }
  return <ResourceFormBody {...props} personal={personal} />;
}

function ResourceFormBody({ route, screen, id, sections, personal }: Props & { personal: PersonalDefaults }) {
  const lang = currentLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fields = personal.fields;
  // Read-only fields are filled by the server: shown (disabled) on edit, absent from a new record,
  // except computed figures, which a new record shows as they follow from what the user types.
  const shown = useMemo(() => (screen === 'create' ? fields.filter((f) => !f.readOnly || f.computed) : fields), [fields, screen]);
  const { modal } = App.useApp();
  // The server may ask a question instead of saving (a 409 with `confirm`, e.g. 内部编号已存在，是否继续?):
  // the answer travels as `?confirm=` on the repeated save. Mutated in place: the form's meta holds it.
  const confirmQuery = useRef<Record<string, string>>({});
  const lastPayload = useRef<Record<string, unknown>>({});
  const writable = useMemo(() => editableFields(fields).map((f) => f.name), [fields]);
  const resolver = useMemo(() => yupResolver(recordSchema(fields, lang)) as unknown as Resolver<FieldValues>, [fields, lang]);
  // RHF focuses the first invalid input through the registered ref; ours finds it by id.
  const focusers = useMemo(
    () => Object.fromEntries(shown.map((f) => [f.name, { focus: () => document.getElementById(inputId(f.name))?.focus() }])),
    [shown],
  );

  // The last refused save, for the features' notices (an order refused because its customer is
  // locked offers the unlock application: docs/approvals.md).
  const [saveError, setSaveError] = useState<unknown>();

  // Computed once: a new record starts with the user's defaults (the settings have loaded by now),
  // then a link's values, which are more specific (e.g. the price search's 询价).
  const [defaultValues] = useState(() => ({
    ...blankValues(shown),
    ...(screen === 'create' ? { ...personal.newRecord(), ...prefillValues(shown, params) } : {}),
  }));

  // After a save: back to the list (or close the order's own window), or stay on the record
  // (docs/behaviour.md §2.3 orderSaveClosePage).
  const afterSave = (saved: unknown) => {
    if (personal.closeAfterSave) {
      if (engine.isEditWindow()) window.close();
      else navigate(screenPath.list(route));
      return;
    }
    const newId = (saved as { data?: { id?: BaseKey } } | undefined)?.data?.id;
    if (screen === 'create' && newId !== undefined) navigate(screenPath.edit(route, newId));
  };

  const {
    control,
    handleSubmit,
    setError,
    watch,
    setValue,
    getFieldState,
    refineCore: { onFinish, query, formLoading },
  } = useForm<Record<string, unknown>, HttpError, FieldValues>({
    resolver,
    defaultValues,
    mode: 'onTouched',
    // Mapped below with the form's own field list, so one message never lands twice.
    disableServerSideValidation: true,
    refineCoreProps: {
      resource: route.name,
      action: screen,
      id,
      redirect: false,
      meta: { query: confirmQuery.current },
      queryOptions: { enabled: screen === 'edit' },
      successNotification: () => ({ message: t('success'), type: 'success' }),
      // The http client has already shown the server's message once.
      errorNotification: false,
      onMutationSuccess: (saved) => afterSave(saved),
      onMutationError: (error) => {
        if (isHttpError(error) && error.statusCode === 409 && error.confirm && !confirmQuery.current.confirm) {
          ask(error.confirm, error.messageInfo);
          return;
        }
        setSaveError(error);
        applyServerErrors(error, writable, (name, err, opts) => setError(name, err, opts));
      },
    },
  });

  /** Continue saves with the answer; stop leaves the form exactly as it is. */
  function ask(confirm: string, fallback?: string) {
    modal.confirm({
      title: CONFIRM_QUESTIONS[confirm]?.[lang] ?? fallback ?? confirm,
      okText: t('orders.continue'),
      cancelText: t('orders.stop'),
      okButtonProps: { 'data-testid': 'confirm-continue' } as ButtonProps,
      cancelButtonProps: { 'data-testid': 'confirm-stop' } as ButtonProps,
      onOk: async () => {
        confirmQuery.current.confirm = confirm;
        try {
          await onFinish(lastPayload.current);
        } catch {
          // The form shows what went wrong.
        } finally {
          delete confirmQuery.current.confirm;
        }
      },
    });
  }

  // On a new record some values follow others (the loading time follows the flight date) until the
  // user sets them.
  useEffect(() => {
    if (screen !== 'create') return;
    const sub = watch((values, { name }) => {
      if (!name) return;
      const next = personal.follow(name, values[name]);
      for (const [k, v] of Object.entries(next ?? {})) {
        if (!getFieldState(k).isDirty) setValue(k, v, { shouldValidate: true });
      }
    });
    return () => sub.unsubscribe();
  }, [screen, watch, setValue, getFieldState, personal]);

  const submit = handleSubmit((values) => {
    lastPayload.current = toPayload(fields, values);
    return onFinish(lastPayload.current).catch(() => undefined);
  });
  // Ctrl+S saves the form (docs/lists.md "Keyboard").
  useSaveShortcut(() => void submit());
  const back = () => navigate(screenPath.list(route));
  const title = screenTitle(route, screen);
  const groups = useMemo(
    () => (sections ? fieldGroups(shown, { sections }, false) : fieldGroups(shown, route, true)),
    [shown, sections, route],
  );

  if (screen === 'edit' && query?.isError) {
    return (
      <ScreenCard title={title} testId="resource-form">
        <Result status="warning" title={t('crud.recordMissing')} extra={<Button onClick={back}>{t('crud.back')}</Button>} />
      </ScreenCard>
    );
  }

  return (
    <ScreenCard title={title} extra={<Button onClick={back}>{t('crud.back')}</Button>} testId="resource-form">
      {screen === 'edit' && query?.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Form layout="vertical" component="div" requiredMark>
            {groups.length > 2 ? <SectionLinks groups={groups} /> : null}
            {groups.map((group) => (
              <Fragment key={group.key}>
                {group.label ? (
                  // Scrolled to by the section links, clear of the sticky top bar.
                  <div id={`form-section-${group.key}`} style={{ scrollMarginTop: 64 }}>
                    <Divider orientation="left" orientationMargin={0} data-testid={`form-section-${group.key}`}>
                      {group.label[lang] ?? group.label['zh-CN']}
                    </Divider>
                  </div>
                ) : null}
                <Row gutter={[24, 0]}>
                  {group.fields.map((f) => (
                    <Col key={f.name} {...colProps(f)}>
                      {f.computed ? (
                        <ComputedValue field={f} fields={fields} control={control} id={inputId(f.name)} />
                      ) : (
                        <Controller
                          name={f.name}
                          control={control}
                          render={({ field, fieldState }) => (
                            <Form.Item
                              label={fieldLabel(f)}
                              htmlFor={inputId(f.name)}
                              required={!!f.required && !f.readOnly}
                              validateStatus={fieldState.error ? 'error' : undefined}
                              help={fieldState.error?.message}
                            >
                              <div ref={(el) => field.ref(el ? focusers[f.name] : null)}>
                                <FieldInput
                                  field={f}
                                  id={inputId(f.name)}
                                  value={field.value}
                                  onChange={field.onChange}
                                  onBlur={field.onBlur}
                                  disabled={!!f.readOnly}
                                  invalid={!!fieldState.error}
                                  nestedErrors={fieldState.error}
                                />
                              </div>
                            </Form.Item>
                          )}
                        />
                      )}
                    </Col>
                  ))}
                </Row>
              </Fragment>
            ))}
            {saveError !== undefined && engine.formNotices.length ? (
              // Each notice is its own lazy chunk, loaded with the first refused save.
              <Suspense fallback={null}>
                {engine.formNotices.map((Notice, i) => (
                  <Notice key={i} error={saveError} />
                ))}
              </Suspense>
            ) : null}
            {/* Sticky: long forms keep their save button in view. */}
            <div style={FOOTER}>
              <Space size="middle">
                <Button type="primary" htmlType="submit" loading={formLoading} data-testid="save-button">
                  {t('buttons.save')}
                </Button>
                <Button onClick={back}>{t('buttons.cancel')}</Button>
              </Space>
            </div>
          </Form>
        </form>
      )}
    </ScreenCard>
  );
}

/** A long form's sections as a row of links at its top: each scrolls to its section (the detail screen's order). */
function SectionLinks({ groups }: { groups: FieldGroup[] }) {
  const lang = currentLanguage();
  return (
    <nav
      aria-label={t('workspace.sections')}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 8 }}
      data-testid="form-section-links"
    >
      {groups
        .filter((g) => g.label)
        .map((g) => (
          <Button
            key={g.key}
            size="small"
            type="link"
            style={{ paddingInline: 6 }}
            onClick={() => document.getElementById(`form-section-${g.key}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' })}
          >
            {g.label![lang] ?? g.label!['zh-CN']}
          </Button>
        ))}
    </nav>
  );
}
