import type { FieldDef } from '../../src/resources';
import type { AppContext } from '../context';
import { parseListQuery } from '../resources/list-query';
import { countRows, listRowsQuery } from '../resources/list-rows';
import { columnOf, type DataResource } from '../resources/model';
import { forEachBatch } from './cursor';

/**
 * Where an export's rows come from. By default the generic list: the same query builder as
 * GET /api/{r} (organisation filter, fixed conditions, the list's filters and sort). A report whose
 * rows SQL computes registers its own source under its resource name.
 */
export interface ExportSource {
  /** The fields its records carry (kind, label, decimals, options decide the cells). */
  fields: FieldDef[];
  /** Matching rows, counting at most cap + 1. */
  count(cap: number): Promise<number>;
  /** At most `limit` records in list order, `batch` at a time, carrying (at least) the named fields. */
  forEachBatch(limit: number, batch: number, fields: string[], fn: (records: Record<string, unknown>[]) => Promise<void>): Promise<void>;
}

export interface ExportSourceArgs {
  ctx: AppContext;
  res: DataResource;
  orgId: number;
  /** Who exports (computed reports name fee services in the user's chosen language). */
  userId?: number;
  /** The list's query parameters (filters, sort); paging is ignored. A bad one is a 400. */
  query: Record<string, unknown>;
}

export type ExportSourceFactory = (args: ExportSourceArgs) => ExportSource;

const factories = new Map<string, ExportSourceFactory>();

export function registerExportSource(resource: string, factory: ExportSourceFactory) {
  factories.set(resource, factory);
}

export function exportSourceFor(args: ExportSourceArgs): ExportSource {
  return factories.get(args.res.name)?.(args) ?? listSource(args);
}

function listSource({ ctx, res, orgId, query }: ExportSourceArgs): ExportSource {
  const { current: _c, size: _s, ...filters } = query;
  const q = parseListQuery(res, filters);
  return {
    fields: res.fields,
    count: (cap) => countRows(ctx.db, res, orgId, q, cap),
    forEachBatch: (limit, batch, fields, fn) => {
      // Only the exported columns are read, each renamed to its field once, not per row.
      const pairs = fields.map((name) => [name, TIME_COLUMNS[name] ?? columnOf(name)] as const);
      const query = listRowsQuery(ctx.db, res, orgId, q)
        .clearSelect()
        .select(pairs.map(([name, col]) => `${res.table}.${col} as ${name}`))
        .limit(limit)
        .compile();
      return forEachBatch(ctx.db, ctx.dbKind, query, batch, (rows) => fn(rows));
    },
  };
}

const TIME_COLUMNS: Record<string, string> = { createTime: 'create_time', updateTime: 'update_time' };
