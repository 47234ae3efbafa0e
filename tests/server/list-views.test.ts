import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';

/**
 * Saved list views (docs/lists.md "Saved views"): per user, shared read-only with the organisation,
 * editable by their owner and administrators, one default per user and list; another organisation's
 * user never sees or touches them; columns and filters are checked against the route.
 */
describe.each(targets)('saved list views on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let staff: string;
  let admin2: string;
  const settings = {
    columns: [{ name: 'orderCode', width: 180 }, { name: 'hawbNumber' }, { name: 'remark', width: 240 }],
    density: 'small',
    filters: { orderStatus: 'BOOKED', orderCode_like: 'AE' },
    relative: { expectDeparture: 'thisWeek' },
    sort: 'expectDeparture,asc',
    pageSize: 50,
  };

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    staff = await h.tokenFor('0|13800138000|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
  }, 240_000);
  afterAll(async () => {
    await h?.close();
  });

  it("keeps a user's view with its columns, density, filters and sort, and makes it the default", async () => {
    const v = await h.ok('POST', '/api/af_order/views', staff, { name: '本周出发', settings, makeDefault: true });
    expect(v).toMatchObject({ name: '本周出发', shared: false, mine: true, canEdit: true, settings });
    const list = await h.ok('GET', '/api/af_order/views', staff);
    expect(list.defaultId).toBe(v.id);
    expect(list.views.map((x: any) => x.id)).toEqual([v.id]);
    // The same from the session-wide call the layout makes, in any browser.
    const all = await h.ok('GET', '/hrs/listViews', staff);
    expect(all.defaults.af_order).toBe(v.id);
    expect(all.views.find((x: any) => x.id === v.id).settings).toEqual(settings);
    // Not the administrator's: a view not shared is its owner's alone.
    expect((await h.ok('GET', '/api/af_order/views', admin)).views.map((x: any) => x.id)).not.toContain(v.id);
    expect((await h.call('PUT', `/api/af_order/views/${v.id}`, admin, { name: 'x' })).statusCode).toBe(404);
    // Another default replaces it; null clears it.
    const w = await h.ok('POST', '/api/af_order/views', staff, { name: '全部', settings: { columns: [{ name: 'orderCode' }] } });
    await h.ok('PUT', '/api/af_order/views/default', staff, { viewId: w.id });
    expect((await h.ok('GET', '/api/af_order/views', staff)).defaultId).toBe(w.id);
    await h.ok('PUT', '/api/af_order/views/default', staff, { viewId: null });
    expect((await h.ok('GET', '/api/af_order/views', staff)).defaultId).toBeNull();
    // A name twice in one list is a 409.
    expect(
      (await h.call('POST', '/api/af_order/views', staff, { name: '全部', settings: { columns: [{ name: 'orderCode' }] } })).statusCode,
    ).toBe(409);
  });

  it('shares a view read-only with the organisation; its owner and administrators change it, others get 403', async () => {
    const v = await h.ok('POST', '/api/af_orderair/views', admin, {
      name: '共享视图',
      shared: true,
      settings: { columns: [{ name: 'orderCode' }, { name: 'customerId' }] },
    });
    const seen = (await h.ok('GET', '/api/af_orderair/views', staff)).views.find((x: any) => x.id === v.id);
    expect(seen).toMatchObject({ name: '共享视图', shared: true, mine: false, canEdit: false, ownerName: expect.any(String) });
    // Another user may make it their default, not change or delete it.
    await h.ok('PUT', '/api/af_orderair/views/default', staff, { viewId: v.id });
    expect((await h.call('PUT', `/api/af_orderair/views/${v.id}`, staff, { name: '改名' })).statusCode).toBe(403);
    expect((await h.call('DELETE', `/api/af_orderair/views/${v.id}`, staff)).statusCode).toBe(403);
    // A staff member's shared view: the administrator may change it.
    const s = await h.ok('POST', '/api/af_orderair/views', staff, {
      name: '员工共享',
      shared: true,
      settings: { columns: [{ name: 'orderCode' }] },
    });
    expect((await h.ok('PUT', `/api/af_orderair/views/${s.id}`, admin, { name: '员工共享(改)' })).name).toBe('员工共享(改)');
    // No longer shared: gone from the others' lists and defaults.
    await h.ok('PUT', `/api/af_orderair/views/${v.id}`, admin, { shared: false });
    const after = await h.ok('GET', '/api/af_orderair/views', staff);
    expect(after.views.map((x: any) => x.id)).not.toContain(v.id);
    expect(after.defaultId).toBeNull();
    await h.ok('DELETE', `/api/af_orderair/views/${s.id}`, staff);
    expect((await h.ok('GET', '/api/af_orderair/views', admin)).views.map((x: any) => x.id)).not.toContain(s.id);
  });

  it('never shows or lets another organisation touch a view', async () => {
    const v = await h.ok('POST', '/api/af_order/views', admin, {
      name: '机构内共享',
      shared: true,
      settings: { columns: [{ name: 'orderCode' }] },
    });
    expect((await h.ok('GET', '/api/af_order/views', admin2)).views.map((x: any) => x.id)).not.toContain(v.id);
    expect((await h.ok('GET', '/hrs/listViews', admin2)).views.map((x: any) => x.id)).not.toContain(v.id);
    expect((await h.call('PUT', `/api/af_order/views/${v.id}`, admin2, { name: 'x' })).statusCode).toBe(404);
    expect((await h.call('DELETE', `/api/af_order/views/${v.id}`, admin2)).statusCode).toBe(404);
    expect((await h.call('PUT', '/api/af_order/views/default', admin2, { viewId: v.id })).statusCode).toBe(404);
    // A view of another list is not this list's.
    expect((await h.call('PUT', `/api/af_orderair/views/${v.id}`, admin, { name: 'x' })).statusCode).toBe(404);
    expect((await h.ok('GET', '/api/af_order/views', admin)).views.find((x: any) => x.id === v.id).name).toBe('机构内共享');
  });

  it("checks columns, filters and sort against the list, and needs the list's menu", async () => {
    const bad = async (body: unknown) => h.call('POST', '/api/af_order/views', admin, body);
    expect((await bad({ name: '', settings: { columns: [{ name: 'orderCode' }] } })).json().data.errors).toHaveProperty('name');
    expect((await bad({ name: 'a', settings: { columns: [] } })).json().data.errors).toHaveProperty(['settings.columns']);
    expect((await bad({ name: 'a', settings: { columns: [{ name: 'noSuchField' }] } })).json().data.errors).toHaveProperty([
      'settings.columns',
    ]);
    expect((await bad({ name: 'a', settings: { columns: [{ name: 'orderCode', width: 5 }] } })).statusCode).toBe(400);
    expect(
      (await bad({ name: 'a', settings: { columns: [{ name: 'orderCode' }], filters: { noSuchFilter: 'x' } } })).json().data.errors,
    ).toHaveProperty(['settings.filters']);
    expect((await bad({ name: 'a', settings: { columns: [{ name: 'orderCode' }], sort: 'remark,up' } })).json().data.errors).toHaveProperty(
      ['settings.sort'],
    );
    expect((await bad({ name: 'a', settings: { columns: [{ name: 'orderCode' }], density: 'huge' } })).statusCode).toBe(400);
    expect((await bad({ name: 'a', settings: 'columns' })).statusCode).toBe(400);
    // Relative dates only for date range filters, and only the known ones.
    expect(
      (await bad({ name: 'a', settings: { columns: [{ name: 'orderCode' }], relative: { orderCode: 'thisWeek' } } })).json().data.errors,
    ).toHaveProperty(['settings.relative']);
    expect(
      (await bad({ name: 'a', settings: { columns: [{ name: 'orderCode' }], relative: { expectDeparture: 'someday' } } })).json().data
        .errors,
    ).toHaveProperty(['settings.relative']);
    // Paging and answer fields are not filters; flags are booleans.
    expect(
      (await bad({ name: 'a', settings: { columns: [{ name: 'orderCode' }], filters: { size: '500' } } })).json().data.errors,
    ).toHaveProperty(['settings.filters']);
    expect((await bad({ name: 'a', shared: 'yes', settings: { columns: [{ name: 'orderCode' }] } })).json().data.errors).toHaveProperty(
      'shared',
    );
    // A bad value of a known filter names that filter.
    expect(
      (await bad({ name: 'a', settings: { columns: [{ name: 'orderCode' }], filters: { expectDeparture_gte: 'tomorrow' } } })).json().data
        .errors,
    ).toHaveProperty(['settings.filters.expectDeparture_gte']);
    // The staff role has no HRS: no views of its lists either.
    expect((await h.call('GET', '/api/hrs_user/views', staff)).statusCode).toBe(403);
    expect(
      (await h.call('POST', '/api/hrs_user/views', staff, { name: 'a', settings: { columns: [{ name: 'loginName' }] } })).statusCode,
    ).toBe(403);
    expect((await h.get('/api/af_order/views')).statusCode).toBe(401);
    // Nothing was stored by the refused calls.
    expect((await h.ok('GET', '/api/af_order/views', admin)).views.filter((x: any) => x.name === 'a')).toEqual([]);
  });
});
