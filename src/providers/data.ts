import type { BaseKey, CrudFilter, CrudSort, DataProvider, Pagination } from '@refinedev/core';
import type { AxiosInstance } from 'axios';
import { crudApi } from '../api/crud';
import { request, requestUrl, toQuery, urlOf } from '../api/request';

type Pair = [string, string];

export { toQuery };

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function scalar(v: unknown): string {
  // Dates (and dayjs values from antd pickers) travel as ISO instants.
  if (v && typeof (v as Date).toISOString === 'function') return (v as Date).toISOString();
  return String(v);
}

/** Refine operator -> suffix of the contract's query field. Anything else is refused, not dropped. */
const SUFFIX: Record<string, string> = { eq: '', contains: '_like', gte: '_gte', lte: '_lte', in: '_in' };

export function filterPairs(filters: CrudFilter[] = []): Pair[] {
  const out: Pair[] = [];
  for (const f of filters) {
    if (!('field' in f) || !(f.operator in SUFFIX)) {
      const what = 'field' in f ? `${f.operator} on ${f.field}` : f.operator;
      throw new Error(`filter operator not supported by the CRUD contract: ${what}`);
    }
    if (isEmpty(f.value)) continue;
    const value = Array.isArray(f.value) ? f.value.map(scalar).join(',') : scalar(f.value);
    out.push([`${f.field}${SUFFIX[f.operator]}`, value]);
  }
  return out;
}

export const sortPairs = (sorters: CrudSort[] = []): Pair[] => sorters.map((s) => ['sort', `${s.field},${s.order}`]);

export function pagePairs(p: Pagination | undefined): Pair[] {
  // Refine paginates "client" and "off" lists itself and wants every record.
  if (p?.mode === 'off' || p?.mode === 'client') return [];
  return [
    ['current', String(p?.currentPage ?? 1)],
    ['size', String(p?.pageSize ?? 10)],
  ];
}

/**
 * Query parameters a write carries besides its body (`meta.query`), e.g. `confirm=internalNumber`
 * once the user answered the server's question (docs/orders.md). Read when the request is made.
 */
function metaQuery(meta: Record<string, unknown> | undefined): Pair[] {
  const q = meta?.query;
  if (!q || typeof q !== 'object') return [];
  return Object.entries(q as Record<string, unknown>)
    .filter(([, v]) => !isEmpty(v))
    .map(([k, v]) => [k, scalar(v)]);
}

/**
 * List answers carry the list columns only (docs/behaviour.md §E.7); `meta.fields` asks for more, e.g. the display
 * field of a referenced record: `fields=coopName`.
 */
export function fieldPairs(meta: { fields?: unknown } | undefined): Pair[] {
  const fields = Array.isArray(meta?.fields) ? meta.fields.filter((f): f is string => typeof f === 'string' && f !== '') : [];
  return fields.length ? [['fields', fields.join(',')]] : [];
}

interface Page {
  records: unknown[];
  total: number;
  /** The server stopped counting at its cap: the real total is larger than `total`. */
  totalCapped: boolean;
  /** Computed reports: totals of their summed columns over every matching row. */
  summary?: Record<string, unknown>;
}

/** The list answer must carry `records` and a numeric `total`: without it paging silently lies. */
function pageOf(data: unknown, url: string): Page {
  const page = data as { records?: unknown; total?: unknown; totalCapped?: unknown; summary?: unknown } | undefined;
  const total = typeof page?.total === 'string' && /^\d+$/.test(page.total) ? Number(page.total) : page?.total;
  if (!Array.isArray(page?.records) || typeof total !== 'number' || !Number.isFinite(total)) {
    throw new Error(`${url}: the answer lacks records and a numeric total`);
  }
  const summary = typeof page.summary === 'object' && page.summary !== null ? (page.summary as Record<string, unknown>) : undefined;
  return { records: page.records, total, totalCapped: page.totalCapped === true, ...(summary ? { summary } : {}) };
}

/**
 * Refine's data provider over the generic CRUD contract (docs/behaviour.md §E.2). The http client has already
 * turned failures (including `code !== 0` on HTTP 200) into HttpError; here we only unwrap `data`.
 */
export function createDataProvider(http: AxiosInstance, apiUrl = '/api'): DataProvider {
  const list = (resource: string, pairs: Pair[]) => {
    const args = { params: { resource }, query: toQuery(pairs) };
    return { url: urlOf(crudApi.list, args), data: request(http, crudApi.list, args) };
  };
  const one = (resource: string, id: BaseKey) => ({ params: { resource, id: String(id) } });

  return {
    getApiUrl: () => apiUrl,

    getList: async ({ resource, pagination, sorters, filters, meta }) => {
      const { url, data } = list(resource, [...pagePairs(pagination), ...sortPairs(sorters), ...filterPairs(filters), ...fieldPairs(meta)]);
      const page = pageOf(await data, url);
      // Lists show "10000+" rather than a total that looks exact but is not.
      return {
        data: page.records as never[],
        total: page.total,
        ...(page.totalCapped ? { totalCapped: true } : {}),
        ...(page.summary ? { summary: page.summary } : {}),
      };
    },

    getMany: async ({ resource, ids, meta }) => {
      // size = the number of ids, so the server's default page size cannot cut the answer short.
      const { url, data } = list(resource, [['id_in', ids.map(String).join(',')], ['size', String(ids.length)], ...fieldPairs(meta)]);
      return { data: pageOf(await data, url).records as never[] };
    },

    getOne: async ({ resource, id }) => ({ data: (await request(http, crudApi.one, one(resource, id))) as never }),

    create: async ({ resource, variables, meta }) => ({
      data: (await request(http, crudApi.create, {
        params: { resource },
        query: toQuery(metaQuery(meta)),
        body: variables as Record<string, unknown>,
      })) as never,
    }),

    update: async ({ resource, id, variables, meta }) => ({
      data: (await request(http, crudApi.update, {
        ...one(resource, id),
        query: toQuery(metaQuery(meta)),
        body: variables as Record<string, unknown>,
      })) as never,
    }),

    deleteOne: async ({ resource, id, variables }) => ({
      data: (await request(http, crudApi.remove, { ...one(resource, id), ...(variables ? { body: variables as never } : {}) })) as never,
    }),

    custom: async ({ url, method, payload, query, headers, sorters, filters }) => {
      const pairs: Pair[] = [...sortPairs(sorters), ...filterPairs(filters)];
      for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) {
        if (!isEmpty(v)) pairs.push([k, Array.isArray(v) ? v.map(scalar).join(',') : scalar(v)]);
      }
      const joined = pairs.length ? `${url}${url.includes('?') ? '&' : '?'}${toQuery(pairs)}` : url;
      const body = (await requestUrl(http, { url: joined, method, data: payload, headers })) as { code?: unknown; data?: unknown } | null;
      // Enveloped answers give their `data`; anything else (static files, other hosts) as it came.
      const enveloped = typeof body === 'object' && body !== null && typeof body.code === 'number';
      return { data: (enveloped ? body.data : body) as never };
    },
  };
}
