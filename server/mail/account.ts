import { badRequest } from '../http/envelope';
import type { SettingsValues } from '../../src/schemas/settings';
import { openSecret } from '../settings/secret-box';
import type { StoredSettings } from '../settings/store';
import { SMTP_HOST, type MailAccount } from './transport';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

export const SMTP_HOST_MESSAGE = '请输入正确的SMTP服务器地址（如 smtp.163.com）';

/**
 * The SMTP account a set of settings describes. The sender address is the mail address for the
 * administrator login role and the user's email for everyone else (docs/behaviour.md §2.5, §2.6); the login name
 * defaults to that address. `password` is the typed one, else the stored one is opened.
 */
export function accountOf(values: SettingsValues, stored: StoredSettings, key: Uint8Array, password?: string | null): MailAccount {
  const host = text(values.mailSmtp);
  if (!SMTP_HOST.test(host)) throw badRequest(SMTP_HOST_MESSAGE, { mailSmtp: SMTP_HOST_MESSAGE });
  const fromAddress = stored.ctx.admin ? text(values.mailAddress) : text(values.userEmail) || text(stored.values.userEmail);
  const pass = password || openSecret(key, stored.sealedPassword) || '';
  return {
    host,
    port: Number(values.mailPort),
    secure: values.mailSsl === true,
    user: text(values.mailUser) || fromAddress,
    pass,
    fromName: text(values.mailName) || null,
    fromAddress,
    signature: text(values.mailSignature) || null,
  };
}

/** The account a user sends with: their saved settings, once mail is enabled and complete. */
export function sendingAccount(stored: StoredSettings, key: Uint8Array): MailAccount {
  const v = stored.values;
  if (v.mailValid !== '1') throw badRequest('请先在个人信息中启用邮箱并填写发件设置', { mailValid: '未启用邮箱' });
  const account = accountOf(v, stored, key);
  if (!account.fromAddress || !account.pass)
    throw badRequest('个人信息中的邮箱设置不完整（发件地址或密码）', { mailVerifyCode: '邮箱设置不完整' });
  return account;
}
