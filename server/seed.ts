import type { DB } from './db';
import { hashPassword } from './auth/passwords';
import type { PermissionCatalogue } from './permissions';
import { routeByPath } from '../src/resources';

/**
 * Demo data for a first look (README "Demo logins"): created only on an empty database, never when
 * SEED_DEMO=0. These accounts share a published password and must never exist in production.
 */
export const DEMO_PASSWORD = 'Demo@2026';

export async function seedDemo(db: DB, catalogue: PermissionCatalogue): Promise<boolean> {
  const any = await db.selectFrom('hrs_org').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const demo = await insertOrg(trx, { org_code: 'DEMO', org_name: '演示国际货运代理有限公司', org_name_en: 'Demo Forwarding Co., Ltd.', org_version: '专业版', chat_enabled: true });
    const adminRole = await insertRole(trx, demo, 'admin', '系统管理员', true);
    const staffRole = await insertRole(trx, demo, 'staff', '操作员', false);
    // Staff may work every built-in module except HRS (people, roles and permissions); routes added
    // by configuration are granted to administrator roles only, until an administrator says otherwise.
    const staffMenus = catalogue.menus.filter((r) => r.module !== 'hrs' && routeByPath.has(r.path)).map((r) => r.name);
    const staffCodes = [...staffMenus, ...staffMenus.flatMap((m) => catalogue.buttonsByRoute.get(m) ?? []).filter((c) => !c.endsWith(':delete'))];
    await trx
      .insertInto('hrs_role_permission')
      .values(staffCodes.map((code) => ({ org_id: demo, role_id: staffRole, permission_code: code })))
      .execute();
    await trx.insertInto('hrs_user').values([
      { org_id: demo, role_id: adminRole, login_name: 'admin', user_name: '系统管理员', user_ename: 'Administrator', login_role: 'admin', password_hash: hash, user_email: 'admin@demo.example' },
      { org_id: demo, role_id: staffRole, login_name: 'zhangsan', phone_number: '13800138000', international_country_code: '86', user_name: '张三', user_ename: 'San Zhang', login_role: 'staff', password_hash: hash, user_email: 'zhangsan@demo.example' },
    ]).execute();

    const demo2 = await insertOrg(trx, { org_code: 'DEMO2', org_name: '第二演示物流有限公司', org_name_en: 'Second Demo Logistics Ltd.', org_version: '网上订舱', chat_enabled: false });
    const admin2 = await insertRole(trx, demo2, 'admin', '系统管理员', true);
    await trx.insertInto('hrs_user').values({ org_id: demo2, role_id: admin2, login_name: 'admin', user_name: '李四', user_ename: 'Si Li', login_role: 'admin', password_hash: hash }).execute();

    await trx.insertInto('hrs_page_language').values([
      { page_type: 'common', language_code: 'en-US', label_key: 'route.dashboard', label_text: 'Home' },
    ]).execute();
  });
  return true;
}

async function insertOrg(trx: DB, values: Record<string, unknown>): Promise<number> {
  const r = await trx.insertInto('hrs_org').values(values).returning('id').executeTakeFirstOrThrow();
  return r.id as number;
}

async function insertRole(trx: DB, org: number, code: string, name: string, isAdmin: boolean): Promise<number> {
  const r = await trx
    .insertInto('hrs_role')
    .values({ org_id: org, role_code: code, role_name: name, is_admin: isAdmin })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id as number;
}
