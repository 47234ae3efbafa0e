import type { AppContext } from '../context';
import { forEachBatch } from '../export/cursor';
import { registerExportSource } from '../export/sources';
import { countReportRows, parseReportQuery, recordOf, reportRows, reportScope, sourceOf } from './list';
import type { ReportScope } from './source';

/**
 * The export (server/export) of computed reports: the same rows, filters and sort as the list,
 * read by cursor into the .xlsx. Group reports check the group at the start, as the list does.
 */
export function registerReportExports(ctx: AppContext) {
  for (const res of ctx.resources.values()) {
    const source = sourceOf(res);
    if (res.route.source && !source) throw new Error(`${res.route.path}: no report source named ${res.route.source}`);
    if (!source) continue;
    registerExportSource(res.name, ({ ctx: c, orgId, userId, query }) => {
      const { current: _c, size: _s, ...filters } = query;
      const rq = parseReportQuery(res, source, filters);
      let scope: Promise<ReportScope> | undefined;
      const scopeOf = () => (scope ??= reportScope(c.db, res, orgId, userId));
      return {
        fields: res.fields,
        count: async (cap) => countReportRows(c.db, res, source, await scopeOf(), rq, cap),
        forEachBatch: async (limit, batch, _fields, fn) => {
          const q = reportRows(c.db, res, source, await scopeOf(), rq)
            .limit(limit)
            .compile();
          await forEachBatch(c.db, c.dbKind, q, batch, (rows) => fn(rows.map((r) => recordOf(res, r))));
        },
      };
    });
  }
}
