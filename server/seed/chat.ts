import type { DB } from '../db';
import { columnOf, type DataResource } from '../resources/model';
import { insertOrg, insertRole } from './orgs';

/**
 * Chat demo (README "Demo logins", docs/chat.md): DEMO's people may chat; DEMOSUP, a supplier with its
 * own organisation, and DEMO name each other as partners; SERVICE is the installation's customer
 * service. DEMO's admin finds a conversation with the supplier (two messages unread) and one with
 * customer service.
 */

export const CHAT_DEMO = {
  partnerOrg: 'DEMOSUP',
  serviceOrg: 'SERVICE',
  /** The partner's people log in with these administrator-style login names. */
  partnerLogins: ['chenjing', 'liuyang'],
  serviceLogin: 'kefu',
} as const;

interface Ids {
  hash: string;
  demo: number;
  demoUsers: number[];
  resources?: Map<string, DataResource>;
}

export async function seedChat(trx: DB, { hash, demo, demoUsers, resources }: Ids) {
  await trx.updateTable('hrs_user').set({ online_service: true }).where('id', 'in', demoUsers).execute();

  const partner = await insertOrg(trx, {
    org_code: CHAT_DEMO.partnerOrg,
    org_name: '迅达航空货运服务有限公司',
    org_name_en: 'Swift Air Cargo Services Ltd.',
    org_version: '标准版',
    chat_enabled: true,
  });
  const partnerRole = await insertRole(trx, partner, 'admin', '系统管理员', true);
  const [chen] = await users(trx, [
    {
      org_id: partner,
      role_id: partnerRole,
      login_name: CHAT_DEMO.partnerLogins[0],
      user_name: '陈静',
      user_ename: 'Jing Chen',
      login_role: 'admin',
      password_hash: hash,
      online_service: true,
    },
    {
      org_id: partner,
      role_id: partnerRole,
      login_name: CHAT_DEMO.partnerLogins[1],
      user_name: '刘洋',
      user_ename: 'Yang Liu',
      login_role: 'admin',
      password_hash: hash,
      online_service: true,
    },
  ]);

  const service = await insertOrg(trx, {
    org_code: CHAT_DEMO.serviceOrg,
    org_name: '平台客服中心',
    org_name_en: 'Platform customer service',
    org_version: '标准版',
    chat_enabled: true,
    customer_service: true,
  });
  const serviceRole = await insertRole(trx, service, 'admin', '系统管理员', true);
  const [kefu] = await users(trx, [
    {
      org_id: service,
      role_id: serviceRole,
      login_name: CHAT_DEMO.serviceLogin,
      user_name: '客服小美',
      user_ename: 'Service desk',
      login_role: 'admin',
      password_hash: hash,
      online_service: true,
    },
  ]);

  // The partner link: each side's partner list names the other's organisation.
  const coop = resources?.get('prm_coop');
  if (coop) {
    const row = (orgId: number, code: string, name: string, type: string, linked: string) => ({
      org_id: orgId,
      [columnOf('coopCode')]: code,
      [columnOf('coopName')]: name,
      [columnOf('coopType')]: type,
      [columnOf('linkedOrgCode')]: linked,
    });
    await trx
      .insertInto(coop.table)
      .values([
        row(demo, 'SWIFTAIR', '迅达航空货运服务有限公司', 'supplier', CHAT_DEMO.partnerOrg),
        row(partner, 'DEMOFWD', '演示国际货运代理有限公司', 'customer', 'DEMO'),
      ])
      .execute();
  }

  const [demoAdmin] = demoUsers;
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  // Older first: message ids follow time.
  await conversation(
    trx,
    [demoAdmin, demo],
    [kefu, service],
    [
      [demoAdmin, '请问如何开通海运订单跟踪？', 600],
      [kefu, '您好，海运跟踪已默认开通，在订单的分享面板即可生成跟踪链接。', 590],
    ],
    2,
  );
  await conversation(
    trx,
    [demoAdmin, demo],
    [chen, partner],
    [
      [demoAdmin, '您好，我想咨询一下贵司的服务。', 180],
      [chen, '您好！请问需要哪条航线的舱位？', 175],
      [demoAdmin, '下周浦东到法兰克福，大约 2 吨普货。', 170],
      [chen, '可以的，周三 CA 航班还有舱位，报价稍后发您。', 20],
      [chen, '另外请提供货物尺寸，方便我们确认是否需要拆板。', 18],
    ],
    3,
  );

  async function conversation(
    t: DB,
    [a, aOrg]: [number, number],
    [b, bOrg]: [number, number],
    lines: [number, string, number][],
    readByA: number,
  ) {
    const [low, high] = a < b ? [a, b] : [b, a];
    const conv = await t
      .insertInto('chat_conversation')
      .values({ user_a: low, user_b: high, create_time: minutesAgo(lines[0][2]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = await t
      .insertInto('chat_message')
      .values(
        lines.map(([sender, text, ago]) => ({
          conversation_id: conv.id,
          sender_id: sender,
          sender_org_id: sender === a ? aOrg : bOrg,
          kind: 'text',
          content: text,
          create_time: minutesAgo(ago),
        })),
      )
      .returning('id')
      .execute();
    // a has read the first readByA lines; b has read everything.
    await t
      .insertInto('chat_member')
      .values([
        { conversation_id: conv.id, user_id: a, peer_user_id: b, last_read_id: ids[readByA - 1].id },
        { conversation_id: conv.id, user_id: b, peer_user_id: a, last_read_id: ids[ids.length - 1].id },
      ])
      .execute();
  }
}

async function users(trx: DB, rows: Record<string, unknown>[]): Promise<number[]> {
  return (await trx.insertInto('hrs_user').values(rows).returning('id').execute()).map((r) => Number(r.id));
}
