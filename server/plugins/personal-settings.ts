import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, forbidden, notFound, ok } from '../http/envelope';
import { WindowCounter } from '../http/rate-limit';
import { staticReference } from '../reference/data';
import { PARAM_TEXTS, SETTING_BY_NAME, type SettingsValues } from '../../src/schemas/settings';
import { CHECK_EMAIL_TEXTS, validateCheckEmail } from '../../src/schemas/settings-validate';
import { COUNTRY_CODE_CATEGORY, DEFAULT_DATE_CATEGORY, DEFAULT_DATE_OPTIONS, type CategoryEntry } from '../../src/schemas/settings-options';
import { accountOf } from '../mail/account';
import { verifyAccount } from '../mail/transport';
import { mailKeyOf } from '../settings/secret-box';
import { extendOf, parseValue, readSettings, saveSettings } from '../settings/store';
import { contractRoutes } from '../http/contract-routes';
import { settings } from '../../src/contracts/settings';

/** The fields of the form the email check reads (docs/behaviour.md §2.5 "Email check"). */
const CHECK_FIELDS = [
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

/**
 * /hrs calls of the personal settings dialog (docs/behaviour.md §2.2.5, §2.7; docs/settings.md). A user reads and
 * writes only their own settings: another user's id is a 403 whatever the organisation.
 */
export default async function personalSettingsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;
  const key = mailKeyOf(ctx.secrets);
  // Each check opens a connection to a host the user names: a few per minute, so it cannot scan a network.
  const checks = new WindowCounter(db, 'check-email', 10, 60_000);

  handle(settings.userExtend, async (req) => {
    const { values } = await readSettings(db, req.user!.orgId, req.user!.userId);
    return ok(extendOf(values));
  });

  handle(settings.paramTexts, async () => ok(PARAM_TEXTS.map((p) => ({ value: p.value, label: p.label }))));

  // The language chosen in the user menu, applied at the next login in any browser.
  handle(settings.saveLanguage, async (req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const value = String(body.paramText ?? body.pageLanguage ?? '');
    const def = SETTING_BY_NAME.get('paramText')!;
    if (!def.options!.includes(value)) throw badRequest('页面语言无效', { paramText: `one of ${def.options!.join(', ')}` });
    await db
      .updateTable('hrs_user')
      .set({ param_text: value })
      .where('id', '=', req.user!.userId)
      .where('org_id', '=', req.user!.orgId)
      .execute();
    return ok(value);
  });

  handle(settings.editPersonal, async (req) => {
    const outcome = await saveSettings(db, key, req.user!.orgId, req.user!.userId, req.body);
    return ok(outcome);
  });

  handle(settings.checkEmail, async (req) => {
    await checks.take(String(req.user!.userId));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const stored = await readSettings(db, req.user!.orgId, req.user!.userId);
    const values: SettingsValues = { ...stored.values };
    for (const f of CHECK_FIELDS) {
      if (!(f in body)) continue;
      const def = SETTING_BY_NAME.get(f);
      values[f] = def ? parseValue(def, body[f]) : typeof body[f] === 'string' ? (body[f] as string).trim() || null : null;
    }
    const typed = typeof values.mailVerifyCode === 'string' && values.mailVerifyCode ? (values.mailVerifyCode as string) : null;
    const errors = validateCheckEmail(
      { ...values, mailVerifyCode: typed },
      { ...stored.ctx, loadedEmail: stored.values.userEmail as string | null },
    );
    if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0], errors);
    const account = accountOf(values, stored, key, typed);
    const result = await verifyAccount(account, ctx.config.mailTimeoutMs);
    return result.ok ? ok(true, CHECK_EMAIL_TEXTS.ok['zh-CN']) : ok(false, `${CHECK_EMAIL_TEXTS.failed['zh-CN']}: ${result.reason}`);
  });

  // Static paths above win over this one (/user/current, /user/paramText ...).
  handle(settings.userSettings, async (req) => {
    const id = Number((req.params as { userId: string }).userId);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound('用户不存在');
    if (id !== req.user!.userId) throw forbidden('只能查看自己的个人信息');
    const { values } = await readSettings(db, req.user!.orgId, id);
    return ok(values);
  });

  const countryCodes: CategoryEntry[] = staticReference().countryCodes.map((c) => ({ paramText: `${c.zh} +${c.code}`, ediCode1: c.code }));
  const categories: Record<string, readonly CategoryEntry[]> = {
    [COUNTRY_CODE_CATEGORY]: countryCodes,
    [DEFAULT_DATE_CATEGORY]: DEFAULT_DATE_OPTIONS,
  };
  handle(settings.listCategory, async (req) => {
    const list = categories[(req.params as { name: string }).name];
    if (!list) throw notFound('分类不存在');
    return ok(list);
  });

  // Cc candidates: the active people of the organisation; label4 is the address mail goes to.
  handle(settings.ccUsers, async (req) => {
    const rows = await db
      .selectFrom('hrs_user')
      .select(['id', 'user_name', 'user_email'])
      .where('org_id', '=', req.user!.orgId)
      .where('status', '=', 1)
      .orderBy('user_name')
      .limit(1000)
      .execute();
    return ok(rows.map((r) => ({ label: r.user_name, label4: r.user_email ?? null, value: Number(r.id) })));
  });
}
