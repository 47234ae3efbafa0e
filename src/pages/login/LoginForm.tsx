import type { TextKey } from '../../i18n/keys';
import { LockOutlined, MailOutlined, MobileOutlined, UserOutlined, BankOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Segmented, Select, Space } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { currentLanguage, t } from '../../providers/i18n';
import { LOGIN_TYPES, type LoginType } from '../../schemas/scopes';
import { useCountryCodes } from './countryCodes';
import { useLoginOptions } from './loginOptions';
import { emptyLoginForm, loginResolver, type LoginFormValues } from './loginSchema';
import { OrgChoiceModal } from './OrgChoiceModal';
import { useLoginSubmit } from './useLoginSubmit';

const TABS: { key: string; type: LoginType; label: TextKey }[] = [
  { key: 'phone', type: LOGIN_TYPES.phone, label: 'login.tab.phone' },
  { key: 'email', type: LOGIN_TYPES.email, label: 'login.tab.email' },
  { key: 'admin', type: LOGIN_TYPES.admin, label: 'login.tab.admin' },
];

/** Password login with the three login types of docs/behaviour.md §2.4 (0 phone, 1 email, 2 administrator). */
export function LoginForm() {
  const { orgLookup } = useLoginOptions();
  const resolver = useMemo(() => loginResolver({ orgLookup }), [orgLookup]);
  const { control, handleSubmit, watch, reset, getValues, setValue, formState } = useForm<LoginFormValues>({
    resolver,
    defaultValues: emptyLoginForm(),
  });
  const login = useLoginSubmit((orgCode) => setValue('orgCode', orgCode));
  const loginType = watch('loginType');
  const lang = currentLanguage();
  const countryCodes = useCountryCodes();

  function switchTab(key: string) {
    const tab = TABS.find((x) => x.key === key)!;
    // The organisation code and password carry over; the other tab's errors do not.
    const { orgCode, password, countryCode } = getValues();
    reset({ ...emptyLoginForm(tab.type), orgCode, password, countryCode });
    login.clearError();
  }

  /** A form row whose red border and message come from react-hook-form's validation. */
  const field = (name: FieldPath<LoginFormValues>, control: ReactNode) => {
    const message = formState.errors[name]?.message;
    return (
      <Form.Item validateStatus={message ? 'error' : undefined} help={message}>
        {control}
      </Form.Item>
    );
  };

  const identifier =
    loginType === LOGIN_TYPES.phone
      ? field(
          'phone',
          <Space.Compact block>
            <Controller
              name="countryCode"
              control={control}
              render={({ field: f }) => (
                <Select
                  id="login-country-code"
                  style={{ width: 110 }}
                  size="large"
                  value={f.value}
                  onChange={f.onChange}
                  popupMatchSelectWidth={200}
                  showSearch
                  filterOption={(input, o) => `+${o?.value} ${o?.title}`.toLowerCase().includes(input.toLowerCase())}
                  options={countryCodes.map((c) => ({
                    value: c.code,
                    label: `+${c.code}`,
                    title: lang === 'en-US' ? c.en : c.zh,
                  }))}
                  optionRender={(o) => `+${o.value} ${o.data.title}`}
                />
              )}
            />
            <Controller
              name="phone"
              control={control}
              render={({ field: f }) => (
                <Input
                  {...f}
                  id="login-phone"
                  size="large"
                  autoComplete="username"
                  inputMode="tel"
                  prefix={<MobileOutlined />}
                  placeholder={t('login.phone')}
                />
              )}
            />
          </Space.Compact>,
        )
      : loginType === LOGIN_TYPES.email
        ? field(
            'email',
            <Controller
              name="email"
              control={control}
              render={({ field: f }) => (
                <Input
                  {...f}
                  id="login-email"
                  size="large"
                  autoComplete="username"
                  inputMode="email"
                  prefix={<MailOutlined />}
                  placeholder={t('login.email')}
                />
              )}
            />,
          )
        : field(
            'loginName',
            <Controller
              name="loginName"
              control={control}
              render={({ field: f }) => (
                <Input
                  {...f}
                  id="login-name"
                  size="large"
                  autoComplete="username"
                  prefix={<UserOutlined />}
                  placeholder={t('login.admin')}
                />
              )}
            />,
          );

  return (
    <>
      {/* A segmented switch, not antd's Tabs: Tabs brings its overflow menu (rc-tabs, rc-menu,
          rc-dropdown, 15 KB brotli) to the page that loads before the app. */}
      <Segmented
        block
        size="large"
        style={{ marginBottom: 24 }}
        value={TABS.find((x) => x.type === loginType)!.key}
        onChange={switchTab}
        // Ids sit on the labels: tests and people click the visible text.
        options={TABS.map((x) => ({ value: x.key, label: <span id={`login-tab-${x.key}`}>{t(x.label)}</span> }))}
      />
      <Form component={false} layout="vertical">
        <form onSubmit={handleSubmit(login.submit)} noValidate>
          {login.error ? (
            <Alert
              id="login-error"
              type="error"
              showIcon
              message={login.error}
              style={{ marginBottom: 16 }}
              closable
              onClose={login.clearError}
            />
          ) : null}
          {identifier}
          {field(
            'orgCode',
            <Controller
              name="orgCode"
              control={control}
              render={({ field: f }) => (
                <Input
                  {...f}
                  id="login-org"
                  size="large"
                  prefix={<BankOutlined />}
                  placeholder={loginType === LOGIN_TYPES.admin || !orgLookup ? t('login.orgCode') : t('login.orgCodeOptional')}
                />
              )}
            />,
          )}
          {field(
            'password',
            <Controller
              name="password"
              control={control}
              render={({ field: f }) => (
                <Input.Password
                  {...f}
                  id="login-password"
                  size="large"
                  autoComplete="current-password"
                  prefix={<LockOutlined />}
                  placeholder={t('login.password')}
                />
              )}
            />,
          )}
          <Button id="login-submit" type="primary" htmlType="submit" size="large" block loading={login.busy}>
            {t('login.submit')}
          </Button>
        </form>
      </Form>
      <OrgChoiceModal options={login.choices} onChoose={login.choose} onCancel={login.cancelChoice} />
    </>
  );
}
