import { Alert, App, Button, Card, Checkbox, Col, Form, Result, Row, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as yup from 'yup';
import { allowedActions } from '../../components/crud/allowed';
import { FieldInput } from '../../components/crud/FieldInput';
import { fieldLabel, findDataRoute, routeLabel } from '../../components/crud/routeDefs';
import { api, call } from '../../api';
import { canOpenPath, currentLanguage, isHttpError, t } from '../../providers';
import type { FieldDef, ResolvedRoute } from '../../resources';
import { batchFieldsOf, BATCH_MAX_IDS, parseIds } from '../../schemas/batch-edit';
import { recordSchema } from '../../schemas/fields';

/**
 * 批量修改 (/os_batched_edit, docs/api-office.md): opened from a list's 批量修改 button with
 * `?resource=os_customs_declaration&ids=1,2`. Staff tick the batch fields (RouteDef.batchFields) to
 * change, set their values (the fields' own inputs and rules), confirm the number of records, and
 * the server sets them on every selected record at once, all or nothing. Opened bare, it says to
 * select records first.
 */
export default function BatchEditPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const source = findDataRoute(params.get('resource') ?? '');
  const ids = useMemo(() => parseIds(params.get('ids') ?? ''), [params]);

  if (!source || !ids?.length || ids.length > BATCH_MAX_IDS) {
    return (
      <div data-testid="batch-pick">
        <Result
          status="info"
          title={t('office.batch.pick')}
          extra={
            source && canOpenPath(source.path) ? (
              <Button type="primary" onClick={() => navigate(source.path)}>
                {t('office.batch.openList', { list: routeLabel(source) })}
              </Button>
            ) : null
          }
        />
      </div>
    );
  }
  if (!source.batchFields?.length)
    return (
      <div data-testid="batch-unsupported">
        <Result status="warning" title={t('office.batch.unsupported')} />
      </div>
    );
  if (!allowedActions(source).edit)
    return (
      <div data-testid="batch-forbidden">
        <Result status="403" title={t('office.editor.forbidden')} />
      </div>
    );
  return <BatchForm source={source} ids={ids} />;
}

function BatchForm({ source, ids }: { source: ResolvedRoute; ids: number[] }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const lang = currentLanguage();
  const fields = useMemo(() => batchFieldsOf(source), [source]);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const list = routeLabel(source);

  const tick = (f: FieldDef, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(f.name);
    else next.delete(f.name);
    setTicked(next);
    setErrors(({ [f.name]: _, ...rest }) => rest);
  };

  /** The ticked fields' values, checked by the same rules as a single edit (empty clears the field). */
  const checked = (): Record<string, unknown> | null => {
    const names = fields.filter((f) => ticked.has(f.name)).map((f) => f.name);
    const payload = Object.fromEntries(
      names.map((n) => {
        const v = values[n];
        return [n, v === undefined || v === '' ? null : typeof v === 'string' ? v.trim() || null : v];
      }),
    );
    try {
      return recordSchema(fields, lang, { only: names }).validateSync(payload, { abortEarly: false, stripUnknown: true }) as Record<
        string,
        unknown
      >;
    } catch (e) {
      if (!(e instanceof yup.ValidationError)) throw e;
      const out: Record<string, string> = {};
      for (const inner of e.inner.length ? e.inner : [e]) if (inner.path && !out[inner.path]) out[inner.path] = inner.message;
      setErrors(out);
      return null;
    }
  };

  const send = async (payload: Record<string, unknown>) => {
    setSaving(true);
    setFailed(null);
    try {
      const done = await call(api.crud.batch, { params: { resource: source.name }, body: { ids, values: payload } }, { silent: true });
      const count = (done as { updated?: number } | null)?.updated ?? ids.length;
      message.success(t('office.batch.done', { count }));
      navigate(source.path);
    } catch (e) {
      const fieldErrors = isHttpError(e) && e.errors && typeof e.errors === 'object' ? (e.errors as Record<string, string>) : {};
      const known = Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => fields.some((f) => f.name === k)));
      setErrors(known);
      setFailed(isHttpError(e) ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  const submit = () => {
    setErrors({});
    if (!ticked.size) {
      setFailed(t('office.batch.noField'));
      return;
    }
    const payload = checked();
    if (!payload) return;
    setFailed(null);
    const names = fields
      .filter((f) => ticked.has(f.name))
      .map(fieldLabel)
      .join('、');
    modal.confirm({
      title: t('office.batch.confirmTitle'),
      content: <span data-testid="batch-confirm-text">{t('office.batch.confirm', { count: ids.length, fields: names })}</span>,
      okButtonProps: { 'data-testid': 'batch-confirm-ok' },
      onOk: () => send(payload),
    });
  };

  return (
    <Card
      title={t('office.batch.button')}
      data-testid="batch-edit"
      extra={<Button onClick={() => navigate(source.path)}>{t('office.batch.openList', { list })}</Button>}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text strong data-testid="batch-count">
          {t('office.batch.selected', { count: ids.length, list })}
        </Typography.Text>
        <Typography.Text type="secondary">{t('office.batch.hint')}</Typography.Text>
        {failed ? <Alert type="error" showIcon message={failed} data-testid="batch-error" /> : null}
        <Form layout="vertical" component="div">
          <Row gutter={[24, 0]}>
            {fields.map((f) => {
              const id = `batch-field-${f.name}`;
              const on = ticked.has(f.name);
              return (
                <Col key={f.name} xs={24} md={12}>
                  <Form.Item
                    label={
                      <Checkbox checked={on} onChange={(e) => tick(f, e.target.checked)} data-testid={`batch-tick-${f.name}`}>
                        {t('office.batch.change')} {fieldLabel(f)}
                      </Checkbox>
                    }
                    validateStatus={errors[f.name] ? 'error' : undefined}
                    help={errors[f.name]}
                  >
                    <FieldInput
                      field={f}
                      id={id}
                      value={values[f.name] ?? null}
                      onChange={(v) => setValues((old) => ({ ...old, [f.name]: v }))}
                      disabled={!on}
                      invalid={!!errors[f.name]}
                    />
                  </Form.Item>
                </Col>
              );
            })}
          </Row>
        </Form>
        <Button type="primary" loading={saving} onClick={submit} data-testid="batch-submit">
          {t('office.batch.submit')}
        </Button>
      </Space>
    </Card>
  );
}
