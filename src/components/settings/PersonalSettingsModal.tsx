import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { App, Button, Form, Modal, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { api, callEnvelope } from '../../api';
import { useApiMutation } from '../../api/hooks';
import { changeLanguage, currentLanguage, inLanguage, isHttpError, isLanguage, t } from '../../providers';
import { SETTING_BY_NAME, resetSettings, type SettingsValues } from '../../schemas/settings';
import { RELOGIN_NOTICE, validateCheckEmail, validateSettings, type SettingsContext } from '../../schemas/settings-validate';
import { applyServerErrors } from '../crud/serverErrors';
import { useGuardedClose, useSaveShortcut } from '../keyboard/shortcuts';
import type { CurrentUser } from '../layout/useCurrentUser';
import { settingId } from './FormItem';
import { CcSection, GeneralSection, MailSection, OrderSection } from './sections';
import { setPersonalSettings } from './store';
import { useSettingsDialogData, type DialogData } from './useSettingsDialogData';

interface Props {
  user: CurrentUser | undefined;
  open: boolean;
  onClose: () => void;
}

/** docs/behaviour.md §1.9: dialogs are 730 px wide. */
const WIDTH = 730;
/** Answer fields that describe the user and never go back. */
const NOT_SENT = ['userId', 'orgId', 'orgName', 'userName', 'loginRole', 'mailVerifyCodeSet', 'pageLanguage'];
const MAIL_CHECK_FIELDS = [
  'userEmail',
  'mailName',
  'mailAddress',
  'mailSmtp',
  'mailPort',
  'mailSsl',
  'mailUser',
  'mailVerifyCode',
  'mailSignature',
];

const contextOf = (s: SettingsValues): SettingsContext => ({
  admin: s.loginRole === 'admin',
  emailLoaded: !!s.userEmail,
  phoneLoaded: !!s.phoneNumber,
  passwordStored: s.mailVerifyCodeSet === true,
});

/** What the dialog's keys reach of the loaded form: its 确定 and whether anything was changed. */
interface FormKeys {
  save: () => void;
  dirty: () => boolean;
}

const toErrors = (messages: Record<string, string>): FieldErrors<FieldValues> =>
  Object.fromEntries(Object.entries(messages).map(([k, message]) => [k, { type: 'validate', message }]));

/** The personal settings dialog of the top bar (docs/behaviour.md §2.2.5, §2.3, §2.4, §2.5); its own lazy chunk. */
export default function PersonalSettingsModal({ user, open, onClose }: Props) {
  const { data, failed } = useSettingsDialogData(open, user?.userId);
  // Ctrl+S is 确定 (nothing while the form loads or saves); Esc asks before changes are thrown away.
  const keys = useRef<FormKeys | null>(null);
  useSaveShortcut(() => keys.current?.save(), open);
  const close = useGuardedClose(() => !!keys.current?.dirty(), onClose);
  return (
    <Modal
      open={open}
      title={t('settings.title')}
      onCancel={close}
      footer={null}
      width={WIDTH}
      destroyOnHidden
      styles={{ body: { maxHeight: '72vh', overflowY: 'auto', paddingRight: 8 } }}
      data-testid="personal-settings"
    >
      {failed ? (
        <Result status="warning" title={t('settings.loadFailed')} />
      ) : data ? (
        <SettingsForm data={data} onClose={onClose} keys={keys} />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Modal>
  );
}

function SectionTitle({ title, open, onToggle, testId }: { title: string; open?: boolean; onToggle?: () => void; testId: string }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        borderBottom: '1px solid #f0f0f0',
        margin: '8px 0 12px',
      }}
    >
      <Typography.Title level={5} style={{ margin: '4px 0' }}>
        {title}
      </Typography.Title>
      {onToggle ? (
        <Button type="link" size="small" onClick={onToggle} data-testid={testId}>
          {open ? t('settings.collapse') : t('settings.expand')} {open ? <UpOutlined /> : <DownOutlined />}
        </Button>
      ) : null}
    </div>
  );
}

function SettingsForm({ data, onClose, keys }: { data: DialogData; onClose: () => void; keys: MutableRefObject<FormKeys | null> }) {
  const loaded = data.settings;
  const ctx = useMemo(() => contextOf(loaded), [loaded]);
  const lang = currentLanguage();
  const { message } = App.useApp();
  const { open: notify } = useNotification();
  const [ordersOpen, setOrdersOpen] = useState(false);
  const [mailOpen, setMailOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [checking, setChecking] = useState(false);
  // Refreshes every reader of the settings and of the current user (the top bar's name, language).
  const editPersonal = useApiMutation(api.settings.editPersonal);

  const resolver: Resolver<FieldValues> = async (values) => {
    const errors = validateSettings(values, ctx, lang);
    return Object.keys(errors).length ? { values: {}, errors: toErrors(errors) } : { values, errors: {} };
  };
  const { control, handleSubmit, reset, getValues, setValue, setError, watch, formState } = useForm<FieldValues>({
    defaultValues: { ...loaded, mailVerifyCode: '' },
    resolver,
    mode: 'onTouched',
  });
  const mailEnabled = watch('mailValid') === '1';

  // Fields of a folded section that are wrong unfold it, so the message is seen.
  const unfoldFor = (names: string[]) => {
    if (names.some((n) => SETTING_BY_NAME.get(n)?.section === 'order')) setOrdersOpen(true);
    if (names.some((n) => SETTING_BY_NAME.get(n)?.section === 'mail')) setMailOpen(true);
    setTimeout(() => document.getElementById(settingId(names[0]))?.focus(), 0);
  };

  const save = handleSubmit(
    async (values) => {
      const payload: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(values)) if (!NOT_SENT.includes(k)) payload[k] = v;
      // docs/behaviour.md §2.5: a loaded email is not sent; a typed one goes lower-cased.
      if (ctx.emailLoaded) delete payload.userEmail;
      else if (typeof payload.userEmail === 'string') payload.userEmail = payload.userEmail.trim().toLowerCase();
      if (ctx.phoneLoaded) {
        delete payload.phoneNumber;
        delete payload.internationalCountryCode;
      }
      if (!payload.mailVerifyCode) delete payload.mailVerifyCode;
      setSaving(true);
      try {
        const answer = await editPersonal.mutateAsync({ body: payload });
        const { mailChanged } = answer;
        const settings = answer.settings as SettingsValues;
        setPersonalSettings(settings);
        // docs/behaviour.md §2.4: the usual notice, or that changed mail settings take effect at the next login.
        notify?.({ type: 'success', message: mailChanged ? inLanguage(RELOGIN_NOTICE, lang) : t('success'), key: 'settings-saved' });
        // docs/behaviour.md §2.4: the page language (and the window flags, in the store) are kept locally.
        if (isLanguage(settings.paramText)) changeLanguage(settings.paramText);
        onClose();
      } catch (e) {
        const rest = applyServerErrors(e, Object.keys(values), (name, err, opts) => setError(name, err, opts));
        if (isHttpError(e) && e.errors) unfoldFor(Object.keys(e.errors).filter((k) => !(k in rest)));
      } finally {
        setSaving(false);
      }
    },
    (errors) => unfoldFor(Object.keys(errors)),
  );

  const checkEmail = async () => {
    const values = getValues();
    const local = validateCheckEmail(values, { ...ctx, loadedEmail: loaded.userEmail as string | null }, lang);
    if (Object.keys(local).length) {
      for (const [k, m] of Object.entries(local)) setError(k, { type: 'validate', message: m });
      unfoldFor(Object.keys(local));
      return;
    }
    setChecking(true);
    try {
      const body = Object.fromEntries(MAIL_CHECK_FIELDS.filter((k) => k in values).map((k) => [k, values[k]]));
      const r = await callEnvelope(api.settings.checkEmail, { body });
      const verified = r.data === true;
      const text = r.messageInfo ?? '';
      if (verified) message.success({ content: text || '验证成功', key: 'check-email' });
      else message.error({ content: text || '验证失败', key: 'check-email', duration: 8 });
    } catch (e) {
      applyServerErrors(e, MAIL_CHECK_FIELDS, (name, err, opts) => setError(name, err, opts));
    } finally {
      setChecking(false);
    }
  };

  // Read while rendering: the form then keeps it up to date.
  const dirty = formState.isDirty;
  keys.current = { save: () => void (saving ? undefined : save()), dirty: () => dirty };
  useEffect(
    () => () => {
      keys.current = null;
    },
    [keys],
  );

  const clear = () => reset({ ...resetSettings(getValues(), loaded), mailVerifyCode: '' }, { keepDefaultValues: true });

  return (
    <form onSubmit={save} noValidate data-testid="settings-form">
      <Form layout="vertical" component="div" requiredMark>
        <SectionTitle title={t('settings.general')} testId="settings-general" />
        <GeneralSection control={control} data={data} loaded={{ email: ctx.emailLoaded, phone: ctx.phoneLoaded }} />
        <SectionTitle
          title={t('settings.orders')}
          open={ordersOpen}
          onToggle={() => setOrdersOpen(!ordersOpen)}
          testId="settings-toggle-orders"
        />
        {ordersOpen ? <OrderSection control={control} data={data} /> : null}
        <SectionTitle title={t('settings.mail')} open={mailOpen} onToggle={() => setMailOpen(!mailOpen)} testId="settings-toggle-mail" />
        {mailOpen ? (
          <MailSection
            control={control}
            admin={ctx.admin}
            enabled={mailEnabled}
            passwordSet={ctx.passwordStored}
            setValue={setValue}
            onCheck={() => void checkEmail()}
            checking={checking}
          />
        ) : null}
        <SectionTitle title={t('settings.cc')} testId="settings-cc" />
        <CcSection control={control} data={data} />
        <div style={{ display: 'flex', justifyContent: 'flex-end', borderTop: '1px solid #f0f0f0', paddingTop: 12 }}>
          <Space>
            <Button onClick={clear} data-testid="settings-reset">
              {t('settings.reset')}
            </Button>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="settings-confirm">
              {t('settings.confirm')}
            </Button>
          </Space>
        </div>
      </Form>
    </form>
  );
}
