import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_TABLE } from '../../src/resources/fieldsets/audit';
import { startApp, targets } from './harness';

/**
 * Issue 16, the OS pages left (docs/api-office.md "Service providers, express channels, batch edit"):
 * the service providers (/os_servicer_page) and express channels (/qspserver) are data routes of the
 * registry, kept per organisation and checked with the shared rules; 批量修改 sets the batch fields
 * of many selected records at once, all or nothing, with the list's edit button code.
 */
describe.each(targets)('OS service providers, express channels and batch edit on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let admin2: string;
  let n = 0;

  const call = (method: string, url: string, token: string, payload?: unknown) =>
    h.app.inject({ method: method as any, url, headers: { authorization: `Bearer ${token}` }, payload: payload as any });
  const created = async (resource: string, body: Record<string, unknown>, token = admin) => {
    const r = await call('POST', `/api/${resource}`, token, body);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as Record<string, any>;
  };
  const provider = (code: string, extra: Record<string, unknown> = {}) => ({
    servicerName: `服务商${code}`,
    servicerCode: code,
    servicerType: 'CUSTOMS_BROKER',
    customsRegCode: '3105980ABC',
    contactName: '李四',
    contactPhone: '021-5888 1234',
    contactEmail: 'ops@broker.example',
    address: '上海市浦东新区航城路1号',
    enabled: true,
    ...extra,
  });
  const declaration = (extra: Record<string, unknown> = {}) => ({
    declarationNumber: `D${Date.now() % 1e9}${++n}`,
    tradeMode: '9610',
    declarationStatus: 'DRAFT',
    currency: 'CNY',
    goodsName: '保健品',
    ...extra,
  });
  const rowOf = async (resource: string, id: number, token = admin) => (await call('GET', `/api/${resource}/${id}`, token)).json().data;

  beforeAll(async () => {
    h = await startApp(target);
    admin = await h.tokenFor('2|admin|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('keeps service providers per organisation: CRUD, a unique code per organisation, the shared rules', async () => {
    const a = await created('os_servicer_page', provider('BRK-01'));
    expect(a).toMatchObject({ servicerName: '服务商BRK-01', servicerType: 'CUSTOMS_BROKER', enabled: true });
    // The same code again in the same organisation is a conflict; another organisation may use it.
    const dup = await call('POST', '/api/os_servicer_page', admin, provider('BRK-01'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().data.errors.servicerCode).toBe('服务商代码已存在');
    const b = await created('os_servicer_page', provider('BRK-01'), admin2);

    // Each organisation lists only its own; another organisation's record is a 404 to read, change or delete.
    const list = (await call('GET', '/api/os_servicer_page?servicerCode=BRK-01', admin)).json().data;
    expect(list.records.map((r: any) => r.id)).toEqual([a.id]);
    expect((await call('GET', `/api/os_servicer_page/${b.id}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/os_servicer_page/${b.id}`, admin, { servicerName: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/os_servicer_page/${b.id}`, admin)).statusCode).toBe(404);
    expect((await rowOf('os_servicer_page', b.id, admin2)).servicerName).toBe('服务商BRK-01');

    // The shared rules: 400 naming each field, nothing stored.
    const bad = await call(
      'POST',
      '/api/os_servicer_page',
      admin,
      provider('BRK 02', { servicerType: 'SHIP', customsRegCode: '12345', contactEmail: 'nope', contactPhone: 'abc' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.errors).sort()).toEqual([
      'contactEmail',
      'contactPhone',
      'customsRegCode',
      'servicerCode',
      'servicerType',
    ]);
    expect(bad.json().data.errors.customsRegCode).toBe('海关注册编码为10位字母或数字');
    const missing = await call('POST', '/api/os_servicer_page', admin, { servicerCode: 'BRK-03' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().data.errors).sort()).toEqual(['servicerName', 'servicerType']);

    const edited = (await call('PUT', `/api/os_servicer_page/${a.id}`, admin, { enabled: false, remark: '暂停合作' })).json().data;
    expect(edited).toMatchObject({ enabled: false, remark: '暂停合作', servicerCode: 'BRK-01' });
    expect((await call('DELETE', `/api/os_servicer_page/${a.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/os_servicer_page/${a.id}`, admin)).statusCode).toBe(404);
  });

  it("offers express channels of the organisation's providers, with exact prices", async () => {
    const p = await created('os_servicer_page', provider('EXP-01', { servicerType: 'EXPRESS' }));
    const other = await created('os_servicer_page', provider('EXP-01', { servicerType: 'EXPRESS' }), admin2);
    const channel = {
      channelName: '美国专线',
      channelCode: 'US-LINE',
      servicerId: p.id,
      destinationCountries: 'US, CA',
      maxWeight: 30,
      pricePerKg: '45.10',
      currency: 'CNY',
      enabled: true,
    };
    const c = await created('qspserver', channel);
    expect(c).toMatchObject({ channelCode: 'US-LINE', servicerId: p.id, pricePerKg: '45.10', maxWeight: 30 });
    // The list shows the provider column and filters by it.
    const list = (await call('GET', `/api/qspserver?servicerId=${p.id}`, admin)).json().data;
    expect(list.records).toHaveLength(1);
    expect(list.records[0]).toMatchObject({ channelName: '美国专线', pricePerKg: '45.10' });

    // Another organisation's provider is not one to reference; bad countries, weights and prices are 400s.
    const foreign = await call('POST', '/api/qspserver', admin, { ...channel, channelCode: 'US-2', servicerId: other.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.errors.servicerId).toBe('服务商不存在');
    const bad = await call('POST', '/api/qspserver', admin, {
      ...channel,
      channelCode: 'US-3',
      destinationCountries: 'USA',
      maxWeight: 0,
      pricePerKg: '1.234',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.errors).sort()).toEqual(['destinationCountries', 'maxWeight', 'pricePerKg']);
    expect((await call('POST', '/api/qspserver', admin, { ...channel })).statusCode).toBe(409);
    expect((await call('GET', '/api/qspserver?channelCode=US', admin2)).json().data.total).toBe(0);
  });

  it('lets a declaration and a delivery order name the provider, inside the organisation', async () => {
    const p = await created('os_servicer_page', provider('BRK-10'));
    const other = await created('os_servicer_page', provider('BRK-10'), admin2);
    const d = await created('os_customs_declaration', declaration({ servicerId: p.id }));
    expect(d.servicerId).toBe(p.id);
    expect((await call('POST', '/api/os_customs_declaration', admin, declaration({ servicerId: other.id }))).statusCode).toBe(400);
    const v = await created('os_vehicle_delivery_order', { deliveryNumber: `VD${++n}`, servicerId: p.id });
    expect(v.servicerId).toBe(p.id);
  });

  describe('batch edit (批量修改)', () => {
    it('sets the values on every selected record in one go and audits each', async () => {
      const p = await created('os_servicer_page', provider('BRK-20'));
      const rows = [
        await created('os_customs_declaration', declaration()),
        await created('os_customs_declaration', declaration()),
        await created('os_customs_declaration', declaration()),
      ];
      const ids = [rows[0].id, rows[1].id];
      const r = await call('POST', '/api/os_customs_declaration/batch', admin, {
        ids,
        values: { declarationStatus: 'DECLARED', servicerId: p.id },
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data).toEqual({ updated: 2, ids });
      for (const id of ids)
        expect(await rowOf('os_customs_declaration', id)).toMatchObject({
          declarationStatus: 'DECLARED',
          servicerId: p.id,
          tradeMode: '9610',
        });
      // The unselected record is untouched.
      expect((await rowOf('os_customs_declaration', rows[2].id)).declarationStatus).toBe('DRAFT');
      const audits = await h.ctx.db
        .selectFrom(AUDIT_TABLE)
        .select(['record_id', 'action'])
        .where('resource', '=', 'os_customs_declaration')
        .where('record_id', 'in', ids.map(String))
        .where('action', '=', 'update')
        .execute();
      expect(audits.map((a: any) => Number(a.record_id)).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));

      // The shipper orders take theirs too ("1,2" as a link sends them).
      const o1 = await created('os_shipper_order', { orderCode: `SO${++n}`, orderStatus: 'DRAFT' });
      const o2 = await created('os_shipper_order', { orderCode: `SO${++n}`, orderStatus: 'DRAFT' });
      const ro = await call('POST', '/api/os_shipper_order/batch', admin, {
        ids: `${o1.id},${o2.id}`,
        values: { orderStatus: 'ACCEPTED', arrivalAirport: 'LAX' },
      });
      expect(ro.statusCode, ro.body).toBe(200);
      expect(await rowOf('os_shipper_order', o2.id)).toMatchObject({ orderStatus: 'ACCEPTED', arrivalAirport: 'LAX' });
    });

    it('refuses bad values, fields that are not batch fields and empty selections, changing nothing', async () => {
      const d = await created('os_customs_declaration', declaration());
      const refused = async (body: unknown, status = 400) => {
        const r = await call('POST', '/api/os_customs_declaration/batch', admin, body);
        expect(r.statusCode, r.body).toBe(status);
        expect((await rowOf('os_customs_declaration', d.id)).declarationStatus).toBe('DRAFT');
        return r.json();
      };
      // The same rule as a single edit: the status must be one of the options.
      expect((await refused({ ids: [d.id], values: { declarationStatus: 'NOPE' } })).data.errors).toHaveProperty('declarationStatus');
      expect((await refused({ ids: [d.id], values: { currency: 'R1B' } })).data.errors.currency).toBe('请输入3位字母的币种代码');
      // Not a batch field (a unique number, a free text): refused by name.
      expect((await refused({ ids: [d.id], values: { declarationNumber: 'X1' } })).data.errors.declarationNumber).toBe(
        '此字段不能批量修改',
      );
      expect((await refused({ ids: [d.id], values: { goodsName: 'X' } })).data.errors).toHaveProperty('goodsName');
      expect((await refused({ ids: [], values: { declarationStatus: 'DECLARED' } })).messageInfo).toBe('请先在列表中选择记录');
      expect((await refused({ ids: [d.id], values: {} })).messageInfo).toBe('请至少设置一个要修改的字段');
      await refused({ ids: ['abc'], values: { declarationStatus: 'DECLARED' } });
      await refused({ ids: Array.from({ length: 501 }, (_, i) => i + 1), values: { declarationStatus: 'DECLARED' } });
      // A list without batch fields offers no batch edit.
      expect(
        (await call('POST', '/api/os_ve_register/batch', admin, { ids: [1], values: { registerStatus: 'APPROVED' } })).statusCode,
      ).toBe(400);
    });

    it("refuses the whole batch when one id is another organisation's, or missing: nothing changed", async () => {
      const mine = [await created('os_customs_declaration', declaration()), await created('os_customs_declaration', declaration())];
      const theirs = await created('os_customs_declaration', declaration(), admin2);
      const r = await call('POST', '/api/os_customs_declaration/batch', admin, {
        ids: [mine[0].id, theirs.id, mine[1].id],
        values: { declarationStatus: 'RELEASED' },
      });
      expect(r.statusCode).toBe(404);
      expect(r.json().messageInfo).toBe('所选记录不存在或不属于本机构，未修改任何记录');
      for (const x of mine) expect((await rowOf('os_customs_declaration', x.id)).declarationStatus).toBe('DRAFT');
      expect((await rowOf('os_customs_declaration', theirs.id, admin2)).declarationStatus).toBe('DRAFT');
      expect(
        (
          await call('POST', '/api/os_customs_declaration/batch', admin, {
            ids: [mine[0].id, 999999999],
            values: { declarationStatus: 'RELEASED' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await rowOf('os_customs_declaration', mine[0].id)).declarationStatus).toBe('DRAFT');
      // A provider of another organisation is no value to set either.
      const foreign = await created('os_servicer_page', provider('BRK-30'), admin2);
      const f = await call('POST', '/api/os_customs_declaration/batch', admin, { ids: [mine[0].id], values: { servicerId: foreign.id } });
      expect(f.statusCode).toBe(400);
      expect((await rowOf('os_customs_declaration', mine[0].id)).servicerId).toBeNull();
    });

    it("needs the list's edit button code (403), and a login (401)", async () => {
      const d = await created('os_customs_declaration', declaration());
      const tag = `bq${++n}`;
      const role = (await call('POST', '/api/hrs_role', admin, { roleCode: tag, roleName: `只读${tag}` })).json().data;
      expect(
        (await call('PUT', `/hrs/permission/role/${role.id}`, admin, { codes: ['osManage', 'os_customs_declaration'] })).statusCode,
      ).toBe(200);
      expect(
        (
          await call('POST', '/api/hrs_user', admin, {
            userName: '周九',
            loginName: tag,
            roleId: role.id,
            loginRole: 'staff',
            status: '1',
            password: 'Clerk2026x',
          })
        ).statusCode,
      ).toBe(200);
      const login = await h.login(`2|${tag}|DEMO`, 'Clerk2026x');
      expect(login.statusCode, login.body).toBe(200);
      const token = login.json().access_token as string;
      expect((await call('GET', '/api/os_customs_declaration', token)).statusCode).toBe(200);
      expect(
        (await call('POST', '/api/os_customs_declaration/batch', token, { ids: [d.id], values: { declarationStatus: 'RELEASED' } }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await h.app.inject({
            method: 'POST',
            url: '/api/os_customs_declaration/batch',
            payload: { ids: [d.id], values: { declarationStatus: 'RELEASED' } },
          })
        ).statusCode,
      ).toBe(401);
      expect((await rowOf('os_customs_declaration', d.id)).declarationStatus).toBe('DRAFT');
    });
  });
});
