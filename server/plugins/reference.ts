import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { badRequest, notFound, ok } from '../http/envelope';
import { columnOf } from '../resources/model';
import { LOOKUP_LIMIT, LOOKUPS, isLookupKind, normalCode, type LookupOption } from '../../src/schemas/lookups';
import { staticReference } from '../reference/data';
import { fillReference, REFERENCE_SOURCES } from '../reference/fill';
import { resolveResource } from '../resources/access';
import { contractRoutes } from '../http/contract-routes';
import { transfer } from '../../src/contracts/transfer';

/**
 * Reference data (docs/api-transfer.md "Reference data"): docs/behaviour.md §1.7's static lists, built once at
 * start and served without login (the login page's dialling codes), and the one-action fill of a
 * basic-data route from the data packages.
 */
export async function staticReferencePlugin(app: FastifyInstance) {
  const handle = contractRoutes(app, { resources: new Map() });
  const data = staticReference();
  const kinds = new Set(Object.keys(data));
  handle(transfer.staticReference, async (req, reply) => {
    const { kind } = req.params as { kind: string };
    if (!kinds.has(kind)) throw notFound(`未知的参考数据 ${kind}`);
    reply.header('cache-control', 'public, max-age=3600');
    return ok(data[kind as keyof typeof data]);
  });
}

export async function referenceFillPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  handle(transfer.referenceFill, async (req) => {
    const res = resolveResource(ctx, req, 'fill');
    if (!REFERENCE_SOURCES[res.name]) throw badRequest('该列表没有可填充的参考数据');
    return ok(await fillReference(ctx.db, res, req.user!.orgId, req.user!.userId));
  });
}

const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /afbase/reference/lookup/{kind}?q= (or ?codes=PVG,FRA): the pickers' suggestions (docs/api-transfer.md
 * "Reference pickers"): at most 20 records of the organisation's table of that kind whose code starts
 * with, or whose Chinese or English name contains, the text; the exact code first, then code
 * prefixes, then names. `codes` answers those codes' records (the names of values already chosen).
 * Any logged-in user of the organisation: every order form needs these tables, whoever may open their
 * own basic-data screens.
 */
export async function referenceLookupPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  handle(transfer.referenceLookup, async (req) => {
    const { kind } = req.params as { kind: string };
    if (!isLookupKind(kind)) throw notFound(`未知的参考数据 ${kind}`);
    const source = LOOKUPS[kind];
    const res = ctx.resources.get(source.resource);
    if (!res) return ok([]);
    const query = (req.query ?? {}) as Record<string, unknown>;
    const one = (k: string) =>
      Array.isArray(query[k]) ? String((query[k] as unknown[]).at(-1)) : query[k] === undefined ? '' : String(query[k]);
    const q = one('q').trim();
    const codes = one('codes').split(',').map(normalCode).filter(Boolean);
    if (q.length > 50) throw badRequest('查询内容过长', { q: '最多50个字符 (at most 50 characters)' });
    if (codes.length > 50 || codes.some((c) => c.length > 10)) throw badRequest('代码无效', { codes: '最多50个代码 (at most 50 codes)' });
    const [code, cn, en] = [columnOf(source.code), columnOf(source.nameCn), columnOf(source.nameEn)];
    let rows = ctx.db
      .selectFrom(res.table as any)
      .select([
        sql<string>`upper(${sql.ref(code)})`.as('code'),
        sql<string | null>`${sql.ref(cn)}`.as('name_cn'),
        sql<string | null>`${sql.ref(en)}`.as('name_en'),
      ])
      .where('org_id' as any, '=', req.user!.orgId);
    if (codes.length) rows = rows.where(sql`upper(${sql.ref(code)})`, 'in', codes).orderBy(sql`upper(${sql.ref(code)})`);
    else if (q) {
      const upper = q.toUpperCase();
      const prefix = `${likeText(upper)}%`;
      const contains = `%${likeText(q)}%`;
      rows = rows
        .where((eb: any) =>
          eb.or([eb(sql`upper(${sql.ref(code)})`, 'like', prefix), eb(sql.ref(cn), 'ilike', contains), eb(sql.ref(en), 'ilike', contains)]),
        )
        .orderBy(sql`case when upper(${sql.ref(code)}) = ${upper} then 0 when upper(${sql.ref(code)}) like ${prefix} then 1 else 2 end`)
        .orderBy(sql`upper(${sql.ref(code)})`);
    } else rows = rows.orderBy(sql`upper(${sql.ref(code)})`);
    const found = (await rows.limit(codes.length ? codes.length : LOOKUP_LIMIT).execute()) as {
      code: string;
      name_cn: string | null;
      name_en: string | null;
    }[];
    return ok(found.map((r): LookupOption => ({ code: r.code, nameCn: r.name_cn, nameEn: r.name_en })));
  });
}
