import { beforeEach, describe, expect, it } from 'vitest';
import { HttpError, createDataProvider, createHttpClient } from '../../src/providers';
import { failure, fakeServer, ok, type Reply } from './fake-server';

function setup(reply: Reply = ok({ records: [{ id: 1 }], total: 41, current: 2, size: 20 })) {
  const server = fakeServer(() => reply);
  const data = createDataProvider(createHttpClient({ adapter: server.adapter }));
  return { data, calls: server.calls };
}

beforeEach(() => sessionStorage.clear());

describe('getList', () => {
  it('maps pagination, sorters in order and eq/contains filters to the exact query', async () => {
    const { data, calls } = setup();
    const res = await data.getList({
      resource: 'af_order',
      pagination: { currentPage: 2, pageSize: 20, mode: 'server' },
      sorters: [
        { field: 'createTime', order: 'desc' },
        { field: 'orderCode', order: 'asc' },
      ],
      filters: [
        { field: 'status', operator: 'eq', value: 1 },
        { field: 'orderCode', operator: 'contains', value: 'AE' },
      ],
    });
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url).toBe('/api/af_order?current=2&size=20&sort=createTime,desc&sort=orderCode,asc&status=1&orderCode_like=AE');
    expect(res).toEqual({ data: [{ id: 1 }], total: 41 });
  });

  it('maps gte/lte/in and encodes values', async () => {
    const { data, calls } = setup();
    await data.getList({
      resource: 'af_order',
      pagination: { currentPage: 1, pageSize: 10 },
      filters: [
        { field: 'createTime', operator: 'gte', value: '2025-01-01' },
        { field: 'createTime', operator: 'lte', value: new Date('2025-02-01T00:00:00Z') },
        { field: 'scope', operator: 'in', value: ['AE', 'AI'] },
        { field: 'name', operator: 'eq', value: 'A&B 公司' },
        { field: 'ignored', operator: 'eq', value: undefined },
        { field: 'alsoIgnored', operator: 'in', value: [] },
      ],
    });
    expect(calls[0].url).toBe(
      '/api/af_order?current=1&size=10&createTime_gte=2025-01-01&createTime_lte=2025-02-01T00%3A00%3A00.000Z' +
        '&scope_in=AE,AI&name=A%26B%20%E5%85%AC%E5%8F%B8',
    );
  });

  it('asks for everything when Refine paginates itself', async () => {
    const { data, calls } = setup();
    await data.getList({ resource: 'hrs_dept', pagination: { mode: 'off' } });
    expect(calls[0].url).toBe('/api/hrs_dept');
  });

  it.each([
    ['ne', { field: 'status', operator: 'ne', value: 1 }, /ne on status/],
    ['or', { operator: 'or', value: [{ field: 'a', operator: 'eq', value: 1 }] }, /or/],
  ] as const)('throws on an unsupported operator (%s) instead of dropping it', async (_, filter, pattern) => {
    const { data, calls } = setup();
    await expect(data.getList({ resource: 'af_order', filters: [filter as never] })).rejects.toThrow(pattern);
    expect(calls).toHaveLength(0);
  });

  it('throws when the answer lacks a numeric total', async () => {
    const { data } = setup(ok({ records: [] }));
    await expect(data.getList({ resource: 'af_order' })).rejects.toThrow(/numeric total/);
  });

  it('accepts a total sent as a digit string (bigint counts)', async () => {
    const { data } = setup(ok({ records: [], total: '12' }));
    await expect(data.getList({ resource: 'af_order' })).resolves.toEqual({ data: [], total: 12 });
  });

  it('passes on that the server capped the total', async () => {
    const { data } = setup(ok({ records: [], total: 10000, totalCapped: true }));
    await expect(data.getList({ resource: 'af_order' })).resolves.toEqual({ data: [], total: 10000, totalCapped: true });
  });

  it('rejects with HttpError on a code-500 envelope over HTTP 200', async () => {
    const { data } = setup({ status: 200, data: { code: 500, data: null, messageInfo: '查询失败 #c0ffee' } });
    const e = await data.getList({ resource: 'af_order' }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HttpError);
    expect(e).toMatchObject({ statusCode: 500, messageInfo: '查询失败 #c0ffee', message: '查询失败 #c0ffee' });
  });
});

describe('records', () => {
  it('getMany asks by id_in', async () => {
    const { data, calls } = setup(ok({ records: [{ id: 1 }, { id: 2 }], total: 2 }));
    const res = await data.getMany!({ resource: 'af_order', ids: [1, 2] });
    expect(calls[0].url).toBe('/api/af_order?id_in=1,2&size=2');
    expect(res.data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('asks for the fields named in meta.fields beyond the list columns', async () => {
    const { data, calls } = setup(ok({ records: [], total: 0 }));
    await data.getMany!({ resource: 'prm_coop', ids: [7], meta: { fields: ['coopName'] } });
    await data.getList({
      resource: 'prm_coop',
      pagination: { currentPage: 1, pageSize: 20 },
      meta: { fields: ['coopName', 'createTime'] },
    });
    await data.getList({ resource: 'prm_coop', pagination: { currentPage: 1, pageSize: 20 }, meta: { fields: [] } });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/prm_coop?id_in=7&size=1&fields=coopName',
      '/api/prm_coop?current=1&size=20&fields=coopName,createTime',
      '/api/prm_coop?current=1&size=20',
    ]);
  });

  it('getOne, create, update and deleteOne use the contract paths, methods and JSON bodies', async () => {
    const { data, calls } = setup(ok({ id: 3 }));
    expect(await data.getOne({ resource: 'af_order', id: 3 })).toEqual({ data: { id: 3 } });
    await data.create({ resource: 'af_order', variables: { orderCode: 'AE1' } });
    await data.update({ resource: 'af_order', id: 3, variables: { orderCode: 'AE2' } });
    await data.deleteOne({ resource: 'af_order', id: 3 });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/af_order/3', undefined],
      ['POST', '/api/af_order', '{"orderCode":"AE1"}'],
      ['PUT', '/api/af_order/3', '{"orderCode":"AE2"}'],
      ['DELETE', '/api/af_order/3', undefined],
    ]);
    expect(calls[1].headers['Content-Type']).toBe('application/json');
  });

  it('carries field errors of a 400 for the form', async () => {
    const { data } = setup(failure(400, '校验失败', { errors: { orderCode: '必填' } }));
    await expect(data.create({ resource: 'af_order', variables: {} })).rejects.toMatchObject({
      statusCode: 400,
      errors: { orderCode: '必填' },
    });
  });

  it('getApiUrl answers the root it was given', () => {
    expect(setup().data.getApiUrl()).toBe('/api');
    expect(createDataProvider(createHttpClient(), '/v2').getApiUrl()).toBe('/v2');
  });
});

describe('custom', () => {
  it('sends any method, query, payload and headers, and unwraps the envelope', async () => {
    const { data, calls } = setup(ok(1));
    const res = await data.custom!({
      url: '/afbase/order/checkOrderExist',
      method: 'get',
      query: { orderCode: 'AE1', internalNumber: 'N 1', businessScope: 'AE' },
      headers: { 'X-Test': 'yes' },
    });
    expect(res).toEqual({ data: 1 });
    expect(calls[0].url).toBe('/afbase/order/checkOrderExist?orderCode=AE1&internalNumber=N%201&businessScope=AE');
    expect(calls[0].headers['X-Test']).toBe('yes');
  });

  it('posts a payload and returns a non-envelope answer as it came', async () => {
    const { data, calls } = setup({ data: { pack_vue_version: '3' } });
    const res = await data.custom!({ url: '/hrs/userAccessRecord/recordMenu', method: 'post', payload: { id: 1 } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/hrs/userAccessRecord/recordMenu', body: '{"id":1}' });
    expect(res).toEqual({ data: { pack_vue_version: '3' } });
  });
});
