import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { buttonCode } from '../../src/resources';
import { companyCardFields, newOrgFields, platformOrgFields } from '../../src/resources/fieldsets/organisation';
import { validatePassword } from '../../src/schemas/rules';
import { hashPassword } from '../auth/passwords';
import type { SessionUser } from '../auth/sessions';
import type { AppContext } from '../context';
import type { DB } from '../db';
import { badRequest, conflict, forbidden, notFound, ok } from '../http/envelope';
import { checkedBody, isUniqueViolation } from '../http/fields';
import { requestLanguage } from '../http/language';
import { pageOf } from '../http/paging';
import { isPlatformAdmin } from '../org/platform';
import { writeAudit } from '../resources/audit';
import { contractRoutes } from '../http/contract-routes';
import { pages } from '../../src/contracts/pages';

/**
 * The organisation screen's calls (/hrs/org/manage, docs/organisations.md). Everyone needs the
 * /hrs_org menu. The platform administrator (server/org/platform.ts) lists, creates and edits every
 * organisation: version, stop date, chat entitlement, private SaaS, group membership, status. Any
 * other administrator sees only their own organisation and may edit its company card with
 * hrs_org:edit; another organisation's id answers 404, as if it did not exist.
 */

const RESOURCE = 'hrs_org';

const COLUMNS = [
  'o.id',
  'o.org_code',
  'o.org_name',
  'o.org_name_en',
  'o.org_version',
  'o.stop_date',
  'o.chat_enabled',
  'o.private_saas',
  'o.group_org_id',
  'o.status',
  'o.create_time',
  'o.company_profile',
  'o.company_advantage',
  'o.company_contact_info',
  'g.org_name as group_org_name',
] as const;

function toOrg(r: any) {
  return {
    id: r.id,
    orgCode: r.org_code,
    orgName: r.org_name,
    orgNameEn: r.org_name_en,
    orgVersion: r.org_version,
    stopDate: r.stop_date,
    chatEnabled: r.chat_enabled === true,
    privateSaas: r.private_saas === true,
    groupOrgId: r.group_org_id ?? null,
    groupOrgName: r.group_org_name ?? null,
    status: String(r.status),
    createTime: r.create_time,
    companyProfile: r.company_profile,
    companyAdvantage: r.company_advantage,
    companyContactInfo: r.company_contact_info,
    userCount: r.user_count === undefined ? undefined : Number(r.user_count),
    memberCount: r.member_count === undefined ? undefined : Number(r.member_count),
  };
}

const orgQuery = (db: DB) =>
  db
    .selectFrom('hrs_org as o')
    .leftJoin('hrs_org as g', 'g.id', 'o.group_org_id')
    .select(COLUMNS as any)
    .select([
      sql<number>`(select count(*) from hrs_user u where u.org_id = o.id)`.as('user_count'),
      sql<number>`(select count(*) from hrs_org m where m.group_org_id = o.id)`.as('member_count'),
    ]);

/** Column values of checked field values (camelCase -> snake_case, status as a number). */
function columns(values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (k.startsWith('admin')) continue;
    out[k.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`)] =
      k === 'status' ? Number(v) : k === 'chatEnabled' || k === 'privateSaas' ? v === true : v;
  }
  return out;
}

export default async function organisationsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  const { db } = ctx;

  /** The caller and whether they run the platform; 403 without the menu. */
  async function caller(req: FastifyRequest) {
    const user = req.user!;
    if (!user.menus.has(RESOURCE)) throw forbidden();
    return { user, platform: await isPlatformAdmin(db, user) };
  }

  const idParam = (req: FastifyRequest) => {
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound('公司不存在');
    return id;
  };

  /** Group rules: an existing organisation, not itself, not a member of another group, and not a group head becoming a member. */
  async function checkGroup(orgId: number | null, groupOrgId: unknown) {
    if (groupOrgId === null || groupOrgId === undefined) return;
    const g = Number(groupOrgId);
    if (orgId !== null && g === orgId) throw badRequest('不能把公司设为自己的集团', { groupOrgId: '不能把公司设为自己的集团' });
    const head = await db.selectFrom('hrs_org').select(['id', 'group_org_id']).where('id', '=', g).executeTakeFirst();
    if (!head) throw badRequest('所属集团不存在', { groupOrgId: '所属集团不存在' });
    if (head.group_org_id !== null) throw badRequest('所属集团本身是另一集团的成员', { groupOrgId: '所属集团本身是另一集团的成员' });
    if (orgId !== null) {
      const members = await db.selectFrom('hrs_org').select('id').where('group_org_id', '=', orgId).limit(1).executeTakeFirst();
      if (members)
        throw badRequest('该公司是集团公司，有成员公司，不能再加入其他集团', { groupOrgId: '该公司是集团公司，不能再加入其他集团' });
    }
  }

  handle(pages.organisations, async (req) => {
    const { user, platform } = await caller(req);
    const q = req.query as Record<string, unknown>;
    const { current, size, offset } = pageOf(q, 20);
    const keyword = typeof q.keyword === 'string' ? q.keyword.trim().slice(0, 100) : '';
    const version = typeof q.orgVersion === 'string' ? q.orgVersion : '';
    let list = orgQuery(db);
    let count = db.selectFrom('hrs_org as o').select(sql<number>`count(*)`.as('n'));
    if (!platform) {
      list = list.where('o.id', '=', user.orgId);
      count = count.where('o.id', '=', user.orgId);
    }
    if (keyword) {
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      list = list.where((eb) => eb.or([eb('o.org_code', 'ilike', like), eb('o.org_name', 'ilike', like)]));
      count = count.where((eb) => eb.or([eb('o.org_code', 'ilike', like), eb('o.org_name', 'ilike', like)]));
    }
    if (version) {
      list = list.where('o.org_version', '=', version);
      count = count.where('o.org_version', '=', version);
    }
    const rows = await list.orderBy('o.id').limit(size).offset(offset).execute();
    const total = Number((await count.executeTakeFirstOrThrow()).n);
    return ok({ records: rows.map(toOrg), total, current, size, platform });
  });

  /** Choices for the group field: organisations that may be a group (not members themselves). Platform only. */
  handle(pages.organisationGroups, async (req) => {
    const { platform } = await caller(req);
    if (!platform) throw forbidden();
    const keyword = String((req.query as { keyword?: unknown }).keyword ?? '')
      .trim()
      .slice(0, 100);
    let q = db.selectFrom('hrs_org').select(['id', 'org_code', 'org_name']).where('group_org_id', 'is', null);
    if (keyword) {
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([eb('org_code', 'ilike', like), eb('org_name', 'ilike', like)]));
    }
    const rows = await q.orderBy('org_code').limit(50).execute();
    return ok(rows.map((r) => ({ id: r.id, orgCode: r.org_code, orgName: r.org_name })));
  });

  handle(pages.organisation, async (req) => {
    const { user, platform } = await caller(req);
    const id = idParam(req);
    if (!platform && id !== user.orgId) throw notFound('公司不存在');
    const row = await orgQuery(db).where('o.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('公司不存在');
    return ok({ ...toOrg(row), platform });
  });

  handle(pages.createOrganisation, async (req) => {
    const { user, platform } = await caller(req);
    if (!platform || !user.buttons.has(buttonCode(RESOURCE, 'create'))) throw forbidden();
    const values = await checkedBody(req, newOrgFields);
    const weak = validatePassword(values.adminPassword as string, requestLanguage(req));
    if (weak) throw badRequest(weak, { adminPassword: weak });
    await checkGroup(null, values.groupOrgId);
    const hash = await hashPassword(values.adminPassword as string);
    try {
      const created = await db.transaction().execute(async (trx) => {
        const org = await trx
          .insertInto('hrs_org')
          .values(columns(values) as any)
          .returning('id')
          .executeTakeFirstOrThrow();
        const orgId = Number(org.id);
        const role = await trx
          .insertInto('hrs_role')
          .values({ org_id: orgId, role_code: 'admin', role_name: '系统管理员', is_admin: true })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('hrs_user')
          .values({
            org_id: orgId,
            role_id: role.id,
            login_name: values.adminLoginName,
            user_name: values.adminUserName,
            login_role: 'admin',
            password_hash: hash,
          })
          .execute();
        const after = toOrg(await orgQuery(trx).where('o.id', '=', orgId).executeTakeFirstOrThrow());
        await audit(trx, user, orgId, 'create', null, after);
        return after;
      });
      return ok(created);
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict('公司代码已存在');
      throw e;
    }
  });

  handle(pages.updateOrganisation, async (req) => {
    const { user, platform } = await caller(req);
    const id = idParam(req);
    if (!platform && id !== user.orgId) throw notFound('公司不存在');
    if (!user.buttons.has(buttonCode(RESOURCE, 'edit'))) throw forbidden();
    // Others may change only what their partners read about them; the account stays the platform's.
    const values = await checkedBody(req, platform ? platformOrgFields : companyCardFields, { partial: true });
    if (platform) {
      if ('groupOrgId' in values) await checkGroup(id, values.groupOrgId);
      if (values.status === '0' && id === user.orgId) throw badRequest('不能停用自己所在的公司', { status: '不能停用自己所在的公司' });
    }
    const updated = await db.transaction().execute(async (trx) => {
      const before = await orgQuery(trx).where('o.id', '=', id).executeTakeFirst();
      if (!before) throw notFound('公司不存在');
      const set = columns(values);
      if (Object.keys(set).length)
        await trx
          .updateTable('hrs_org')
          .set(set as any)
          .where('id', '=', id)
          .execute();
      const after = toOrg(await orgQuery(trx).where('o.id', '=', id).executeTakeFirstOrThrow());
      await audit(trx, user, id, 'update', toOrg(before), after);
      return after;
    });
    return ok({ ...updated, platform });
  });
}

function audit(db: DB, user: SessionUser, id: number, action: 'create' | 'update', before: unknown, after: unknown) {
  return writeAudit(db, user, { module: 'hrs', resource: RESOURCE, recordId: id, action, before, after });
}
