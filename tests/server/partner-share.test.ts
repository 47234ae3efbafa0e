import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLink } from '../../server/external/signed-links';
import { startApp, startOfBudgetWindow, targets } from './harness';

/**
 * A partner's own pages through HTTP (docs/partner-share.md): staff issue signed links from the
 * partner record; the address-binding link keeps the partner's addresses (收发货人 rows of that partner)
 * under the party rules of docs/behaviour.md §1.5.2, the order-track link lists the partner's orders with their
 * share codes. Every bad link is the same 404; another organisation's partners and orders stay out.
 */
const INVALID = '链接无效或已过期';

describe.each(targets)('partner share pages on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let admin2: string;
  let coopId: number;
  let otherCoopId: number;
  let foreignCoopId: number;
  let orgId: number;
  let coopToken: string;
  let trackToken: string;

  const call = (method: string, url: string, token: string | null, payload?: unknown) =>
    h.app.inject({ method: method as any, url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as any });
  const data = async (method: string, url: string, token: string | null, payload?: unknown) => {
    const r = await call(method, url, token, payload);
    expect(r.statusCode, `${method} ${url}: ${r.body}`).toBe(200);
    return r.json().data;
  };
  const share = (t: string) => `/prm/external/coopShare?t=${encodeURIComponent(t)}`;
  const track = (t: string) => `/prm/external/coopTrack?t=${encodeURIComponent(t)}`;

  const SHIPPER = {
    scType: 'shipper',
    scName: 'ACME TRADING CO',
    scAddress: '88 CENTURY AVE',
    nationCode: 'CN',
    cityNameEn: 'SHANGHAI',
    postCode: '200120',
    telNumber: '021-5888 0000',
    contactName: 'LI LEI',
    isDefault: true,
  };
  const CONSIGNEE = {
    scType: 'consignee',
    scName: 'ACME USA INC',
    scAddress: '1 MAIN ST',
    nationCode: 'US',
    stateCode: 'CA',
    cityNameEn: 'LOS ANGELES',
    postCode: '90001',
    contactName: 'JOHN DOE',
    isDefault: true,
  };

  beforeAll(async () => {
    h = await startApp(target, { externalRatePerMinute: 100_000 });
    admin = await h.tokenFor('2|admin|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
    coopId = (
      await data('POST', '/api/prm_coop', admin, {
        coopCode: 'PSHARE1',
        coopName: '共享测试客户有限公司',
        coopNameEn: 'SHARE TEST CO',
        coopType: 'customer',
      })
    ).id;
    otherCoopId = (await data('POST', '/api/prm_coop', admin, { coopCode: 'PSHARE2', coopName: '另一个客户', coopType: 'customer' })).id;
    foreignCoopId = (await data('POST', '/api/prm_coop', admin2, { coopCode: 'PSHARE9', coopName: '别家客户', coopType: 'customer' })).id;
    await data('POST', '/api/af_order', admin, {
      orderCode: 'PS-AF-1',
      customerId: coopId,
      awbNumber: '999-12345675',
      departureStation: 'PVG',
      arrivalStation: 'LAX',
      expectDeparture: '2026-05-01',
    });
    await data('POST', '/api/se_order', admin, {
      orderCode: 'PS-SE-1',
      customerId: coopId,
      mlbNumber: 'MEDU7654321',
      departureStation: 'Shanghai',
      arrivalStation: 'Hamburg',
    });
    await data('POST', '/api/af_order', admin, { orderCode: 'PS-AF-OTHER', customerId: otherCoopId });
    await data('POST', '/api/af_order', admin2, { orderCode: 'PS-AF-FOREIGN', customerId: foreignCoopId });
    const link = await data('POST', `/prm/partnerShare/${coopId}/link`, admin, { kind: 'coop' });
    coopToken = link.token;
    orgId = parseInt(coopToken.split('.')[1], 36);
    trackToken = (await data('POST', `/prm/partnerShare/${coopId}/link`, admin, { kind: 'coopTrack' })).token;
  });
  afterAll(async () => {
    await h?.close();
  });

  it('opens the address page by the link without a login: the partner as the forwarder names it, no addresses yet', async () => {
    const d = await data('GET', share(coopToken), null);
    expect(d.partner).toEqual({ coopName: '共享测试客户有限公司', coopNameEn: 'SHARE TEST CO' });
    expect(d.forwarderName).toBeTruthy();
    expect(d.addresses).toEqual([]);
    expect(new Date(d.expiresAt).getTime()).toBeGreaterThan(Date.now() + 170 * 86_400_000);
  });

  it('answers a forged, expired, wrong-kind or other-organisation link with the same 404', async () => {
    const parts = coopToken.split('.');
    const forged = [...parts.slice(0, 4), `${parts[4].slice(0, -1)}${parts[4].endsWith('A') ? 'B' : 'A'}`].join('.');
    const retargeted = [parts[0], parts[1], (Number.parseInt(parts[2], 36) + 1).toString(36), parts[3], parts[4]].join('.');
    const linkId = Number.parseInt(parts[2], 36);
    const expired = signLink(h.ctx, 'coopLink', orgId, linkId, Date.now() - 181 * 86_400_000).token;
    // Signed by this server but naming a link row of another organisation under ours.
    const foreignLink = (await data('POST', `/prm/partnerShare/${foreignCoopId}/link`, admin2, { kind: 'coop' })).id;
    const crossed = signLink(h.ctx, 'coopLink', orgId, foreignLink).token;
    // Signed correctly for a link row that was never issued, and for this link's row as the other page.
    const unissued = signLink(h.ctx, 'coopLink', orgId, linkId + 1000).token;
    const otherPage = signLink(h.ctx, 'coopTrackLink', orgId, linkId).token;
    for (const t of [forged, retargeted, expired, trackToken, crossed, unissued, otherPage, 'garbage', '']) {
      const r = await call('GET', share(t), null);
      expect(r.statusCode, t).toBe(404);
      expect(r.json().messageInfo).toBe(INVALID);
      const w = await call('POST', share(t), null, { entries: [SHIPPER] });
      expect(w.statusCode, t).toBe(404);
      expect(w.json().messageInfo).toBe(INVALID);
    }
    const t = await call('GET', track(coopToken), null);
    expect(t.statusCode).toBe(404);
    expect(t.json().messageInfo).toBe(INVALID);
    expect((await data('GET', share(coopToken), null)).addresses).toEqual([]);
  });

  it('lists every link issued on the partner with its expiry, and a revoked link answers the same 404 as an unknown one', async () => {
    const first = await data('POST', `/prm/partnerShare/${otherCoopId}/link`, admin, { kind: 'coop' });
    const second = await data('POST', `/prm/partnerShare/${otherCoopId}/link`, admin, { kind: 'coop' });
    const trackLink = await data('POST', `/prm/partnerShare/${otherCoopId}/link`, admin, { kind: 'coopTrack' });
    // The lifetime is the PARTNER_LINK_DAYS setting (180 by default).
    expect(Math.abs(new Date(first.expiresAt).getTime() - (Date.now() + 180 * 86_400_000))).toBeLessThan(60_000);
    const panel = await data('GET', `/prm/partnerShare/${otherCoopId}`, admin);
    expect(panel.links.map((l: any) => [l.id, l.kind, l.status])).toEqual([
      [trackLink.id, 'coopTrack', 'active'],
      [second.id, 'coop', 'active'],
      [first.id, 'coop', 'active'],
    ]);
    expect(panel.links[2]).toMatchObject({ expiresAt: first.expiresAt, issuedBy: expect.any(String), revokedAt: null });
    expect((await data('GET', share(first.token), null)).partner.coopName).toBe('另一个客户');

    const r = await data('POST', `/prm/partnerShare/${otherCoopId}/links/${first.id}/revoke`, admin);
    expect(r.links.find((l: any) => l.id === first.id)).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    for (const [method, url] of [
      ['GET', share(first.token)],
      ['POST', share(first.token)],
    ] as const) {
      const gone = await call(method, url, null, method === 'POST' ? { entries: [SHIPPER] } : undefined);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().messageInfo).toBe(INVALID);
    }
    // The other links of the partner work on; the binding state shows the newest live link.
    expect((await data('GET', share(second.token), null)).partner.coopName).toBe('另一个客户');
    expect((await data('GET', track(trackLink.token), null)).partner.coopName).toBe('另一个客户');
    await data('POST', `/prm/partnerShare/${otherCoopId}/links/${second.id}/revoke`, admin);
    expect((await call('GET', share(second.token), null)).statusCode).toBe(404);
    expect((await data('GET', `/prm/partnerShare/${otherCoopId}`, admin)).coopLink).toBeNull();
    // Only staff with the partner edit button, and only the organisation's own links.
    expect((await call('POST', `/prm/partnerShare/${otherCoopId}/links/${trackLink.id}/revoke`, admin2)).statusCode).toBe(404);
    expect((await call('POST', `/prm/partnerShare/${coopId}/links/${trackLink.id}/revoke`, admin)).statusCode).toBe(404);
    expect((await data('GET', track(trackLink.token), null)).partner.coopName).toBe('另一个客户');
  });

  it('refuses addresses breaking the party rules with field paths, and stores nothing', async () => {
    const r = await call('POST', share(coopToken), null, {
      entries: [
        SHIPPER,
        { ...CONSIGNEE, stateCode: '', postCode: '9000' },
        { scType: 'notify', scName: '中文名称', nationCode: 'CN', telNumber: 'CALL ME' },
        { ...SHIPPER, scName: 'SECOND DEFAULT' },
      ],
    });
    expect(r.statusCode).toBe(400);
    const errors = r.json().data.errors;
    expect(errors['entries[1].postCode']).toBe('美国邮编必须是5位数字');
    expect(errors['entries[1].stateCode']).toBe('美国、加拿大、墨西哥必须填写2位字母的州/省代码');
    expect(errors['entries[2].scName']).toBeTruthy();
    expect(errors['entries[2].telNumber']).toBeTruthy();
    expect(errors['entries[3].isDefault']).toBe('每种类型只能有一个默认地址');
    expect(errors['entries[0].scName']).toBeUndefined();
    const en = await h.app.inject({
      method: 'POST',
      url: share(coopToken),
      headers: { 'accept-language': 'en-US' },
      payload: { entries: [{ ...CONSIGNEE, postCode: '' }, { scType: 'shipper' }] },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().data.errors['entries[0].postCode']).toBe('A postcode is required for this country');
    expect(Object.keys(en.json().data.errors)).toContain('entries[1].scName');
    expect((await call('POST', share(coopToken), null, { entries: 'x' })).statusCode).toBe(400);
    expect((await call('POST', share(coopToken), null, { entries: Array.from({ length: 51 }, () => SHIPPER) })).statusCode).toBe(400);
    expect((await data('GET', share(coopToken), null)).addresses).toEqual([]);
    const stored = await h.ctx.db.selectFrom('prm_shipper_consignee').select('id').where('coop_id', '=', coopId).execute();
    expect(stored).toEqual([]);
  });

  it("stores the partner's addresses as its 收发货人 rows, which staff see and the binding state counts", async () => {
    const saved = (
      await data('POST', share(coopToken), null, {
        entries: [SHIPPER, CONSIGNEE, { scType: 'notify', scName: 'NOTIFY PARTY', nationCode: 'DE', postCode: '10115' }],
      })
    ).addresses;
    expect(saved).toHaveLength(3);
    expect(saved[0]).toMatchObject({ scType: 'shipper', scName: 'ACME TRADING CO', isDefault: true });
    expect(saved[2]).toMatchObject({ scType: 'notify', isDefault: false });

    const list = await data('GET', `/api/prm_shipperConsignee?coopId=${coopId}&size=50&fields=scName,isDefault,coopId`, admin);
    expect(list.records.map((r: any) => r.scName).sort()).toEqual(['ACME TRADING CO', 'ACME USA INC', 'NOTIFY PARTY']);
    expect(list.records.every((r: any) => r.coopId === coopId)).toBe(true);

    const panel = await data('GET', `/prm/partnerShare/${coopId}`, admin);
    expect(panel.addresses).toHaveLength(3);
    expect(panel.coopLink.issuedAt).toBeTruthy();
    expect(panel.coopLink.boundAt).toBeTruthy();
    expect(panel.canIssue).toBe(true);

    const state = await data('GET', '/prm/partnerShare/bindings?keyword=PSHARE', admin);
    const mine = state.records.find((r: any) => r.id === coopId);
    expect(mine).toMatchObject({ addressCount: 3, defaultShipper: 'ACME TRADING CO', defaultConsignee: 'ACME USA INC' });
    expect(mine.trackLink.issuedAt).toBeTruthy();
    expect(state.records.find((r: any) => r.id === otherCoopId)).toMatchObject({ addressCount: 0, coopLink: null });
    expect(state.records.some((r: any) => r.id === foreignCoopId)).toBe(false);

    // Maintaining: the list sent is the list kept (one changed, one removed, one added).
    const [s, c] = saved;
    const next = (
      await data('POST', share(coopToken), null, {
        entries: [
          { ...SHIPPER, id: s.id, scAddress: '99 CENTURY AVE' },
          { ...CONSIGNEE, id: c.id, isDefault: false },
          { scType: 'consignee', scName: 'NEW CONSIGNEE', nationCode: 'GB', postCode: 'SW1A 1AA', isDefault: true },
        ],
      })
    ).addresses;
    expect(next.map((a: any) => a.scName)).toEqual(['ACME TRADING CO', 'ACME USA INC', 'NEW CONSIGNEE']);
    expect(next[0]).toMatchObject({ id: s.id, scAddress: '99 CENTURY AVE' });
    expect((await data('GET', '/prm/partnerShare/bindings?keyword=PSHARE1', admin)).records[0].defaultConsignee).toBe('NEW CONSIGNEE');
  });

  it("never lets a link touch another partner's addresses", async () => {
    const foreign = await data('POST', '/api/prm_shipperConsignee', admin, {
      scType: 'shipper',
      scName: 'OTHER PARTY',
      nationCode: 'CN',
      postCode: '200000',
      coopId: otherCoopId,
    });
    const r = await call('POST', share(coopToken), null, { entries: [{ ...SHIPPER, id: foreign.id }] });
    expect(r.statusCode).toBe(400);
    expect(r.json().data.errors['entries[0].id']).toBe('地址不存在');
    expect((await data('GET', `/api/prm_shipperConsignee/${foreign.id}`, admin)).scName).toBe('OTHER PARTY');
    expect((await data('GET', share(coopToken), null)).addresses).toHaveLength(3);
  });

  it('holds staff writes of 收发货人 to the same party rules and one default per type', async () => {
    const bad = await call('POST', '/api/prm_shipperConsignee', admin, {
      scType: 'consignee',
      scName: 'STAFF ROW',
      nationCode: 'US',
      stateCode: 'NY',
      postCode: '123',
      coopId: otherCoopId,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors.postCode).toBe('美国邮编必须是5位数字');
    expect(await h.ctx.db.selectFrom('prm_shipper_consignee').select('id').where('sc_name', '=', 'STAFF ROW').execute()).toEqual([]);
    const a = await data('POST', '/api/prm_shipperConsignee', admin, {
      scType: 'consignee',
      scName: 'STAFF A',
      nationCode: 'CN',
      postCode: '200000',
      coopId: otherCoopId,
      isDefault: true,
    });
    const b = await data('POST', '/api/prm_shipperConsignee', admin, {
      scType: 'consignee',
      scName: 'STAFF B',
      nationCode: 'CN',
      postCode: '200000',
      coopId: otherCoopId,
      isDefault: true,
    });
    expect((await data('GET', `/api/prm_shipperConsignee/${a.id}`, admin)).isDefault).toBe(false);
    expect((await data('GET', `/api/prm_shipperConsignee/${b.id}`, admin)).isDefault).toBe(true);
    // A change of country is checked against the stored postcode too.
    const moved = await call('PUT', `/api/prm_shipperConsignee/${b.id}`, admin, { nationCode: 'DE', postCode: 'ABC' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().data.errors.postCode).toBe('德国邮编必须是5位数字');
  });

  it("lists the partner's orders with their share codes by the track link, and only its own", async () => {
    const d = await data('GET', track(trackToken), null);
    expect(d.partner.coopName).toBe('共享测试客户有限公司');
    const codes = d.orders.map((o: any) => o.orderCode);
    expect(codes.sort()).toEqual(['PS-AF-1', 'PS-SE-1']);
    const af = d.orders.find((o: any) => o.orderCode === 'PS-AF-1');
    expect(af).toMatchObject({ scope: 'AE', departure: 'PVG', arrival: 'LAX', displayNumber: '999-12345675' });
    expect(af.shareCode).toMatch(/^AF[0-9a-f-]{36}$/);
    expect(af.expectDeparture).toContain('2026-05-01');
    expect(af.id).toBeUndefined();
    expect(d.orders.find((o: any) => o.orderCode === 'PS-SE-1').shareCode).toMatch(/^SE/);
    // The share code opens the public tracking page's call.
    expect((await call('GET', `/afbase/external/order/orderTrack?o=${af.shareCode}`, null)).statusCode).toBe(200);

    const staff = await data('GET', `/prm/partnerShare/${coopId}/orders`, admin);
    expect(staff.orders.map((o: any) => o.orderCode).sort()).toEqual(['PS-AF-1', 'PS-SE-1']);
    const foreignLink = (await data('POST', `/prm/partnerShare/${foreignCoopId}/link`, admin2, { kind: 'coopTrack' })).id;
    const crossed = await call('GET', track(signLink(h.ctx, 'coopTrackLink', orgId, foreignLink).token), null);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().messageInfo).toBe(INVALID);
  });

  it("keeps another organisation's staff out of the partner, its orders and its links", async () => {
    for (const [m, u, body] of [
      ['GET', `/prm/partnerShare/${coopId}`],
      ['GET', `/prm/partnerShare/${coopId}/orders`],
      ['POST', `/prm/partnerShare/${coopId}/link`, { kind: 'coop' }],
    ] as const) {
      const r = await call(m, u, admin2, body);
      expect(r.statusCode, u).toBe(404);
    }
    expect((await call('GET', `/prm/partnerShare/${coopId}`, null)).statusCode).toBe(401);
    expect((await call('POST', `/prm/partnerShare/${coopId}/link`, admin, { kind: 'other' })).statusCode).toBe(400);
    const theirs = await data('GET', '/prm/partnerShare/bindings', admin2);
    expect(theirs.records.some((r: any) => r.id === coopId)).toBe(false);
  });
});

describe.each(targets)('partner share links are rate-limited on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  // A shorter link lifetime set for this installation (PARTNER_LINK_DAYS).
  beforeAll(async () => {
    h = await startApp(target, { externalRatePerMinute: 3, partnerLinkDays: 7 });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers 429 once an address has spent its budget, valid link or not', async () => {
    await startOfBudgetWindow();
    const admin = await h.tokenFor('2|admin|DEMO');
    const coop = await h.ok('POST', '/api/prm_coop', admin, { coopCode: 'RATE1', coopName: '限流客户', coopType: 'customer' });
    const issued = await h.ok('POST', `/prm/partnerShare/${coop.id}/link`, admin, { kind: 'coopTrack' });
    expect(Math.abs(new Date(issued.expiresAt).getTime() - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    const token = issued.token;
    const urls = [`/prm/external/coopTrack?t=${token}`, '/prm/external/coopShare?t=bad', `/prm/external/coopTrack?t=${token}`];
    for (const u of urls) expect((await h.get(u)).statusCode).not.toBe(429);
    const over = await h.get(`/prm/external/coopTrack?t=${token}`);
    expect(over.statusCode).toBe(429);
  });
});
