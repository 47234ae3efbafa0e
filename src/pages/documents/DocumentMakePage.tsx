import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, App, Button, Card, Descriptions, Form, Result, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { applyServerErrors } from '../../components/crud/serverErrors';
import { routeLabel } from '../../components/crud/routeDefs';
import { PaperGrid } from '../../components/waybill/PaperGrid';
import { api, call } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { downloadFile } from '../../components/transfer/download';
import { canOpenPath, currentLanguage, getToken, isHttpError, routeRoot, t } from '../../providers';
import { findRoute } from '../../resources';
import { DOCUMENT_DEFS, documentSchema, isDocumentKind, type DocumentKind } from '../../schemas/documents';
import { toText } from '../../schemas/patterns';
import { PublicFrame } from '../../components/layout/PublicFrame';
import { documentBoxes, documentFieldNames } from './documentBoxes';

/**
 * Document making (docs/api-office.md "Documents"): the sea bill of lading (/seOrderWaybillMake), the
 * cross-border waybill (/osWaybillMake) and the house waybill information (/hawb_info_page), one page
 * whose route names the kind (RouteDef.document). Staff open it from a row of the source list
 * (`?id=`); the shipper opens the public two by a signed link (`?t=`) and may fill the document in
 * until staff confirm it. The shared rules check the form before it is sent, the server again.
 */

interface DocumentView {
  kind: DocumentKind;
  source: { id: number; label: unknown };
  issuer: string;
  document: { values: Record<string, string>; status: 'DRAFT' | 'CONFIRMED'; updatedVia: string } | null;
  prefill: Record<string, string>;
  editable: boolean;
  linkable: boolean;
}

export default function DocumentMakePage() {
  const { pathname, search } = useLocation();
  const route = findRoute(routeRoot(pathname))!;
  const kind = route.document;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const linkToken = params.get('t');
  const id = params.get('id');
  const body = isDocumentKind(kind) ? <DocumentMaker kind={kind} path={route.path} id={id} linkToken={linkToken} /> : null;
  return route.access === 'public' ? <PublicFrame title={routeLabel(route)}>{body}</PublicFrame> : body;
}

function DocumentMaker({ kind, path, id, linkToken }: { kind: DocumentKind; path: string; id: string | null; linkToken: string | null }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const lang = currentLanguage();
  const staff = !linkToken && !!id && !!getToken();
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const fields = useMemo(() => documentFieldNames(kind), [kind]);
  const boxes = useMemo(() => documentBoxes(kind), [kind]);
  const resolver = useMemo(() => yupResolver(documentSchema(kind, lang)) as unknown as Resolver<FieldValues>, [kind, lang]);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = useForm<FieldValues>({ resolver, mode: 'onTouched' });

  // Read through the shared cache (topic `documents`): a save or a status change, in this window or
  // another, has the document fetched again. Staff read it by the source row, the shipper by the link.
  const staffView = useApiQuery(api.office.document, { params: { kind, sourceId: id ?? '' } }, { enabled: staff, silent: true });
  const linkView = useApiQuery(
    api.office.externalDocument,
    { query: { t: linkToken ?? '' } },
    { enabled: !staff && !!linkToken, silent: true },
  );
  const { data, error } = staff ? staffView : linkView;
  const view = (data ?? null) as DocumentView | null;
  // The server's own words (a dead link: 链接无效或已过期), not the catalogue's text for its status.
  const failed = error && !view ? (isHttpError(error) ? error.messageInfo || error.message : String(error)) : null;
  // The form shows the document as stored, unless the user has started changing it: a refetch
  // (someone else's save) never wipes what is being typed.
  useEffect(() => {
    if (!view || isDirty) return;
    const values = view.document?.values ?? view.prefill;
    reset(Object.fromEntries(fields.map((f) => [f, toText(values[f])])));
  }, [view, isDirty, fields, reset]);
  const saveStaff = useApiMutation(api.office.saveDocument);
  const saveLinked = useApiMutation(api.office.saveExternalDocument);
  const changeStatus = useApiMutation(api.office.documentStatus);

  const sourcePath = findRoute(`/${DOCUMENT_DEFS[kind].source}`);
  if (!staff && !linkToken) {
    return (
      <Result
        status="info"
        title={t('office.doc.pick')}
        data-testid="document-pick"
        extra={
          sourcePath && canOpenPath(sourcePath.path) ? (
            <Button type="primary" onClick={() => navigate(sourcePath.path)}>
              {t('office.doc.openList', { list: routeLabel(sourcePath) })}
            </Button>
          ) : null
        }
      />
    );
  }
  if (failed) return <Result status="warning" title={failed} data-testid="document-failed" />;
  if (!view) return <Spin style={{ display: 'block', margin: 48 }} />;

  const status = view.document?.status ?? 'NEW';
  const editable = view.editable;
  const save = handleSubmit(async (values) => {
    setBusy(true);
    try {
      const payload = { values: Object.fromEntries(fields.map((f) => [f, toText(values[f])])) };
      await (staff
        ? saveStaff.mutateAsync({ params: { kind, sourceId: id! }, body: payload })
        : saveLinked.mutateAsync({ query: { t: linkToken! }, body: payload }));
      // What was sent is now stored: the form is clean again and follows the document's refetch.
      reset(payload.values);
      message.success(t('office.doc.saved'));
    } catch (e) {
      applyServerErrors(e, fields, setError);
    } finally {
      setBusy(false);
    }
  });
  const setStatus = async (next: 'DRAFT' | 'CONFIRMED') => {
    setBusy(true);
    try {
      await changeStatus.mutateAsync({ params: { kind, sourceId: id! }, body: { status: next } });
    } catch {
      /* the client's toast says why */
    } finally {
      setBusy(false);
    }
  };
  const pdf = async () => {
    // Downloaded through the client: the staff call needs the token, and a refusal (409: what is
    // missing) is toasted with the server's words. Saved as the kind and the document's number.
    const number = toText((view.document?.values ?? view.prefill)[DOCUMENT_DEFS[kind].numberField]) || String(view.source.id);
    const name = `${kind}-${number}.pdf`;
    try {
      await (staff
        ? downloadFile(api.office.documentPdf, { params: { kind, sourceId: id! } }, name, true)
        : downloadFile(api.office.externalDocumentPdf, { query: { t: linkToken! } }, name, true));
    } catch {
      /* the client's toast says why */
    }
  };
  const makeLink = async () => {
    const { token, expiresAt } = await call(api.office.documentLink, { params: { kind, sourceId: id! } });
    // The app routes by hash, like the tracking share links (src/schemas/share.ts).
    setLink({ url: `${window.location.origin}/#${path}?t=${encodeURIComponent(token)}`, expiresAt });
  };

  return (
    <Card
      data-testid={`document-${kind}`}
      title={
        <Space>
          <span>{DOCUMENT_DEFS[kind].numberField && toText((view.document?.values ?? view.prefill)[DOCUMENT_DEFS[kind].numberField])}</span>
          <Tag color={status === 'CONFIRMED' ? 'green' : status === 'DRAFT' ? 'blue' : 'default'} data-testid="document-status">
            {t(`office.doc.status.${status}`)}
          </Tag>
        </Space>
      }
      extra={
        <Space wrap>
          {editable ? (
            <Button type="primary" loading={busy} onClick={() => void save()} data-testid="document-save">
              {t('office.doc.save')}
            </Button>
          ) : null}
          {staff && editable && view.document ? (
            status === 'CONFIRMED' ? (
              <Button loading={busy} onClick={() => void setStatus('DRAFT')} data-testid="document-unconfirm">
                {t('office.doc.unconfirm')}
              </Button>
            ) : (
              <Button loading={busy} onClick={() => void setStatus('CONFIRMED')} data-testid="document-confirm">
                {t('office.doc.confirm')}
              </Button>
            )
          ) : null}
          <Button onClick={() => void pdf()} data-testid="document-pdf">
            {t('office.doc.pdf')}
          </Button>
          {staff && view.linkable ? (
            <Button onClick={() => void makeLink().catch(() => undefined)} data-testid="document-link">
              {t('office.doc.link')}
            </Button>
          ) : null}
        </Space>
      }
    >
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('office.doc.source')}>{toText(view.source.label) || view.source.id}</Descriptions.Item>
        <Descriptions.Item label={t('office.doc.issuer')}>{view.issuer}</Descriptions.Item>
      </Descriptions>
      {!editable && !staff ? (
        <Alert type="info" showIcon message={t('office.doc.locked')} style={{ marginBottom: 12 }} data-testid="document-locked" />
      ) : null}
      {link ? (
        <Alert
          type="success"
          style={{ marginBottom: 12 }}
          message={t('office.doc.linkHint', { date: link.expiresAt.slice(0, 10) })}
          description={
            <Typography.Paragraph copyable data-testid="document-link-url" style={{ marginBottom: 0 }}>
              {link.url}
            </Typography.Paragraph>
          }
        />
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <Form layout="vertical" component="div" size="small" disabled={!editable}>
          <PaperGrid boxes={boxes} control={control} lang={lang} prefix="doc" />
        </Form>
      </form>
    </Card>
  );
}
