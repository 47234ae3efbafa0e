import type { Bilingual } from './check-table';
import type { Language } from './messages';
import { charLength, toText } from './patterns';
import { rules } from './rules';
import { SETTINGS, type SettingDef, type SettingsValues } from './settings';

/**
 * The checks of the personal settings dialog (docs/behaviour.md §2.5), run by the dialog before it sends and by
 * PUT /hrs/user/editPersonal and POST /hrs/user/checkEmail on what arrives, so both sides give the
 * same message for the same value. The Chinese texts are the spec's.
 */

/** What the checks need to know about the user whose settings these are. */
export interface SettingsContext {
  /** Login role 'admin': the mail address is theirs to fill (docs/behaviour.md §2.6). */
  admin: boolean;
  /** An email was loaded: it is read-only and not sent (docs/behaviour.md §2.5). */
  emailLoaded: boolean;
  /** A mobile number was loaded: it and its country code are read-only. */
  phoneLoaded: boolean;
  /** A mail password is stored: the form shows that one is set, and an empty one keeps it. */
  passwordStored: boolean;
}

const M = {
  emailRequired: { 'zh-CN': '请输入邮箱', 'en-US': 'Enter the email' },
  emailInvalid: { 'zh-CN': '请输入正确的邮箱地址', 'en-US': 'Enter a valid email address' },
  emailMax: { 'zh-CN': '长度不超过 80', 'en-US': 'At most 80 characters' },
  enameRequired: { 'zh-CN': '请输入英文名', 'en-US': 'Enter the English name' },
  phoneRequired: { 'zh-CN': '请输入手机号', 'en-US': 'Enter the mobile number' },
  phoneMax: { 'zh-CN': '手机号长度不超过 30', 'en-US': 'Mobile number: at most 30 characters' },
  areaRequired: { 'zh-CN': '区号不能为空', 'en-US': 'The country code cannot be empty' },
  areaInvalid: { 'zh-CN': '区号只能是 1-4 位数字', 'en-US': 'Country code: 1 to 4 digits' },
  senderRequired: { 'zh-CN': '发件人不能为空', 'en-US': 'The sender cannot be empty' },
  mailAddressRequired: { 'zh-CN': '邮箱地址不能为空', 'en-US': 'The mail address cannot be empty' },
  smtpRequired: { 'zh-CN': 'SMTP不能为空', 'en-US': 'The SMTP server cannot be empty' },
  portRequired: { 'zh-CN': '端口不能为空', 'en-US': 'The port cannot be empty' },
  portInvalid: { 'zh-CN': '端口必须是 1-65535 的整数', 'en-US': 'The port must be a whole number from 1 to 65535' },
  userRequired: { 'zh-CN': '用户名不能为空', 'en-US': 'The user name cannot be empty' },
  passwordRequired: { 'zh-CN': '密码不能为空', 'en-US': 'The password cannot be empty' },
  checkEmailRequired: { 'zh-CN': '邮箱不能为空', 'en-US': 'The email cannot be empty' },
  checkUserEmailRequired: { 'zh-CN': '邮箱地址不能为空', 'en-US': 'The email address cannot be empty' },
  ccInvalid: { 'zh-CN': '抄送人无效', 'en-US': 'Invalid cc recipients' },
} satisfies Record<string, Bilingual>;

const required = (label: Bilingual, lang: Language) => (lang === 'zh-CN' ? `请选择${label[lang]}` : `Choose: ${label[lang]}`);
const tooLong = (n: number, lang: Language) => (lang === 'zh-CN' ? `长度不超过 ${n}` : `At most ${n} characters`);
const invalid = (label: Bilingual, lang: Language) => (lang === 'zh-CN' ? `${label[lang]}的值无效` : `${label[lang]} has an invalid value`);
const digitMessage = (label: Bilingual, max: number, lang: Language) =>
  lang === 'zh-CN' ? `${label[lang]}只能是 0-${max} 的一位数字` : `${label[lang]}: one digit from 0 to ${max}`;
const digitRequired = (label: Bilingual, lang: Language) =>
  lang === 'zh-CN' ? `请输入${label[lang]}` : `Enter the ${label[lang].toLowerCase()}`;

const empty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const isEmail = (v: string) => rules.email(v, 'zh-CN') === null;
const MAX_CC = 100;

/** A number, or a string of digits: what forms and JSON send (never arrays or objects). */
const scalar = (v: unknown): v is string | number => typeof v === 'number' || typeof v === 'string';
export const isPort = (v: unknown) => scalar(v) && /^\d{1,5}$/.test(toText(v)) && Number(v) >= 1 && Number(v) <= 65535;
const isId = (v: unknown) => scalar(v) && /^\d{1,15}$/.test(toText(v)) && Number(v) > 0;

/** One stored setting's message, or null. Conditional rules (mail enabled) are in validateSettings. */
function checkField(def: SettingDef, v: unknown, lang: Language): string | null {
  switch (def.kind) {
    case 'flag':
      if (empty(v)) return required(def.label, lang);
      return v === '1' || v === '0' ? null : invalid(def.label, lang);
    case 'bool':
      return v === true || v === false || v === null || v === undefined ? null : invalid(def.label, lang);
    case 'digit':
      if (empty(v)) return digitRequired(def.label, lang);
      return scalar(v) && /^\d$/.test(toText(v)) && Number(v) <= def.max! ? null : digitMessage(def.label, def.max!, lang);
    case 'enum':
      if (empty(v)) return required(def.label, lang);
      return typeof v === 'string' && def.options!.includes(v) ? null : invalid(def.label, lang);
    case 'id':
      return empty(v) || isId(v) ? null : invalid(def.label, lang);
    case 'ids':
      if (v === null || v === undefined) return null;
      return Array.isArray(v) && v.length <= MAX_CC && v.every(isId) ? null : M.ccInvalid[lang];
    case 'port':
      return empty(v) || isPort(v) ? null : M.portInvalid[lang];
    default: {
      if (v !== null && v !== undefined && typeof v !== 'string') return invalid(def.label, lang);
      const s = toText(v);
      if (def.max !== undefined && charLength(s) > def.max) return tooLong(def.max, lang);
      if (def.name === 'mailAddress' && s && !isEmail(s)) return M.emailInvalid[lang];
      return null;
    }
  }
}

/** Text as sent: trimmed; '' when absent; undefined when it is not text at all (an array, an object). */
const textIn = (v: unknown): string | undefined =>
  v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : undefined;

function checkIdentity(values: SettingsValues, ctx: SettingsContext, lang: Language, errors: Record<string, string>) {
  const bad = (label: Bilingual) => invalid(label, lang);
  if (!ctx.emailLoaded) {
    const email = textIn(values.userEmail);
    if (email === undefined) errors.userEmail = M.emailInvalid[lang];
    else if (!email) errors.userEmail = M.emailRequired[lang];
    else if (!isEmail(email)) errors.userEmail = M.emailInvalid[lang];
    else if (charLength(email) > 80) errors.userEmail = M.emailMax[lang];
  }
  const ename = textIn(values.userEname);
  if (ename === undefined) errors.userEname = bad({ 'zh-CN': '英文名', 'en-US': 'English name' });
  else if (!ename) errors.userEname = M.enameRequired[lang];
  else if (charLength(ename) > 40) errors.userEname = tooLong(40, lang);
  if (!ctx.phoneLoaded) {
    const phone = textIn(values.phoneNumber);
    if (phone === undefined) errors.phoneNumber = bad({ 'zh-CN': '手机号', 'en-US': 'Mobile number' });
    else if (!phone) errors.phoneNumber = M.phoneRequired[lang];
    else if (charLength(phone) > 30) errors.phoneNumber = M.phoneMax[lang];
    else {
      const m = rules.phone(phone, lang);
      if (m) errors.phoneNumber = m;
    }
    const area = textIn(values.internationalCountryCode)?.replace(/^\+/, '');
    if (!area) errors.internationalCountryCode = M.areaRequired[lang];
    else if (!/^\d{1,4}$/.test(area)) errors.internationalCountryCode = M.areaInvalid[lang];
  }
}

/** The mail account's required parts once mail is enabled (docs/behaviour.md §2.5 "On save"). */
function checkMailEnabled(values: SettingsValues, ctx: SettingsContext, lang: Language, errors: Record<string, string>) {
  if (values.mailValid !== '1') return;
  const need = (field: string, message: Bilingual) => {
    if (empty(values[field]) && !errors[field]) errors[field] = message[lang];
  };
  need('mailName', M.senderRequired);
  if (ctx.admin) need('mailAddress', M.mailAddressRequired);
  need('mailSmtp', M.smtpRequired);
  need('mailPort', M.portRequired);
  need('mailUser', M.userRequired);
  if (!ctx.passwordStored) need('mailVerifyCode', M.passwordRequired);
}

/** Field -> message for everything wrong with a settings form; {} when it may be saved. */
export function validateSettings(values: SettingsValues, ctx: SettingsContext, lang: Language = 'zh-CN'): Record<string, string> {
  const errors: Record<string, string> = {};
  checkIdentity(values, ctx, lang, errors);
  for (const def of SETTINGS) {
    if (def.adminOnly && !ctx.admin) continue;
    const m = checkField(def, values[def.name], lang);
    if (m) errors[def.name] = m;
  }
  checkMailEnabled(values, ctx, lang, errors);
  return errors;
}

/**
 * docs/behaviour.md §2.5 "Email check": the administrator needs the mail address, others their email; both need
 * the SMTP server, the port and a password (typed, or the stored one).
 */
export function validateCheckEmail(
  values: SettingsValues,
  ctx: SettingsContext & { loadedEmail?: string | null },
  lang: Language = 'zh-CN',
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (ctx.admin) {
    if (empty(values.mailAddress)) errors.mailAddress = M.checkEmailRequired[lang];
  } else if (empty(values.userEmail) && !ctx.loadedEmail) errors.userEmail = M.checkUserEmailRequired[lang];
  if (empty(values.mailSmtp)) errors.mailSmtp = M.smtpRequired[lang];
  if (empty(values.mailPort)) errors.mailPort = M.portRequired[lang];
  else if (!isPort(values.mailPort)) errors.mailPort = M.portInvalid[lang];
  if (empty(values.mailVerifyCode) && !ctx.passwordStored) errors.mailVerifyCode = M.passwordRequired[lang];
  for (const f of ['mailSmtp', 'mailUser', 'mailVerifyCode', 'mailAddress'] as const) {
    const def = SETTINGS.find((d) => d.name === f)!;
    if (!errors[f]) {
      const m = checkField(def, values[f], lang);
      if (m) errors[f] = m;
    }
  }
  return errors;
}

/** docs/behaviour.md §2.8: the answers of the email check. */
export const CHECK_EMAIL_TEXTS = {
  ok: { 'zh-CN': '验证成功', 'en-US': 'Verified' },
  failed: { 'zh-CN': '验证失败', 'en-US': 'Verification failed' },
} satisfies Record<string, Bilingual>;

/** docs/behaviour.md §2.4: shown instead of the usual success notice when mail fields changed. */
export const RELOGIN_NOTICE: Bilingual = {
  'zh-CN': '邮箱信息重新登录后生效',
  'en-US': 'The mail settings take effect after you log in again',
};
