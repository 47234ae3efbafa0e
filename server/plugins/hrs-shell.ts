import type { FastifyInstance } from 'fastify';
import { msg, validatePassword, type LoginType } from '../../src/schemas';
import { grantsChanged } from '../auth/grants-cache';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import type { AppContext } from '../context';
import { NO_STORE } from '../http/security-headers';
import { issueForUser } from '../auth/login';
import { consumeSsoToken } from '../auth/sso';
import { PLATFORM_ROLE } from '../org/platform';
import { findLoginUser, loginIdentity, normaliseCountryCode, whereLogin } from '../auth/users';
import { ApiError, badRequest, forbidden, notFound, ok } from '../http/envelope';
import { parseId } from '../http/ids';
import { isOwnHost } from '../http/hosts';
import { isPlatformAdmin } from '../org/platform';
import { WindowCounter } from '../http/rate-limit';
import { writeAudit } from '../resources/audit';
import { contractRoutes } from '../http/contract-routes';
import { shell } from '../../src/contracts/shell';

/** How long the lookups of one login are counted (LOGIN_LOOKUPS_PER_IDENTIFIER per window). */
const LOOKUP_LOGIN_WINDOW_MS = 15 * 60_000;

/** /hrs calls of the login and shell (docs/behaviour.md §1.7, §2.7). */
export default async function hrsShellPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db, catalogue } = ctx;
  const handle = contractRoutes(app, ctx);
  // Budgets of the login page's public calls, counted in the database (shared by every instance).
  const lookupsPerAddress = new WindowCounter(db, 'lookup-address', ctx.config.loginLookupsPerAddress, 60_000);
  const lookupsPerLogin = new WindowCounter(db, 'lookup-login', ctx.config.loginLookupsPerIdentifier, LOOKUP_LOGIN_WINDOW_MS);
  const ssoPerAddress = new WindowCounter(db, 'sso-address', ctx.config.loginLookupsPerAddress, 60_000);

  // The login page's organisation lookup (docs/security.md "Organisation lookup"): which organisations
  // have this login, by code and name only; never login names. Limited per address and per looked-up
  // login; LOGIN_LOOKUP=0 turns it off (the page then asks for the organisation code).
  handle(shell.lookupOrgs, async (req) => {
    if (!ctx.config.loginLookup) throw notFound(msg('login.orgCodeRequired'));
    await lookupsPerAddress.take(req.ip);
    const q = req.query as Record<string, string | undefined>;
    const type = Number(q.loginType ?? q.type ?? 0);
    const login = String(q.login ?? '').trim();
    if (![0, 1, 2].includes(type) || !login) throw badRequest('请输入登录账号', { login: 'required' });
    const countryCode = normaliseCountryCode(q.internationalCountryCode);
    const identity = loginIdentity({ type: type as LoginType, login, orgCode: '' }, countryCode);
    await lookupsPerLogin.take(identity);
    const rows = await db
      .selectFrom('hrs_user as u')
      .innerJoin('hrs_org as o', 'o.id', 'u.org_id')
      .select(['o.org_code', 'o.org_name'])
      .distinct()
      .where('u.status', '=', 1)
      .where('o.status', '=', 1)
      .$call(whereLogin(type as LoginType, login, countryCode))
      .orderBy('o.org_code')
      .limit(20)
      .execute();
    return ok(rows.map((r: any) => ({ orgCode: r.org_code, orgName: r.org_name })));
  });

  handle(shell.ssoLogin, async (req, reply) => {
    await ssoPerAddress.take(req.ip);
    // The token comes in the body only: an address (with its query) may be logged on the way.
    const body = (req.body ?? {}) as Record<string, string | undefined>;
    const token = typeof body.token === 'string' ? body.token : '';
    const signed = token ? await consumeSsoToken(db, ctx.secrets.sso, token) : null;
    if (!signed) throw new ApiError(401, msg('login.ssoInvalid'));
    const { login: who, key } = signed;
    // Nothing is said of logins in organisations the key may not sign into.
    if (!key.orgCodes.includes(who.orgCode.trim().toUpperCase())) throw new ApiError(401, msg('login.ssoInvalid'));
    const user = await findLoginUser(db, who.type, who.login, who.orgCode);
    if (!user) throw new ApiError(401, msg('login.userNotFound'));
    // A partner key signs into its own organisations only, and never as the platform administrator.
    if (!key.orgCodes.includes(String(user.org_code).toUpperCase()) || user.login_role === PLATFORM_ROLE) {
      throw new ApiError(401, msg('login.ssoInvalid'));
    }
    const answer = await issueForUser(ctx, user);
    return reply.headers(NO_STORE).send({ ...ok(answer), ...answer });
  });

  handle(shell.currentUser, async (req) => {
    const u = await db
      .selectFrom('hrs_user as u')
      .innerJoin('hrs_org as o', 'o.id', 'u.org_id')
      .leftJoin('hrs_role as r', 'r.id', 'u.role_id')
      .select([
        'u.id',
        'u.user_name',
        'u.user_ename',
        'u.login_name',
        'u.login_role',
        'u.phone_number',
        'u.international_country_code',
        'u.user_email',
        'u.param_text',
        'u.role_id',
        'u.online_service',
        'r.role_name',
        'o.id as org_id',
        'o.org_code',
        'o.org_name',
        'o.org_version',
        'o.stop_date',
        'o.chat_enabled',
        'o.private_saas',
      ])
      .where('u.id', '=', req.user!.userId)
      .executeTakeFirstOrThrow();
    return ok({
      userId: u.id,
      userName: u.login_name ?? u.phone_number ?? u.user_email,
      userCname: u.user_name,
      userEname: u.user_ename,
      loginName: u.login_name,
      loginRole: u.login_role,
      phoneNumber: u.phone_number,
      internationalCountryCode: u.international_country_code,
      userEmail: u.user_email,
      paramText: u.param_text,
      roleId: u.role_id,
      roleName: u.role_name,
      orgId: u.org_id,
      orgCode: u.org_code,
      orgName: u.org_name,
      orgVersion: u.org_version,
      stopDate: u.stop_date,
      chatEnabled: u.chat_enabled,
      privateSaas: u.private_saas,
      onlineService: u.online_service === true,
      showRanking: isOwnHost(req, ctx.config),
    });
  });

  // Change one's own password: the old one must be right; other sessions of the user end.
  handle(shell.changePassword, async (req) => {
    const user = req.user!;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const oldPassword = typeof body.oldPassword === 'string' ? body.oldPassword : '';
    const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
    const weak = validatePassword(newPassword);
    if (weak) throw badRequest(weak, { newPassword: weak });
    const key = `password|${user.userId}`;
    const verdict = await ctx.limiter.check(key, req.ip);
    if (verdict.refused)
      throw new ApiError(429, `${msg('login.tooMany')} (${verdict.retryAfterSeconds}s)`, null, {
        'retry-after': String(verdict.retryAfterSeconds),
      });
    const row = await db.selectFrom('hrs_user').select('password_hash').where('id', '=', user.userId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(row.password_hash, oldPassword))) {
      await ctx.limiter.fail(key, req.ip);
      throw badRequest('原密码不正确', { oldPassword: '原密码不正确' });
    }
    if (oldPassword === newPassword) throw badRequest('新密码不能与原密码相同', { newPassword: '新密码不能与原密码相同' });
    await ctx.limiter.succeed(key, req.ip);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('hrs_user')
        .set({ password_hash: await hashPassword(newPassword) })
        .where('id', '=', user.userId)
        .execute();
      await revokeUserSessions(trx, user.userId, user.jti);
    });
    return ok(true);
  });

  handle(shell.userLanguage, async (req) => {
    const raw = (req.query as any)?.id;
    const id = raw === undefined ? req.user!.userId : parseId(raw);
    const row =
      id === null
        ? undefined
        : await db
            .selectFrom('hrs_user')
            .select('param_text')
            .where('id', '=', id)
            .where('org_id', '=', req.user!.orgId)
            .executeTakeFirst();
    if (!row) throw notFound('用户不存在');
    return ok(row.param_text);
  });

  handle(shell.menuTree, async (req) => {
    // Screens of the whole installation (RouteDef.platformOnly) show to platform administrators only.
    const platform = await isPlatformAdmin(db, req.user!);
    return ok(catalogue.tree((c) => req.user!.menus.has(c) && (platform || !catalogue.findRoute(`/${c}`)?.platformOnly)));
  });

  // Definitions of configured routes the user may open, so the browser can render their screens.
  handle(shell.resourceDefs, async (req) => ok(ctx.configured.filter((r) => r.access !== 'menu' || req.user!.menus.has(r.name))));

  handle(shell.buttons, async (req) => ok([...req.user!.buttons]));

  handle(shell.allPermissions, async (req) => {
    const q = req.query as Record<string, string | undefined>;
    let roleId = q.roleId !== undefined ? (parseId(q.roleId) ?? -1) : undefined;
    if (roleId === undefined) {
      const me = await db.selectFrom('hrs_user').select('role_id').where('id', '=', req.user!.userId).executeTakeFirst();
      roleId = me?.role_id ?? undefined;
    } else {
      // Reading another role's grants is role administration.
      if (!req.user!.menus.has('hrs_role') && !req.user!.menus.has('hrs_permission')) throw forbidden();
    }
    const role =
      roleId == null
        ? undefined
        : await db
            .selectFrom('hrs_role')
            .select(['id', 'is_admin'])
            .where('id', '=', roleId)
            .where('org_id', '=', req.user!.orgId)
            .executeTakeFirst();
    if (q.roleId !== undefined && !role) throw notFound('角色不存在');
    let have: string[] = [];
    if (role?.is_admin) have = [...catalogue.allMenuCodes, ...catalogue.allButtonCodes];
    else if (role) {
      const rows = await db.selectFrom('hrs_role_permission').select('permission_code').where('role_id', '=', role.id).execute();
      have = rows.map((r) => r.permission_code);
    }
    return ok({ tree: catalogue.tree(() => true, true), have });
  });

  // Replaces a role's grants (menu and button codes). The server enforces them from the next call of
  // every session of the role (grantsChanged); the browser's menu follows at the user's next login.
  handle(shell.roleGrants, async (req) => {
    const user = req.user!;
    if (!user.menus.has('hrs_permission') || !user.buttons.has('hrs_permission:edit')) throw forbidden();
    const roleId = parseId((req.params as { roleId: string }).roleId);
    const role =
      roleId !== null
        ? await db
            .selectFrom('hrs_role')
            .select(['id', 'is_admin', 'role_name'])
            .where('id', '=', roleId)
            .where('org_id', '=', user.orgId)
            .executeTakeFirst()
        : undefined;
    if (!role) throw notFound('角色不存在');
    if (role.is_admin) throw badRequest('管理员角色拥有全部权限，无需分配');
    const body = (req.body ?? {}) as { codes?: unknown };
    const known = new Set([...catalogue.allMenuCodes, ...catalogue.allButtonCodes]);
    if (!Array.isArray(body.codes) || body.codes.some((c) => typeof c !== 'string' || !known.has(c))) {
      throw badRequest('权限编码无效', { codes: 'must be an array of known permission codes' });
    }
    // A button without its menu would be unreachable; keep grants consistent.
    const codes = [...new Set(body.codes as string[])];
    const menus = new Set(codes.filter((c) => !c.includes(':')));
    const orphan = codes.find((c) => c.includes(':') && !menus.has(c.split(':')[0]));
    if (orphan) throw badRequest(`按钮权限 ${orphan} 缺少对应的菜单权限`, { codes: orphan });
    const before = await db.selectFrom('hrs_role_permission').select('permission_code').where('role_id', '=', role.id).execute();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('hrs_role_permission').where('role_id', '=', role.id).execute();
      if (codes.length) {
        await trx
          .insertInto('hrs_role_permission')
          .values(codes.map((c) => ({ org_id: user.orgId, role_id: role.id, permission_code: c })))
          .execute();
      }
      await grantsChanged(trx, role.id);
      await writeAudit(trx, user, {
        module: 'hrs',
        resource: 'hrs_permission',
        recordId: role.id,
        action: 'update',
        before: { role: role.role_name, codes: before.map((r) => r.permission_code).sort() },
        after: { role: role.role_name, codes: codes.sort() },
      });
    });
    return ok(true);
  });

  handle(shell.recordMenu, async (req) => {
    const body = (req.body ?? {}) as Record<string, string | undefined>;
    const path = String(body.path ?? '').split('?')[0];
    const route = catalogue.findRoute(path);
    if (!route) throw badRequest('未知的菜单路径', { path: 'unknown path' });
    if (route.access === 'menu' && !req.user!.menus.has(route.name)) throw forbidden();
    const now = new Date();
    await db
      .insertInto('hrs_user_access_record')
      .values({
        org_id: req.user!.orgId,
        user_id: req.user!.userId,
        permission_id: String(body.id || route.name),
        permission_name: String(body.name || route.label['zh-CN']).slice(0, 100),
        path: route.path,
        access_time: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'path']).doUpdateSet({ access_time: now, edit_time: now }))
      .execute();
    return ok(true);
  });

  handle(shell.pageLanguage, async (req) => {
    const q = req.query as Record<string, string | undefined>;
    const rows = await db
      .selectFrom('hrs_page_language')
      .select(['label_key', 'label_text'])
      .where('page_type', '=', String(q.pageType ?? 'common'))
      .where('language_code', '=', String(q.languageCode ?? 'zh-CN'))
      .execute();
    return ok(Object.fromEntries(rows.map((r) => [r.label_key, r.label_text])));
  });
}
