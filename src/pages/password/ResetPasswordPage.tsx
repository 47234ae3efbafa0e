import { yupResolver } from '@hookform/resolvers/yup';
import { App, Button, Card, Form, Input } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import * as yup from 'yup';
import { api, call } from '../../api';
import { currentLanguage, t, tDynamic } from '../../providers';
import { validatePassword } from '../../schemas/rules';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** /resetPassword: change one's own password (the other sessions of the user end). */
export default function ResetPasswordPage() {
  const { message } = App.useApp();
  const lang = currentLanguage();
  const schema = yup.object({
    oldPassword: yup.string().required(t('password.oldRequired')),
    newPassword: yup
      .string()
      .required(t('password.newRequired'))
      .test(
        'strong',
        (v) => validatePassword(v.value, lang) ?? '',
        (v) => !validatePassword(v, lang),
      ),
    confirmPassword: yup
      .string()
      .oneOf([yup.ref('newPassword')], t('password.mismatch'))
      .required(t('password.mismatch')),
  });
  const { control, handleSubmit, setError, reset, formState } = useForm<Values>({
    resolver: yupResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (v) => {
    try {
      await call(api.shell.changePassword, { body: { oldPassword: v.oldPassword, newPassword: v.newPassword } }, { silent: true });
      message.success(t('password.changed'));
      reset();
    } catch (e) {
      const errors = (e as { errors?: Record<string, string>; message?: string }).errors ?? {};
      const keys = Object.keys(errors) as (keyof Values)[];
      if (keys.length)
        keys.forEach((k) => {
          setError(k, { message: errors[k] });
        });
      else message.error((e as Error).message);
    }
  });

  const item = (name: keyof Values, label: string, autoComplete: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Form.Item label={label} required validateStatus={fieldState.error ? 'error' : undefined} help={fieldState.error?.message}>
          <Input.Password {...field} id={`password-${name}`} autoComplete={autoComplete} />
        </Form.Item>
      )}
    />
  );

  return (
    <Card title={tDynamic('route.resetPassword')} style={{ maxWidth: 480 }}>
      <Form layout="vertical" onFinish={() => submit()}>
        {item('oldPassword', t('password.old'), 'current-password')}
        {item('newPassword', t('password.new'), 'new-password')}
        {item('confirmPassword', t('password.confirm'), 'new-password')}
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting} data-testid="password-submit">
          {t('button.save')}
        </Button>
      </Form>
    </Card>
  );
}
