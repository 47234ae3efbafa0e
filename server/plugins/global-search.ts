import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SessionUser } from '../auth/sessions';
import { orderScopeOfTable, type BusinessScope } from '../../src/schemas/scopes';
import { SEARCH_LIMIT, SEARCH_MIN, normaliseNumber, type SearchHit } from '../../src/schemas/global-search';
import type { AppContext } from '../context';
import { badRequest, ok } from '../http/envelope';
import { columnOf, insideCondition, type DataResource } from '../resources/model';
import { contractRoutes } from '../http/contract-routes';
import { pages } from '../../src/contracts/pages';

const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One table the search reads and the routes through which this user may open its rows. */
interface Target {
  table: string;
  scope: BusinessScope | null;
  /** The user's routes of the table (views), the table's own route first: a row opens in the first that shows it. */
  views: DataResource[];
  prefix: string[];
  contains: string[];
  /** Columns the hit shows besides the matched one. */
  shown: string[];
}

/**
 * The tables the top bar's search reads for a user: every data table with fields declaring `search`,
 * through the routes the user's grants open (their menus), with their view conditions. Reports and
 * other organisations' rows never come into it.
 */
function targetsFor(ctx: AppContext, user: SessionUser): Target[] {
  const byTable = new Map<string, DataResource[]>();
  for (const res of ctx.resources.values()) {
    if (res.route.source || !user.menus.has(res.name) || !res.fields.some((f) => f.search)) continue;
    byTable.set(res.table, [...(byTable.get(res.table) ?? []), res]);
  }
  return [...byTable].map(([table, views]) => {
    views.sort((a, b) => Number(b.name === table) - Number(a.name === table));
    const fields = new Map(views.flatMap((v) => v.fields).map((f) => [f.name, f]));
    const names = (kind: 'prefix' | 'contains') => [...fields.values()].filter((f) => f.search === kind).map((f) => f.name);
    const shown = ['orderStatus', 'orderStage', 'coopName', 'orderCode', 'coopCode'].filter((n) => fields.has(n));
    return { table, scope: orderScopeOfTable(table), views, prefix: names('prefix'), contains: names('contains'), shown };
  });
}

/** The rows any of the user's views of a table shows: the OR of their view conditions (none: all rows). */
function viewFilter(eb: any, views: DataResource[]): Expression<SqlBool> | null {
  if (views.some((v) => !v.condition.length && !v.present.length)) return null;
  return eb.or(
    views.map((v) =>
      eb.and([
        ...v.condition.map((c) => (c.values.length === 1 ? eb(c.column, '=', c.values[0]) : eb(c.column, 'in', c.values))),
        ...v.present.map((col) => eb(col, 'is not', null)),
      ]),
    ),
  );
}

/**
 * GET /afbase/search?q= (the top bar's search and Ctrl+K; docs/search.md): orders of every scope the
 * user may open, by order code, master and house waybill or bill of lading, customer reference,
 * internal number, booking number (from the start of the number, case aside) or container number
 * (anywhere), and partners by code or name; at most 50, grouped by kind on the screen. Each hit names
 * the route that opens it: the first of the user's views of its table that shows the row.
 */
export default async function globalSearchPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  handle(pages.globalSearch, async (req) => {
    const raw = (req.query as Record<string, unknown>)?.q;
    const q = normaliseNumber(Array.isArray(raw) ? String(raw.at(-1)) : raw === undefined ? '' : String(raw));
    if (q.text.length > 50) throw badRequest('搜索内容过长', { q: '最多50个字符 (at most 50 characters)' });
    if (q.text.length < SEARCH_MIN) return ok({ hits: [], more: false });
    const user = req.user!;
    const hits: (SearchHit & { exact: boolean; at: number })[] = [];
    let more = false;
    // One query per table, side by side (PostgreSQL runs them on several connections; PGlite queues them).
    await Promise.all(
      targetsFor(ctx, user).map(async (t) => {
        const prefixes = q.variants.map((v) => `${likeText(v)}%`);
        // Anywhere in the value only from 4 characters: shorter ones would match most rows.
        const contains = q.text.length >= 4 ? `%${likeText(q.text)}%` : null;
        const matched = [...t.prefix, ...(contains ? t.contains : [])];
        if (!matched.length) return;
        // The matched and shown fields, and what the views' conditions read (which view opens a row).
        const cols = [
          ...new Set([
            ...[...matched, ...t.shown].map(columnOf),
            ...t.views.flatMap((v) => [...v.condition.map((c) => c.column), ...v.present]),
          ]),
        ];
        const rows = (await ctx.db
          .selectFrom(t.table as any)
          .select(['id', 'create_time', ...cols] as any)
          .where('org_id' as any, '=', user.orgId)
          .where((eb: any) => {
            const view = viewFilter(eb, t.views);
            const any = eb.or([
              ...t.prefix.flatMap((n) => prefixes.map((p) => eb(sql`upper(${sql.ref(columnOf(n))})`, 'like', p))),
              ...(contains ? t.contains.map((n) => eb(sql.ref(columnOf(n)), 'ilike', contains)) : []),
            ]);
            return view ? eb.and([view, any]) : any;
          })
          .orderBy('create_time' as any, 'desc')
          .limit(SEARCH_LIMIT + 1)
          .execute()) as Record<string, unknown>[];
        if (rows.length > SEARCH_LIMIT) more = true;
        for (const row of rows.slice(0, SEARCH_LIMIT)) {
          const view = t.views.find(
            (v) => insideCondition(v.condition, (c) => row[c.column]) && v.present.every((col) => row[col] != null),
          );
          if (!view) continue;
          const value = (n: string) => row[columnOf(n)];
          const hit =
            matched.find((n) => {
              const v = String(value(n) ?? '').toUpperCase();
              return t.prefix.includes(n) ? q.variants.some((p) => v.startsWith(p)) : v.includes(q.text.toUpperCase());
            }) ?? matched[0];
          const title = String(value('orderCode') ?? value('coopCode') ?? row.id);
          hits.push({
            kind: t.scope ? 'order' : view.name,
            scope: t.scope,
            resource: view.name,
            id: Number(row.id),
            title,
            subtitle: t.scope ? null : ((value('coopName') as string | null) ?? null),
            field: hit,
            value: String(value(hit) ?? ''),
            status: (value('orderStatus') as string | null) ?? null,
            stage: (value('orderStage') as string | null) ?? null,
            exact: q.variants.includes(String(value(hit) ?? '').toUpperCase()),
            at: new Date(row.create_time as string).getTime(),
          });
        }
      }),
    );
    // Exact numbers first, then the newest.
    hits.sort((a, b) => Number(b.exact) - Number(a.exact) || b.at - a.at);
    return ok({ hits: hits.slice(0, SEARCH_LIMIT).map(({ exact: _e, at: _a, ...h }) => h), more: more || hits.length > SEARCH_LIMIT });
  });
}
