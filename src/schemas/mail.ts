import type { Bilingual } from './check-table';
import type { Language } from './messages';
import { charLength } from './patterns';
import { rules } from './rules';

/**
 * Mails users send from a record through their own SMTP account (docs/settings.md "Mail"): 发送账单
 * from a debit note and 发送货物通知 from an order. A route offers one by naming its panel in the
 * registry; the server allows the kind only on routes that do, and copies the user's cc setting.
 */
export const MAIL_KINDS = {
  bill: {
    panel: 'SendBillPanel',
    ccSetting: 'sendBillCcUser',
    notifyKind: 'bill',
    title: { 'zh-CN': '发送账单', 'en-US': 'Send bill' },
  },
  goodsNotify: {
    panel: 'GoodsNoticePanel',
    ccSetting: 'sendGoodsNotifyCcUser',
    notifyKind: 'goods-notice',
    title: { 'zh-CN': '发送货物通知', 'en-US': 'Send goods notice' },
  },
} as const satisfies Record<string, { panel: string; ccSetting: string; notifyKind: string; title: Bilingual }>;

export type MailKind = keyof typeof MAIL_KINDS;
export const isMailKind = (k: unknown): k is MailKind => typeof k === 'string' && Object.hasOwn(MAIL_KINDS, k);

export const MAIL_MAX_RECIPIENTS = 20;
export const MAIL_MAX_SUBJECT = 200;
export const MAIL_MAX_CONTENT = 10_000;

/** What the send dialog posts. */
export interface MailForm {
  to: string[];
  cc: string[];
  subject: string;
  content: string;
}

const M = {
  toRequired: { 'zh-CN': '请输入收件人', 'en-US': 'Enter a recipient' },
  badAddress: { 'zh-CN': '邮箱格式不正确', 'en-US': 'Invalid email address' },
  tooMany: { 'zh-CN': `收件人和抄送人合计不超过 ${MAIL_MAX_RECIPIENTS} 个`, 'en-US': `At most ${MAIL_MAX_RECIPIENTS} recipients in all` },
  subjectRequired: { 'zh-CN': '请输入邮件主题', 'en-US': 'Enter the subject' },
  subjectMax: { 'zh-CN': `主题长度不超过 ${MAIL_MAX_SUBJECT}`, 'en-US': `Subject: at most ${MAIL_MAX_SUBJECT} characters` },
  contentMax: { 'zh-CN': `正文长度不超过 ${MAIL_MAX_CONTENT}`, 'en-US': `Body: at most ${MAIL_MAX_CONTENT} characters` },
} satisfies Record<string, Bilingual>;

/** A list of addresses from an array or a text separated by commas, semicolons or spaces. */
export function addressList(v: unknown): string[] {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[,;\s]+/) : [];
  return [...new Set(items.map((x) => String(x ?? '').trim()).filter(Boolean))];
}

/** The form as sent, normalised, with field -> message for what is wrong. */
export function checkMailForm(body: unknown, lang: Language = 'zh-CN'): { form: MailForm; errors: Record<string, string> } {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const form: MailForm = {
    to: addressList(b.to),
    cc: addressList(b.cc),
    subject: typeof b.subject === 'string' ? b.subject.trim() : '',
    content: typeof b.content === 'string' ? b.content : '',
  };
  const errors: Record<string, string> = {};
  const bad = (list: string[]) => list.find((a) => rules.email(a, lang) !== null || charLength(a) > 100);
  if (!form.to.length) errors.to = M.toRequired[lang];
  else if (bad(form.to)) errors.to = `${M.badAddress[lang]}: ${bad(form.to)}`;
  if (bad(form.cc)) errors.cc = `${M.badAddress[lang]}: ${bad(form.cc)}`;
  if (form.to.length + form.cc.length > MAIL_MAX_RECIPIENTS) errors.to ??= M.tooMany[lang];
  if (!form.subject) errors.subject = M.subjectRequired[lang];
  else if (charLength(form.subject) > MAIL_MAX_SUBJECT) errors.subject = M.subjectMax[lang];
  if (charLength(form.content) > MAIL_MAX_CONTENT) errors.content = M.contentMax[lang];
  return { form, errors };
}
