import type { DB } from '../db';
import { badRequest, conflict, notFound } from '../http/envelope';
import {
  SETTINGS,
  SETTING_BY_NAME,
  MAIL_RELOGIN_FIELDS,
  settingColumn,
  type SettingDef,
  type SettingsValues,
} from '../../src/schemas/settings';
import { validateSettings, type SettingsContext } from '../../src/schemas/settings-validate';
import { sealSecret } from './secret-box';

/**
 * Reading and writing one user's personal settings (docs/behaviour.md §2.3, §2.4, §2.5). The columns and the rules
 * both come from src/schemas/settings.ts; the mail password leaves this module only sealed, and never
 * in an answer (the answer says whether one is set).
 */

/** Answer names that describe the user and are never written through the settings call. */
const READ_ONLY = new Set(['userId', 'orgId', 'orgName', 'userName', 'loginRole', 'mailVerifyCodeSet', 'pageLanguage']);
/** Identity columns the dialog may fill once, when the user has none. */
const IDENTITY_WRITABLE = new Set(['userEname', 'phoneNumber', 'internationalCountryCode', 'userEmail']);

export interface StoredSettings {
  /** The answer of GET /hrs/user/{userId}. */
  values: SettingsValues;
  ctx: SettingsContext;
  /** The sealed mail password as stored (for the mail account; never answered). */
  sealedPassword: string | null;
}

const columnsOf = (defs: readonly SettingDef[]) => defs.map((d) => `u.${settingColumn(d.name)}` as const);

/** A stored value as the answer gives it. */
function fromColumn(def: SettingDef, v: unknown): unknown {
  if (v === null || v === undefined) return def.kind === 'ids' ? [] : null;
  switch (def.kind) {
    case 'digit':
    case 'port':
    case 'id':
      return Number(v);
    case 'bool':
      return v === true;
    case 'ids':
      return (Array.isArray(v) ? v : typeof v === 'string' ? JSON.parse(v) : []).map(Number);
    default:
      return String(v);
  }
}

export async function readSettings(db: DB, orgId: number, userId: number): Promise<StoredSettings> {
  const row: Record<string, any> | undefined = await db
    .selectFrom('hrs_user as u')
    .innerJoin('hrs_org as o', 'o.id', 'u.org_id')
    .select([
      'u.id',
      'u.org_id',
      'o.org_name',
      'u.user_name',
      'u.user_ename',
      'u.phone_number',
      'u.international_country_code',
      'u.user_email',
      'u.login_role',
      ...columnsOf(SETTINGS),
    ] as any)
    .where('u.id', '=', userId)
    .where('u.org_id', '=', orgId)
    .executeTakeFirst();
  if (!row) throw notFound('用户不存在');
  const values: SettingsValues = {
    userId: Number(row.id),
    orgId: Number(row.org_id),
    orgName: row.org_name,
    userName: row.user_name,
    userEname: row.user_ename ?? null,
    phoneNumber: row.phone_number ?? null,
    internationalCountryCode: row.international_country_code ?? null,
    userEmail: row.user_email ?? null,
    loginRole: row.login_role,
  };
  for (const def of SETTINGS) values[def.name] = def.kind === 'secret' ? '' : fromColumn(def, row[settingColumn(def.name)]);
  const sealedPassword = (row.mail_verify_code as string | null) ?? null;
  values.mailVerifyCodeSet = !!sealedPassword;
  values.pageLanguage = values.paramText;
  return {
    values,
    sealedPassword,
    ctx: {
      admin: row.login_role === 'admin',
      emailLoaded: !!row.user_email,
      phoneLoaded: !!row.phone_number,
      passwordStored: !!sealedPassword,
    },
  };
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/**
 * A value as it arrives (JSON or form-encoded) in the form the checks and columns take. Values that
 * cannot be read are passed on as they are, so the checks name them.
 */
export function parseValue(def: SettingDef, v: unknown): unknown {
  switch (def.kind) {
    case 'flag':
      return v === true || v === 1 || v === '1' || v === 'true' ? '1' : v === false || v === 0 || v === '0' || v === 'false' ? '0' : v;
    case 'bool':
      return v === true || v === 'true' || v === '1' || v === 1
        ? true
        : v === false || v === 'false' || v === '0' || v === 0 || v === ''
          ? false
          : v;
    case 'digit':
    case 'port':
      return typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v === '' ? null : v;
    case 'id': {
      if (v === '' || v === null || v === undefined || v === -1 || v === '-1') return null;
      return typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
    }
    case 'ids': {
      if (v === null || v === undefined || v === '') return [];
      const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
      return list.map((x) => (typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x) : x));
    }
    default: {
      if (v === null || v === undefined) return null;
      if (typeof v !== 'string') return v;
      const s = def.kind === 'secret' ? v : v.trim();
      if (s === '') return null;
      return def.upper ? s.toUpperCase() : s;
    }
  }
}

function toColumn(def: SettingDef, v: unknown): unknown {
  if (def.kind === 'ids') return JSON.stringify(v ?? []);
  return v;
}

export interface SaveOutcome {
  /** docs/behaviour.md §2.4: email, sender, address, SMTP, user name or password changed: 重新登录后生效. */
  mailChanged: boolean;
  settings: SettingsValues;
}

/**
 * PUT /hrs/user/editPersonal: the fields given replace the stored ones (missing fields stay), after the
 * whole result passes the dialog's checks. A loaded email or mobile number is the login's and is not
 * changed here; an empty password keeps the stored one.
 */
export async function saveSettings(db: DB, key: Uint8Array, orgId: number, userId: number, body: unknown): Promise<SaveOutcome> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体格式错误 (malformed body)');
  const given = body as Record<string, unknown>;
  const unknown = Object.keys(given).filter((k) => !SETTING_BY_NAME.has(k) && !READ_ONLY.has(k) && !IDENTITY_WRITABLE.has(k));
  if (unknown.length) throw badRequest(`未知的设置项: ${unknown.join(', ')}`, Object.fromEntries(unknown.map((k) => [k, 'unknown field'])));

  const stored = await readSettings(db, orgId, userId);
  const { ctx } = stored;
  const changes: Record<string, unknown> = {};
  for (const [k, raw] of Object.entries(given)) {
    const def = SETTING_BY_NAME.get(k);
    if (def) changes[k] = parseValue(def, raw);
    else if (IDENTITY_WRITABLE.has(k))
      changes[k] = raw === null || raw === undefined ? null : typeof raw === 'string' ? raw.trim() || null : raw;
  }
  // The login's own identifiers stay as they are once set (docs/behaviour.md §2.5: the loaded email is not sent).
  if (ctx.emailLoaded) delete changes.userEmail;
  else if (typeof changes.userEmail === 'string') changes.userEmail = changes.userEmail.toLowerCase();
  if (ctx.phoneLoaded) {
    delete changes.phoneNumber;
    delete changes.internationalCountryCode;
  } else if (typeof changes.internationalCountryCode === 'string')
    changes.internationalCountryCode = changes.internationalCountryCode.replace(/^\+/, '');
  const newPassword =
    typeof changes.mailVerifyCode === 'string' && changes.mailVerifyCode !== '' ? (changes.mailVerifyCode as string) : null;
  delete changes.mailVerifyCode;

  const merged = { ...stored.values, ...changes, mailVerifyCode: newPassword };
  const errors = validateSettings(merged, ctx);
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0], errors);

  // Cc recipients are people of the same organisation.
  const cc = [...new Set(SETTINGS.filter((d) => d.kind === 'ids' && d.name in changes).flatMap((d) => changes[d.name] as number[]))];
  if (cc.length) {
    const found = await db.selectFrom('hrs_user').select('id').where('org_id', '=', orgId).where('id', 'in', cc).execute();
    if (found.length !== cc.length) {
      const bad = SETTINGS.filter((d) => d.kind === 'ids' && d.name in changes).map((d) => d.name);
      throw badRequest('抄送人无效', Object.fromEntries(bad.map((n) => [n, '抄送人无效'])));
    }
  }

  const set: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(changes)) {
    const def = SETTING_BY_NAME.get(k);
    if (def) set[settingColumn(k)] = toColumn(def, v);
  }
  if ('userEname' in changes) set.user_ename = changes.userEname;
  if ('userEmail' in changes) set.user_email = changes.userEmail;
  if ('phoneNumber' in changes) set.phone_number = changes.phoneNumber;
  if ('internationalCountryCode' in changes) set.international_country_code = changes.internationalCountryCode;
  if (newPassword) set.mail_verify_code = sealSecret(key, newPassword);

  if (Object.keys(set).length) {
    try {
      await db.updateTable('hrs_user').set(set).where('id', '=', userId).where('org_id', '=', orgId).execute();
    } catch (e) {
      if ((e as { code?: string }).code === '23505') {
        const field = 'userEmail' in changes ? 'userEmail' : 'phoneNumber';
        const message = field === 'userEmail' ? '该邮箱已被本公司其他用户使用' : '该手机号已被本公司其他用户使用';
        throw conflict(message);
      }
      throw e;
    }
  }
  const mailChanged = MAIL_RELOGIN_FIELDS.some((f) =>
    f === 'mailVerifyCode' ? !!newPassword : f in changes && text(changes[f]) !== text(stored.values[f]),
  );
  return { mailChanged, settings: (await readSettings(db, orgId, userId)).values };
}

/** The extension settings (getHrsUserExtend): warehouse ids answer -1 when none is set (docs/behaviour.md §2.4). */
export function extendOf(values: SettingsValues): SettingsValues {
  const out: SettingsValues = { userId: values.userId, orgId: values.orgId, userEname: values.userEname };
  for (const def of SETTINGS) {
    if (!def.extend) continue;
    const v = values[def.name];
    out[def.name] = def.kind === 'id' && /WarehouseId$/.test(def.name) && v === null ? -1 : v;
  }
  return out;
}
