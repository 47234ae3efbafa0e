import type { DB } from '../db';
import { hashPassword } from '../auth/passwords';
import type { PermissionCatalogue } from '../permissions';
import { routeByPath } from '../../src/resources';
import { BUSINESS_SCOPES, ORDER_RESOURCE, type BusinessScope } from '../order-scopes';
import { columnOf, toColumns, type DataResource } from '../resources/model';
import { computedColumns } from '../resources/record-writes';
import { STAGE_OF_STATUS, type OrderSource, type OrderStatus } from '../../src/schemas/order-lifecycle';
import { prepareTrackingSeed, TRACKED } from './tracking';
import { seedOsProviders } from './service-providers';
import { seedManifestRecords } from './manifest';
import { seedChat } from './chat';
import { seedServicePages } from './service-pages';
import { seedApprovals } from './approvals';
import { hookColumns, insertRecords } from '../resources/record-writes';
import { seedSettingsDemo } from './settings';
import { seedMoney } from './money';
import { insertOrg, insertRole } from './orgs';

/**
 * Demo data for a first look (README "Demo logins"): created only on an empty database, never when
 * SEED_DEMO=0. These accounts share a published password and must never exist in production.
 */
export const DEMO_PASSWORD = 'Demo@2026';
const DEMO_ADMIN_NAME = '系统管理员';

export async function seedDemo(db: DB, catalogue: PermissionCatalogue, resources?: Map<string, DataResource>): Promise<boolean> {
  const any = await db.selectFrom('hrs_org').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const demo = await insertOrg(trx, {
      org_code: 'DEMO',
      org_name: '演示国际货运代理有限公司',
      org_name_en: 'Demo Forwarding Co., Ltd.',
      org_version: '专业版',
      chat_enabled: true,
    });
    const adminRole = await insertRole(trx, demo, 'admin', '系统管理员', true);
    const staffRole = await insertRole(trx, demo, 'staff', '操作员', false);
    // Staff may work every built-in module except HRS (people, roles and permissions); routes added
    // by configuration are granted to administrator roles only, until an administrator says otherwise.
    const staffMenus = catalogue.menus.filter((r) => r.module !== 'hrs' && routeByPath.has(r.path)).map((r) => r.name);
    // Issuing warehouse device keys stays with the administrators (docs/weighing.md).
    const staffCodes = [
      ...staffMenus,
      ...staffMenus.flatMap((m) => catalogue.buttonsByRoute.get(m) ?? []).filter((c) => !c.endsWith(':delete') && !c.endsWith(':issue')),
    ];
    await trx
      .insertInto('hrs_role_permission')
      .values(staffCodes.map((code) => ({ org_id: demo, role_id: staffRole, permission_code: code })))
      .execute();
    const demoUsers = await trx
      .insertInto('hrs_user')
      .values([
        {
          org_id: demo,
          role_id: adminRole,
          login_name: 'admin',
          user_name: DEMO_ADMIN_NAME,
          user_ename: 'Administrator',
          login_role: 'admin',
          password_hash: hash,
          user_email: 'admin@demo.example',
        },
        {
          org_id: demo,
          role_id: staffRole,
          login_name: 'zhangsan',
          phone_number: '13800138000',
          international_country_code: '86',
          user_name: '张三',
          user_ename: 'San Zhang',
          login_role: 'staff',
          password_hash: hash,
          user_email: 'zhangsan@demo.example',
        },
      ])
      .returning('id')
      .execute();
    const [demoAdmin] = demoUsers;

    const demo2 = await insertOrg(trx, {
      org_code: 'DEMO2',
      org_name: '第二演示物流有限公司',
      org_name_en: 'Second Demo Logistics Ltd.',
      org_version: '网上订舱',
      chat_enabled: false,
    });
    const admin2 = await insertRole(trx, demo2, 'admin', '系统管理员', true);
    await trx
      .insertInto('hrs_user')
      .values({
        org_id: demo2,
        role_id: admin2,
        login_name: 'admin',
        user_name: '李四',
        user_ename: 'Si Li',
        login_role: 'admin',
        password_hash: hash,
      })
      .execute();

    await seedDashboard(trx, catalogue, resources, { demo, demo2, admin: demoAdmin.id as number });
    await seedChat(trx, { hash, demo, demoUsers: demoUsers.map((u) => Number(u.id)), resources });
    // Charges, bills, settlements and the rest of the money demo (server/seed/money.ts); its partners
    // are the ones the approvals demo then locks.
    if (resources) await seedMoney(trx, { demo, demo2, users: demoUsers.map((u) => Number(u.id)) });
    if (resources) {
      await seedApprovals(trx, resources, {
        demo,
        admin: { orgId: demo, userId: Number(demoAdmin.id), userName: DEMO_ADMIN_NAME },
        staff: { orgId: demo, userId: Number(demoUsers[1].id), userName: '张三' },
      });
    }
    await seedSettingsDemo(trx, resources, demo, { id: Number(demoAdmin.id), name: DEMO_ADMIN_NAME });
    if (resources) await seedOsProviders(trx, resources, { orgId: demo, userId: Number(demoAdmin.id), userName: DEMO_ADMIN_NAME });
    // After the money demo, which gives every order a customer: these customers keep their own orders.
    await seedServicePages(trx, { hash, demo, demo2, demoStaff: Number(demoUsers[1].id), resources });

    await trx
      .insertInto('hrs_page_language')
      .values([{ page_type: 'common', language_code: 'en-US', label_key: 'route.dashboard', label_text: 'Home' }])
      .execute();
    // A partner system's single-sign-on key for the demo organisations (`npm run sso:mint` uses it).
    await trx
      .insertInto('auth_sso_key')
      .values({ kid: 'demo', name: '演示合作系统 (demo partner system)', org_codes: JSON.stringify(['DEMO', 'DEMO2']) })
      .execute();
  });
  return true;
}

/** The usual way to each status, from a new booking (the demo orders' histories follow it). */
const MAIN_LINE: OrderStatus[] = ['BOOKED', 'ACCEPTED', 'RECEIVED', 'DEPARTED', 'ARRIVED', 'DELIVERED'];

/**
 * Each demo order's status history as the lifecycle would have written it (docs/orders.md), a few
 * hours between steps and never in the future; the administrator follows them (gets their messages).
 */
async function seedOrderHistory(
  trx: DB,
  scope: BusinessScope,
  orgId: number,
  userId: number,
  orders: { id: number; order_status: string | null; create_time: Date }[],
  now: number,
) {
  const events: Record<string, unknown>[] = [];
  for (const o of orders) {
    const status = o.order_status as OrderStatus;
    const steps = status === 'DRAFT' ? ['DRAFT' as const] : MAIN_LINE.slice(0, Math.max(1, MAIN_LINE.indexOf(status) + 1));
    const start = new Date(o.create_time).getTime();
    steps.forEach((to, k) => {
      events.push({
        org_id: orgId,
        business_scope: scope,
        order_id: o.id,
        from_status: k ? steps[k - 1] : null,
        to_status: to,
        from_stage: k ? STAGE_OF_STATUS[steps[k - 1]] : null,
        to_stage: STAGE_OF_STATUS[to],
        user_id: userId,
        user_name: '系统管理员',
        create_time: new Date(Math.min(start + k * 3 * 3_600_000, now - (steps.length - k) * 60_000)),
      });
    });
  }
  if (events.length) await trx.insertInto('order_event').values(events).execute();
  if (orders.length)
    await trx
      .insertInto('order_follower')
      .values(orders.map((o) => ({ org_id: orgId, business_scope: scope, order_id: o.id, user_id: userId })))
      .execute();
}

/** Sources of the air export demo orders after the tracked ones, so every source's screen has orders. */
const DEMO_SOURCES: OrderSource[] = ['SELF', 'SELF', 'LITE', 'YC', 'OUTER', 'SYNERGY'];

/** Orders per business scope over the last 7 days (TI left empty so the zero template shows). */
const DEMO_ORDER_COUNTS: Record<BusinessScope, number> = { AE: 32, AI: 14, SE: 12, SI: 8, TE: 5, TI: 0, LC: 9, IO: 6 };
const DAY = 86_400_000;
const SHANGHAI = 8 * 3_600_000;

/** A small fixed pseudo-random sequence, so every demo database looks the same. */
function sequence(seed: number) {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
}

async function seedDashboard(
  trx: DB,
  catalogue: PermissionCatalogue,
  resources: Map<string, DataResource> | undefined,
  ids: { demo: number; demo2: number; admin: number },
) {
  const { demo, demo2, admin } = ids;
  const rnd = sequence(20260401);
  const now = Date.now();
  const midnight = Math.floor((now + SHANGHAI) / DAY) * DAY - SHANGHAI; // today 00:00 in Shanghai
  const at = (daysAgo: number) => new Date(midnight - daysAgo * DAY + rnd() * (daysAgo === 0 ? Math.max(1, now - midnight) : DAY));
  const DEMO_PARTIES = [
    {
      scName: 'SHANGHAI BRIGHT STAR TRADING CO. LTD',
      scAddress: '88 CENTURY AVENUE PUDONG',
      nationCode: 'CN',
      cityNameEn: 'SHANGHAI',
      postCode: '200120',
      telNumber: '021-5888 0000',
      contactName: 'ZHANG WEI',
    },
    {
      scName: 'HANSEATIC IMPORT GMBH',
      scAddress: 'AM SANDTORKAI 1',
      nationCode: 'DE',
      cityNameEn: 'HAMBURG',
      postCode: '20457',
      telNumber: '49 40 123456',
      contactName: 'ANNA MEYER',
    },
  ];
  const tracking = await prepareTrackingSeed(trx, resources, demo, admin, now);

  // Orders: one insert per table, columns named by the registry's fields.
  for (const scope of BUSINESS_SCOPES) {
    const res = resources?.get(ORDER_RESOURCE[scope]);
    const n = DEMO_ORDER_COUNTS[scope];
    if (!res || !n) continue;
    const has = (f: string) => res.byName.has(f);
    const rows = Array.from({ length: n }, (_, i) => {
      const daysAgo = i < 7 ? i : Math.floor(rnd() * 7); // every day has some, the rest spread at random
      const row: Record<string, unknown> = { org_id: demo, create_time: at(daysAgo), update_time: new Date(now) };
      const set = (field: string, v: unknown) => {
        if (has(field)) row[columnOf(field)] = v;
      };
      set('orderCode', `${scope}${String(i + 1).padStart(6, '0')}`);
      set('orderStatus', ['BOOKED', 'RECEIVED', 'DEPARTED', 'ARRIVED'][i % 4]);
      set('goodsNameCn', ['电子产品', '服装', '机械配件', '日用品'][i % 4]);
      set('goodsNameEn', ['ELECTRONICS', 'GARMENTS', 'MACHINE PARTS', 'SUNDRIES'][i % 4]);
      set('planPieces', 5 + Math.floor(rnd() * 120));
      const air = scope === 'AE' || scope === 'AI';
      const kg = air ? Math.round(80 + rnd() * 2400) : Math.round(2000 + rnd() * 18000);
      set('planWeight', kg);
      if (i % 3 !== 0) set('confirmWeight', Math.round(kg * (0.95 + rnd() * 0.1)));
      set('containerNumber', 1 + Math.floor(rnd() * 4));
      // Air and sea chargeable figures follow from weight and volume (computed below); road's are agreed.
      const charge = scope === 'LC' ? Number(((kg / 1000) * 1.2).toFixed(3)) : Math.round(kg * 1.15);
      if (!res.byName.get('planChargeWeight')?.computed) {
        set('planChargeWeight', charge);
        if (i % 2 === 0) set('confirmChargeWeight', charge);
      }
      if (air) {
        set('departureStation', scope === 'AE' ? 'PVG' : 'FRA');
        set('arrivalStation', scope === 'AE' ? ['FRA', 'LAX', 'NRT', 'SIN'][i % 4] : 'PVG');
      } else {
        set('departureStation', scope.endsWith('E') || scope === 'LC' ? '上海' : '汉堡');
        set('arrivalStation', scope.endsWith('E') ? '汉堡' : scope === 'LC' ? '苏州' : '上海');
      }
      // Parties (export: a Shanghai shipper to a foreign consignee; import the other way round) and
      // tracking data, written as the generic API writes them (rows and parties as JSON).
      const [shipper, consignee] = scope.endsWith('I') ? [DEMO_PARTIES[1], DEMO_PARTIES[0]] : DEMO_PARTIES;
      const extra = { shipper, consignee, ...tracking.values(scope, i, row) };
      Object.assign(row, toColumns(res, Object.fromEntries(Object.entries(extra).filter(([field]) => has(field)))));
      // Stage from the status, a few air export orders from the other sources (their screens are not
      // empty), and the computed figures, as the write path would store them.
      if (has('orderStage')) row.order_stage = STAGE_OF_STATUS[row.order_status as OrderStatus] ?? 'BOOKING';
      if (has('orderSource')) row.order_source = scope === 'AE' && i >= TRACKED ? DEMO_SOURCES[i % DEMO_SOURCES.length] : 'SELF';
      Object.assign(row, computedColumns(res, null, row));
      return row;
    });
    // Two provisional air export bookings, space held while the customer confirms (临时订单).
    if (scope === 'AE' && res.byName.has('orderStage')) {
      for (const [k, dest] of [
        ['1', 'SIN'],
        ['2', 'NRT'],
      ] as const) {
        const row: Record<string, unknown> = {
          org_id: demo,
          create_time: at(Number(k)),
          update_time: new Date(now),
          order_code: `AEL00000${k}`,
          order_status: 'DRAFT',
          order_stage: 'PROVISIONAL',
          order_source: 'SELF',
          departure_station: 'PVG',
          arrival_station: dest,
          goods_name_cn: '样品',
          plan_pieces: 2,
          plan_weight: 35,
        };
        rows.push({ ...row, ...computedColumns(res, null, row) });
      }
    }
    const inserted = await trx.insertInto(res.table).values(rows).returning(['id', 'order_status', 'create_time']).execute();
    await seedOrderHistory(trx, scope, demo, admin, inserted as { id: number; order_status: string | null; create_time: Date }[], now);
  }

  // A warehouse scale terminal of the arrival weighing; the administrator issues its key (docs/weighing.md).
  const devices = resources?.get('af_weighing_device');
  if (devices) {
    await trx
      .insertInto(devices.table)
      .values({ org_id: demo, device_name: '1 号地磅', warehouse_name: '浦东机场西区货运站 3 号库', enabled: true })
      .execute();
  }
  await seedManifestRecords(trx, resources, demo);

  const notices = resources?.get('hrs_notice');
  if (notices) {
    const day = (d: number) => new Date(midnight + SHANGHAI - d * DAY).toISOString().slice(0, 10);
    const list: [string, string, number][] = [
      ['<b>新版本上线</b>：订单跟踪支持海运铁路', 'XTGX', 0],
      ['系统将于周六 22:00-24:00 停机维护', 'XTWH', 1],
      ['空运运价季度促销，欢迎咨询', 'HDTG', 2],
      ['报表中心新增业务分析报表', 'XTGX', 4],
      ['春节期间客服值班安排', 'XTWH', 6],
      ['邀请合作伙伴入驻网络，享受专属服务', 'HDTG', 9],
      ['结算模块支持批量开票', 'XTGX', 15],
      ['数据库升级维护通知', 'XTWH', 30],
    ];
    // Published by the administrator through the record write path: the organisation's people get
    // the notice among their messages, as when a notice is published in /hrs_notice.
    const rows = list.reverse().map(([title, type, d]) => ({
      noticeTitle: title,
      noticeType: type,
      noticeStatus: 'PUBLISHED',
      publishDate: day(d),
      noticeContent: `<p>${title.replace(/<[^>]+>/g, '')}</p>`,
      pinned: false,
    }));
    const adminActor = { orgId: demo, userId: admin, userName: DEMO_ADMIN_NAME };
    await insertRecords(
      trx,
      notices,
      adminActor,
      await Promise.all(rows.map(async (values) => ({ values, extra: await hookColumns(trx, notices, adminActor, values) }))),
    );
  }
  const docs = resources?.get('hrs_doc');
  if (docs) {
    await trx
      .insertInto(docs.table)
      .values([
        {
          org_id: demo,
          doc_name: '用户手册',
          doc_category: 'GUIDE',
          doc_url: 'https://docs.example.com/freight/user-manual.pdf',
          doc_version: '1.0',
        },
        {
          org_id: demo,
          doc_name: '新手指引',
          doc_category: 'GUIDE',
          doc_url: 'https://docs.example.com/freight/getting-started.pdf',
          doc_version: '1.0',
        },
      ])
      .execute();
  }

  // Frequently used menus of the administrator: the first three selected.
  const menus = ['af_order', 'ai_order', 'se_order', 'prm_coop', 'css_report_profit_by_order']
    .map((code) => catalogue.menus.find((r) => r.name === code))
    .filter((r): r is NonNullable<typeof r> => !!r);
  if (menus.length) {
    await trx
      .insertInto('hrs_user_access_record')
      .values(
        menus.map((r, i) => ({
          org_id: demo,
          user_id: admin,
          permission_id: r.name,
          permission_name: r.label['zh-CN'],
          path: r.path,
          access_time: new Date(now - i * 3_600_000),
          status: i < 3 ? 1 : 0,
          sort: i < 3 ? i : -1,
        })),
      )
      .execute();
  }

  await trx
    .updateTable('hrs_org')
    .set({
      company_profile: '专注国际空运、海运一站式物流服务，总部位于上海。\n在全国设有 12 个分支机构。',
      company_advantage: '华东主要航空公司一级代理\n自有监管仓库 8000 平方米',
      company_contact_info: '电话：021-00000000\n邮箱：service@demo.example',
    })
    .where('id', '=', demo)
    .execute();
  await trx
    .updateTable('hrs_org')
    .set({
      company_profile: '专业陆运与仓储服务商。',
      company_contact_info: '电话：0512-00000000',
    })
    .where('id', '=', demo2)
    .execute();
}
