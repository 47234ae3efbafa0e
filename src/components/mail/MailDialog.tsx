import { Alert, Button, Form, Input, Modal, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api, call } from '../../api';
import { currentLanguage, inLanguage, isHttpError, t } from '../../providers';
import { MAIL_KINDS, MAIL_MAX_CONTENT, MAIL_MAX_SUBJECT, checkMailForm, type MailKind } from '../../schemas/mail';
import { isFinished, useJob } from '../transfer/useJob';
import { useGuardedClose, useSaveShortcut } from '../keyboard/shortcuts';

export interface MailDraft {
  to: string[];
  cc: string[];
  subject: string;
  content: string;
  attachmentName: string | null;
  from: { name: string | null; address: string } | null;
  ready: boolean;
  notReady: string | null;
}

interface Props {
  kind: MailKind;
  resource: string;
  id: string | number;
  onClose: (sent: boolean) => void;
}

/**
 * 发送账单 / 发送货物通知: the mail prefilled from the record and the user's settings (customer address,
 * configured cc, PDF), edited and sent through the user's SMTP account. Sending runs as a job; a
 * refusal shows the SMTP server's own words.
 */
export function MailDialog({ kind, resource, id, onClose }: Props) {
  const lang = currentLanguage();
  const [draft, setDraft] = useState<MailDraft | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [form, setForm] = useState({ to: [] as string[], cc: [] as string[], subject: '', content: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [jobId, setJobId] = useState<number | null>(null);
  const [posting, setPosting] = useState(false);
  const job = useJob(jobId);

  useEffect(() => {
    let live = true;
    call(api.settings.mailDraft, { params: { kind, resource, id } }, { silent: true })
      .then((answer) => {
        if (!live) return;
        const d = answer as MailDraft;
        setDraft(d);
        setForm({ to: d.to, cc: d.cc, subject: d.subject, content: d.content });
      })
      .catch((e) => live && setLoadError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [kind, resource, id]);

  useEffect(() => {
    if (job?.status === 'done') onClose(true);
  }, [job?.status, onClose]);

  const send = async () => {
    const { errors: local } = checkMailForm(form, lang);
    setErrors(local);
    if (Object.keys(local).length) return;
    setPosting(true);
    try {
      const r = await call(api.settings.mailSend, { params: { kind, resource, id }, body: form });
      setJobId((r as { jobId: number }).jobId);
    } catch (e) {
      if (isHttpError(e) && e.errors) setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, String(v)])));
    } finally {
      setPosting(false);
    }
  };

  const sending = posting || (jobId !== null && !isFinished(job));
  // Ctrl+S sends; Esc asks before an edited mail is thrown away.
  useSaveShortcut(() => void send(), true, !!draft?.ready && !sending);
  const changed = () =>
    !!draft && JSON.stringify(form) !== JSON.stringify({ to: draft.to, cc: draft.cc, subject: draft.subject, content: draft.content });
  const close = useGuardedClose(changed, () => onClose(false));
  const failed = job?.status === 'failed' ? job.message : null;
  const item = (name: keyof typeof form, text: string, input: React.ReactNode) => (
    <Form.Item
      label={text}
      required={name === 'to' || name === 'subject'}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name]}
      style={{ marginBottom: 12 }}
    >
      {input}
    </Form.Item>
  );
  const tags = (name: 'to' | 'cc') => (
    <Select
      mode="tags"
      value={form[name]}
      onChange={(v: string[]) => setForm({ ...form, [name]: v })}
      tokenSeparators={[',', ';', ' ']}
      open={false}
      suffixIcon={null}
      placeholder={t('settings.addresses')}
      data-testid={`mail-${name}`}
      style={{ width: '100%' }}
    />
  );

  return (
    <Modal
      open
      title={inLanguage(MAIL_KINDS[kind].title, lang)}
      width={730}
      onCancel={close}
      maskClosable={!sending}
      data-testid="mail-dialog"
      footer={
        <Space>
          <Button onClick={close} disabled={sending}>
            {t('button.cancel')}
          </Button>
          <Button type="primary" onClick={() => void send()} loading={sending} disabled={!draft?.ready} data-testid="mail-send">
            {sending ? t('settings.sending') : t('settings.send')}
          </Button>
        </Space>
      }
    >
      {loadError ? (
        <Alert type="error" showIcon message={loadError} />
      ) : !draft ? (
        <Skeleton active />
      ) : (
        <Form layout="vertical" component="div">
          {!draft.ready ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              message={draft.notReady}
              description={t('settings.openSettings')}
              data-testid="mail-not-ready"
            />
          ) : null}
          {failed ? <Alert type="error" showIcon style={{ marginBottom: 12 }} message={failed} data-testid="mail-failed" /> : null}
          {draft.from ? (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {t('settings.from')}: {draft.from.name ? `${draft.from.name} <${draft.from.address}>` : draft.from.address}
            </Typography.Paragraph>
          ) : null}
          {item('to', t('settings.to'), tags('to'))}
          {item('cc', t('settings.ccLine'), tags('cc'))}
          {item(
            'subject',
            t('settings.subject'),
            <Input
              value={form.subject}
              maxLength={MAIL_MAX_SUBJECT}
              onChange={(e) => setForm({ ...form, subject: e.target.value })}
              data-testid="mail-subject"
            />,
          )}
          {item(
            'content',
            t('settings.content'),
            <Input.TextArea
              value={form.content}
              maxLength={MAIL_MAX_CONTENT}
              autoSize={{ minRows: 6, maxRows: 14 }}
              onChange={(e) => setForm({ ...form, content: e.target.value })}
              data-testid="mail-content"
            />,
          )}
          <Typography.Text type="secondary" data-testid="mail-attachment">
            {t('settings.attachment')}: {draft.attachmentName ?? t('settings.noAttachment')}
          </Typography.Text>
        </Form>
      )}
    </Modal>
  );
}
