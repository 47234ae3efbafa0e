import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';

/**
 * The manifest exchange log (报文查看, /os_exchangeLook; docs/api-office.md): the messages the
 * product sends about manifests (an air order's manifest records submitted, changed, deleted), each
 * with its real outcome, time and user, and nothing made up.
 */

interface Message {
  messageId: string;
  messageType: string;
  businessScope: string;
  mawbNumber: string | null;
  businessNumber: string | null;
  orderCode: string | null;
  sendTime: string;
  messageStatus: string;
  userName: string | null;
  messageContent: string;
  errorMessage: string | null;
}

const MAWB = '020-81140743';

describe.each(targets)('manifest exchange log on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  let staff: string;
  let admin2: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });
  const log = async (token: string, query = '') => {
    const r = await call('GET', `/api/os_exchangeLook?current=1&size=50${query}`, token);
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as { records: Message[]; total: number };
  };

  beforeAll(async () => {
    h = await startApp(target);
    [admin, staff, admin2] = await Promise.all([h.tokenFor('2|admin|DEMO'), h.tokenFor('0|13800138000|DEMO'), h.tokenFor('2|admin|DEMO2')]);
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('is empty until a manifest is sent, although the demo orders carry manifest records', async () => {
    const seeded = await h.ctx.db.selectFrom('os_manifest').select('id').limit(1).execute();
    expect(seeded).toHaveLength(1);
    expect(await log(admin)).toMatchObject({ records: [], total: 0 });
  });

  it("records each manifest record an order's writes submit, change and delete, with the user, time and outcome", async () => {
    const start = Date.now();
    const created = await call('POST', '/api/af_order', admin, {
      orderCode: 'MF-EX-1',
      awbNumber: MAWB,
      manifestList: [
        { masterFlag: true, quantity: 10, grossWeight: 120.5, originalTime: '2026-11-20T02:00:00.000Z' },
        { masterFlag: false, hawbNumber: 'SHA0001', quantity: 4, grossWeight: 40, originalTime: '2026-11-20T02:30:00.000Z' },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    let d = await log(admin);
    expect(d.total).toBe(2);
    const nameOf = async (column: 'login_name' | 'phone_number', value: string) =>
      (
        await h.ctx.db
          .selectFrom('hrs_user as u')
          .innerJoin('hrs_org as o', 'o.id', 'u.org_id')
          .select('u.user_name')
          .where(`u.${column}`, '=', value)
          .where('o.org_code', '=', 'DEMO')
          .executeTakeFirstOrThrow()
      ).user_name;
    const userName = await nameOf('login_name', 'admin');
    const staffName = await nameOf('phone_number', '13800138000');
    for (const m of d.records) {
      expect(m).toMatchObject({
        messageType: 'SUBMIT',
        messageStatus: 'SUCCESS',
        businessScope: 'AE',
        mawbNumber: MAWB,
        orderCode: 'MF-EX-1',
        userName,
        errorMessage: null,
      });
      expect(m.messageId).toMatch(/^MF\d{8}$/);
      expect(Date.parse(m.sendTime)).toBeGreaterThanOrEqual(start - 1000);
    }
    expect(d.records.map((m) => m.businessNumber).sort()).toEqual([MAWB, 'SHA0001']);
    const house = d.records.find((m) => m.businessNumber === 'SHA0001')!;
    expect(house.messageContent).toBe('舱单申报 分单 SHA0001：原始舱单 2026-11-20 10:30，件数 4，重量(KG) 40');

    // The staff member changes the house record's tally, adds a second one and drops the master's.
    const changed = await call('PUT', `/api/af_order/${id}`, staff, {
      manifestList: [
        {
          masterFlag: false,
          hawbNumber: 'SHA0001',
          quantity: 4,
          grossWeight: 40,
          originalTime: '2026-11-20T02:30:00.000Z',
          tallyTime: '2026-11-21T06:00:00.000Z',
        },
        { masterFlag: false, hawbNumber: 'SHA0002', quantity: 6, grossWeight: 80.5 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    d = await log(admin, '&sort=id,desc');
    expect(d.total).toBe(5);
    const latest = d.records.slice(0, 3);
    expect(latest.map((m) => [m.messageType, m.businessNumber, m.messageStatus, m.userName])).toEqual(
      expect.arrayContaining([
        ['CHANGE', 'SHA0001', 'SUCCESS', staffName],
        ['SUBMIT', 'SHA0002', 'SUCCESS', staffName],
        ['DELETE', MAWB, 'SUCCESS', staffName],
      ]),
    );
    expect(latest.find((m) => m.messageType === 'CHANGE')!.messageContent).toBe('舱单变更 分单 SHA0001：理货 - → 2026-11-21 14:00');
    expect(latest.find((m) => m.messageType === 'DELETE')!.messageContent).toMatch(
      /^舱单删除 主单：原始舱单 2026-11-20 10:00，件数 10，重量\(KG\) 120.5/,
    );

    // Another field alone changes no manifest: nothing is sent.
    expect((await call('PUT', `/api/af_order/${id}`, admin, { remark: '只改备注' })).statusCode).toBe(200);
    expect((await log(admin)).total).toBe(5);

    // A refused write sent nothing that was stored: the attempt is logged as failed, with the reason, and the order is unchanged.
    const refused = await call('PUT', `/api/af_order/${id}`, admin, {
      manifestList: [
        {
          masterFlag: false,
          hawbNumber: 'SHA0001',
          quantity: 4,
          grossWeight: 40,
          originalTime: '2026-11-20T02:30:00.000Z',
          tallyTime: '2026-11-21T06:00:00.000Z',
        },
        { masterFlag: false, hawbNumber: 'SHA0002', quantity: 6, grossWeight: 80.5, tallyTime: '明天' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    const failed = (await log(admin, '&messageStatus=FAILED')).records;
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ messageType: 'CHANGE', businessNumber: 'SHA0002', orderCode: 'MF-EX-1', mawbNumber: MAWB, userName });
    expect(failed[0].messageContent).toBe('舱单变更 分单 SHA0002：理货 - → 明天');
    expect(failed[0].errorMessage).toBe(refused.json().messageInfo);
    const stored = (await call('GET', `/api/af_order/${id}`, admin)).json().data.manifestList;
    expect(stored.map((m: any) => m.tallyTime ?? null)).toEqual(['2026-11-21T06:00:00.000Z', null]);

    // Deleting the order deletes its manifest records.
    expect((await call('DELETE', `/api/af_order/${id}`, admin)).statusCode).toBe(200);
    const deleted = (await log(admin, '&messageType=DELETE&messageStatus=SUCCESS&sort=id,desc')).records;
    expect(
      deleted
        .slice(0, 2)
        .map((m) => m.businessNumber)
        .sort(),
    ).toEqual(['SHA0001', 'SHA0002']);
    expect((await log(admin)).total).toBe(8);
  });

  it('a question asked before saving (内部编号已存在，是否继续?) is no failure: the confirmed write sends the manifest once', async () => {
    expect((await call('POST', '/api/af_order', admin, { orderCode: 'MF-Q-1', internalNumber: 'INT-MF-1' })).statusCode).toBe(200);
    const before = (await log(admin)).total;
    const body = {
      orderCode: 'MF-Q-2',
      internalNumber: 'INT-MF-1',
      awbNumber: MAWB,
      manifestList: [{ masterFlag: false, hawbNumber: 'SHAQ001', quantity: 1 }],
    };
    const asked = await call('POST', '/api/af_order', admin, body);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().data.confirm).toBeTruthy();
    expect((await log(admin)).total).toBe(before);
    expect((await call('POST', `/api/af_order?confirm=${asked.json().data.confirm}`, admin, body)).statusCode).toBe(200);
    const d = await log(admin, '&sort=id,desc');
    expect(d.total).toBe(before + 1);
    expect(d.records[0]).toMatchObject({ messageType: 'SUBMIT', messageStatus: 'SUCCESS', businessNumber: 'SHAQ001', orderCode: 'MF-Q-2' });
  });

  it("logs the manifest of an air import order, and never shows another organisation's messages", async () => {
    const made = await call('POST', '/api/ai_order', admin, {
      orderCode: 'MF-AI-1',
      awbNumber: MAWB,
      manifestList: [{ masterFlag: true, quantity: 2 }],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect((await log(admin, '&businessScope=AI')).records.map((m) => [m.messageType, m.orderCode])).toEqual([['SUBMIT', 'MF-AI-1']]);
    expect(await log(admin2)).toMatchObject({ records: [], total: 0 });
    expect((await h.app.inject({ method: 'GET', url: '/api/os_exchangeLook' })).statusCode).toBe(401);
  });
});
