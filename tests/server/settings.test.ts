import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS, resetSettings, digitsField, DIGIT_RULES } from '../../src/schemas/settings';
import { startApp, targets } from './harness';
import { startSmtp } from '../support/smtp';

const SECRET = 'Mail-Secret-42';

describe.each(targets)('personal settings calls on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  let staff: string;
  let admin2: string;
  const ids = { admin: 0, staff: 0, admin2: 0 };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as any });
  const settingsOf = async (token: string, id: number) => (await call('GET', `/hrs/user/${id}`, token)).json().data;
  /** Every answer a user can get that shows their own record. */
  const answersAbout = async (token: string, id: number) => [
    (await call('GET', `/hrs/user/${id}`, token)).body,
    (await call('GET', '/hrs/user/getHrsUserExtend', token)).body,
    (await call('GET', '/hrs/user/current', token)).body,
    (await call('GET', `/api/hrs_user/${id}`, token)).body,
    (await call('GET', '/api/hrs_user?current=1&size=50', token)).body,
  ];

  beforeAll(async () => {
    [h, smtp] = await Promise.all([startApp(target, { mailTimeoutMs: 5000 }), startSmtp()]);
    admin = await h.tokenFor('2|admin|DEMO');
    staff = await h.tokenFor('0|13800138000|DEMO');
    admin2 = await h.tokenFor('2|admin|DEMO2');
    const users = await h.ctx.db
      .selectFrom('hrs_user as u')
      .innerJoin('hrs_org as o', 'o.id', 'u.org_id')
      .select(['u.id', 'u.login_name', 'u.phone_number', 'o.org_code'])
      .execute();
    ids.admin = users.find((u) => u.org_code === 'DEMO' && u.login_name === 'admin')!.id;
    ids.staff = users.find((u) => u.phone_number === '13800138000')!.id;
    ids.admin2 = users.find((u) => u.org_code === 'DEMO2' && u.login_name === 'admin')!.id;
  });
  afterAll(async () => {
    await Promise.all([h?.close(), smtp?.close()]);
  });

  it('answers the own settings with every declared field, the spec defaults, and no password', async () => {
    const r = await call('GET', `/hrs/user/${ids.staff}`, staff);
    expect(r.statusCode).toBe(200);
    const s = r.json().data;
    for (const def of SETTINGS) expect(s, def.name).toHaveProperty(def.name);
    expect(s).toMatchObject({
      userId: ids.staff,
      orgName: '演示国际货运代理有限公司',
      userName: '张三',
      userEname: 'San Zhang',
      phoneNumber: '13800138000',
      internationalCountryCode: '86',
      userEmail: 'zhangsan@demo.example',
      loginRole: 'staff',
      paramText: 'zh-CN',
      pageLanguage: 'zh-CN',
      loadingDateType: 'LOCALTIME',
      orderAeHawbCopyAwbInfo: '1',
      feeServiceNameType: 'CN',
      mailValid: '0',
      mailSsl: false,
      mailPort: 25,
      orderAeDigitsWeight: 1,
      orderAeDigitsVolume: 3,
      orderAeDigitsChargeWeight: 2,
      orderSeDigitsWeight: 3,
      orderIoDigitsChargeWeight: 2,
      personalAeLockPageLockStatus: '2',
      orderTrackCcUser: [],
      sendBillCcUser: [],
      mailVerifyCode: '',
      mailVerifyCodeSet: false,
      aeWarehouseId: null,
      orderAeDefaultStation: null,
    });
  });

  it("refuses another user's settings with 403, in the same organisation or another", async () => {
    expect((await call('GET', `/hrs/user/${ids.admin}`, staff)).statusCode).toBe(403);
    expect((await call('GET', `/hrs/user/${ids.staff}`, admin)).statusCode).toBe(403);
    expect((await call('GET', `/hrs/user/${ids.staff}`, admin2)).statusCode).toBe(403);
    expect((await call('GET', '/hrs/user/abc', staff)).statusCode).toBe(404);
    expect((await h.get(`/hrs/user/${ids.staff}`)).statusCode).toBe(401);
    // Writing goes to the caller's own record whatever the body says.
    const r = await call('PUT', '/hrs/user/editPersonal', staff, { userId: ids.admin, userEname: 'Staff Only' });
    expect(r.statusCode).toBe(200);
    expect((await settingsOf(admin, ids.admin)).userEname).toBe('Administrator');
    expect((await settingsOf(staff, ids.staff)).userEname).toBe('Staff Only');
  });

  it('answers the extension settings with -1 for warehouses not set', async () => {
    const d = (await call('GET', '/hrs/user/getHrsUserExtend', staff)).json().data;
    expect(d).toMatchObject({
      userId: ids.staff,
      aeWarehouseId: -1,
      aiWarehouseId: -1,
      loadingDateType: 'LOCALTIME',
      orderAeHawbCopyAwbInfo: '1',
      feeServiceNameType: 'CN',
    });
    expect(d).not.toHaveProperty('mailVerifyCode');
  });

  it('answers the lists the dialog chooses from', async () => {
    const codes = (await call('GET', `/hrs/org/listCategory/${encodeURIComponent('国际电话区号')}`, staff)).json().data;
    expect(codes.find((c: any) => c.ediCode1 === '86').paramText).toContain('+86');
    const dates = (await call('GET', `/hrs/org/listCategory/${encodeURIComponent('订单默认日期')}`, staff)).json().data;
    expect(dates.map((d: any) => d.ediCode1)).toEqual(['NOON', 'D0', 'D1', 'D2', 'D3']);
    expect((await call('GET', `/hrs/org/listCategory/${encodeURIComponent('没有')}`, staff)).statusCode).toBe(404);
    const sizes = (await call('GET', '/afbase/category/modelCategory?categoryType=45', staff)).json().data;
    expect(sizes[0]).toEqual({ paramText: expect.any(String), ediCode1: '100*100' });
    expect((await call('GET', '/afbase/category/modelCategory?categoryType=44', staff)).statusCode).toBe(404);
    expect((await call('GET', '/hrs/user/selectParamTexts', staff)).json().data).toEqual([
      { value: 'zh-CN', label: '简体中文' },
      { value: 'en-US', label: 'English' },
    ]);
    const fees = (await call('GET', '/afbase/feeService/options?businessScope=AE', staff)).json().data;
    expect(fees.map((f: any) => f.code).sort()).toEqual(['AF', 'CUS', 'DLV', 'DOC', 'FSC', 'TRK', 'WH']);
    const demoFees = (await call('GET', '/afbase/feeService/options', staff)).json().data;
    expect(demoFees).toHaveLength(10);
    expect((await call('GET', '/afbase/feeService/options?businessScope=XX', staff)).statusCode).toBe(400);
    // Another organisation sees its own fee items only.
    const otherFees = (await call('GET', '/afbase/feeService/options', admin2)).json().data;
    expect(otherFees.filter((f: any) => demoFees.some((d: any) => d.value === f.value))).toEqual([]);
    const people = (await call('GET', '/hrs/dept/selectUser', staff)).json().data;
    expect(people).toContainEqual({ label: '系统管理员', label4: 'admin@demo.example', value: ids.admin });
    expect(people.some((p: any) => p.value === ids.admin2)).toBe(false);
  });

  it('lists the export warehouses and the import warehouses of the asked types, of the own organisation only', async () => {
    const mk = (token: string, v: Record<string, unknown>) => call('POST', '/api/af_warehouse', token, { enabled: true, ...v });
    const ae = (await mk(admin, { warehouseNameCn: '浦东出口库', warehouseType: '普货库', businessScope: 'AE', airportCode: 'PVG' })).json()
      .data;
    const ai = (await mk(admin, { warehouseNameCn: '浦东进口监管库', warehouseType: '二级监管', businessScope: 'AI' })).json().data;
    await mk(admin, { warehouseNameCn: '冷库一号', warehouseType: '冷库', businessScope: 'AI' });
    await mk(admin2, { warehouseNameCn: '别家出口库', warehouseType: '普货库', businessScope: 'AE' });
    const exportList = (await call('GET', '/afbase/aeArrival/getWarehouseIds', staff)).json().data;
    expect(exportList).toContainEqual(expect.objectContaining({ warehouseId: ae.id, warehouseNameCn: '浦东出口库' }));
    expect(exportList.map((w: any) => w.warehouseNameCn)).not.toContain('别家出口库');
    // Demo warehouses: two export ones; the import list holds only the asked types.
    expect(exportList.length).toBe(3);
    const importList = (await call('GET', `/afbase/warehouse/getWarehouse/${encodeURIComponent('普货库,二级监管')}/AI`, staff)).json().data;
    expect(importList.map((w: any) => w.warehouseId)).toContain(ai.id);
    expect(importList.every((w: any) => ['普货库', '二级监管'].includes(w.warehouseType))).toBe(true);
    expect(importList.map((w: any) => w.warehouseNameCn)).not.toContain('冷库一号');
    expect((await call('GET', `/afbase/warehouse/getWarehouse/${encodeURIComponent('仓库')}/AI`, staff)).statusCode).toBe(400);
    // A warehouse becomes a default and comes back in the extension settings.
    expect((await call('PUT', '/hrs/user/editPersonal', staff, { aeWarehouseId: ae.id, aiWarehouseId: String(ai.id) })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/hrs/user/getHrsUserExtend', staff)).json().data).toMatchObject({
      aeWarehouseId: ae.id,
      aiWarehouseId: ai.id,
    });
  });

  it('validates with the spec messages and changes nothing on a refusal', async () => {
    const before = await settingsOf(staff, ids.staff);
    const refuse = async (body: Record<string, unknown>, field: string, message: string) => {
      const r = await call('PUT', '/hrs/user/editPersonal', staff, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().data.errors[field]).toBe(message);
    };
    await refuse({ userEname: '' }, 'userEname', '请输入英文名');
    await refuse({ userEname: 'x'.repeat(41) }, 'userEname', '长度不超过 40');
    await refuse({ orderAiDigitsWeight: 3 }, 'orderAiDigitsWeight', '重量小数位只能是 0-2 的一位数字');
    await refuse({ orderAeDigitsVolume: '' }, 'orderAeDigitsVolume', '请输入体积小数位');
    await refuse({ orderLcDigitsChargeWeight: 12 }, 'orderLcDigitsChargeWeight', '计费重小数位只能是 0-2 的一位数字');
    await refuse({ orderEditNewPage: '' }, 'orderEditNewPage', '请选择订单编辑新窗口打开');
    await refuse({ orderAeDefaultStation: 'ABCDEFGHIJK' }, 'orderAeDefaultStation', '长度不超过 10');
    await refuse({ mailName: 'x'.repeat(21) }, 'mailName', '长度不超过 20');
    await refuse({ mailSignature: 'x'.repeat(201) }, 'mailSignature', '长度不超过 200');
    await refuse({ mailValid: '1' }, 'mailName', '发件人不能为空');
    await refuse({ mailValid: '1', mailName: '张三' }, 'mailSmtp', 'SMTP不能为空');
    await refuse({ mailValid: '1', mailName: '张三', mailSmtp: 'smtp.163.com', mailPort: '' }, 'mailPort', '端口不能为空');
    await refuse({ mailValid: '1', mailName: '张三', mailSmtp: 'smtp.163.com' }, 'mailUser', '用户名不能为空');
    await refuse({ mailValid: '1', mailName: '张三', mailSmtp: 'smtp.163.com', mailUser: 'u' }, 'mailVerifyCode', '密码不能为空');
    await refuse({ sendBillCcUser: [ids.admin2] }, 'sendBillCcUser', '抄送人无效');
    await refuse({ noSuchSetting: 1 }, 'noSuchSetting', 'unknown field');
    expect(await settingsOf(staff, ids.staff)).toEqual(before);
  });

  it('asks the administrator for the mail address, and a user without a phone for one with its country code', async () => {
    const r = await call('PUT', '/hrs/user/editPersonal', admin, {
      mailValid: '1',
      mailName: '管理员',
      mailSmtp: 'smtp.163.com',
      mailUser: 'u',
      mailVerifyCode: 'p',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().data.errors).toMatchObject({ mailAddress: '邮箱地址不能为空', phoneNumber: '请输入手机号' });
    const area = await call('PUT', '/hrs/user/editPersonal', admin, { phoneNumber: '13900001111', internationalCountryCode: '' });
    expect(area.json().data.errors).toEqual({ internationalCountryCode: '区号不能为空' });
    const bad = await call('PUT', '/hrs/user/editPersonal', admin, { phoneNumber: '1'.repeat(31), internationalCountryCode: '86' });
    expect(bad.json().data.errors).toEqual({ phoneNumber: '手机号长度不超过 30' });
  });

  it('saves: stations upper-cased, a loaded email kept, the password sealed at rest and never answered', async () => {
    const r = await call('PUT', '/hrs/user/editPersonal', staff, {
      userEmail: 'Other@Example.com',
      orderAeDefaultStation: 'pvg',
      orderSiDefaultStation: 'deham',
      orderAeDefaultDate: 'NOON',
      orderAeDigitsWeight: '2',
      paramText: 'en-US',
      orderEditNewPage: '1',
      sendBillCcUser: [ids.admin],
      sendGoodsNotifyCcUser: `${ids.admin},${ids.staff}`,
      mailValid: '1',
      mailName: '张三',
      mailSmtp: '127.0.0.1',
      mailPort: smtp.port,
      mailUser: smtp.account.user,
      mailVerifyCode: SECRET,
      mailSsl: 'false',
      mailSignature: '张三 / 演示货代',
    });
    expect(r.statusCode).toBe(200);
    const { mailChanged, settings } = r.json().data;
    expect(mailChanged).toBe(true);
    expect(settings).toMatchObject({
      userEmail: 'zhangsan@demo.example',
      orderAeDefaultStation: 'PVG',
      orderSiDefaultStation: 'DEHAM',
      orderAeDefaultDate: 'NOON',
      orderAeDigitsWeight: 2,
      paramText: 'en-US',
      orderEditNewPage: '1',
      sendBillCcUser: [ids.admin],
      sendGoodsNotifyCcUser: [ids.admin, ids.staff],
      mailValid: '1',
      mailPort: smtp.port,
      mailSsl: false,
      mailVerifyCode: '',
      mailVerifyCodeSet: true,
    });
    const row = await h.ctx.db.selectFrom('hrs_user').select(['mail_verify_code']).where('id', '=', ids.staff).executeTakeFirstOrThrow();
    expect(row.mail_verify_code).toMatch(/^v1:/);
    expect(row.mail_verify_code).not.toContain(SECRET);
    for (const body of [r.body, ...(await answersAbout(staff, ids.staff)), ...(await answersAbout(admin, ids.staff))]) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain(row.mail_verify_code);
    }
    // Saving again without a password keeps it; changing no mail field needs no new login.
    const again = await call('PUT', '/hrs/user/editPersonal', staff, { mailName: '张三', mailVerifyCode: '', orderAeDigitsWeight: 1 });
    expect(again.json().data).toMatchObject({ mailChanged: false, settings: { mailVerifyCodeSet: true, orderAeDigitsWeight: 1 } });
  });

  it('checks the mail account against a real SMTP server: the right password passes, a wrong one gives the reason', async () => {
    const form = { mailSmtp: '127.0.0.1', mailPort: smtp.port, mailSsl: false, mailUser: smtp.account.user };
    const right = await call('POST', '/hrs/user/checkEmail', admin, {
      ...form,
      mailAddress: 'ops@forwarder.test',
      mailVerifyCode: smtp.account.pass,
    });
    expect(right.json()).toMatchObject({ code: 0, data: true, messageInfo: '验证成功' });
    const wrong = await call('POST', '/hrs/user/checkEmail', admin, {
      ...form,
      mailAddress: 'ops@forwarder.test',
      mailVerifyCode: 'Wrong-Pass',
    });
    expect(wrong.json().data).toBe(false);
    expect(wrong.json().messageInfo).toMatch(/^验证失败: .*535/);
    // The stored password is used when none is typed (the staff user saved a wrong one above).
    const stored = await call('POST', '/hrs/user/checkEmail', staff, form);
    expect(stored.json()).toMatchObject({ data: false });
    await call('PUT', '/hrs/user/editPersonal', staff, { mailVerifyCode: smtp.account.pass });
    expect((await call('POST', '/hrs/user/checkEmail', staff, form)).json()).toMatchObject({ data: true, messageInfo: '验证成功' });
    // Nothing listens: the reason says so, within the timeout.
    const closed = await call('POST', '/hrs/user/checkEmail', staff, { ...form, mailPort: 1 });
    expect(closed.json().data).toBe(false);
    expect(closed.json().messageInfo).toMatch(/ECONNREFUSED|connect/i);
  });

  it('asks for what the email check needs with the spec messages', async () => {
    const r1 = await call('POST', '/hrs/user/checkEmail', admin, { mailSmtp: '', mailPort: '', mailVerifyCode: '' });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().data.errors).toEqual({
      mailAddress: '邮箱不能为空',
      mailSmtp: 'SMTP不能为空',
      mailPort: '端口不能为空',
      mailVerifyCode: '密码不能为空',
    });
    const r2 = await call('POST', '/hrs/user/checkEmail', admin, {
      mailAddress: 'a@b.cn',
      mailSmtp: 'smtp.163.com:25',
      mailPort: 25,
      mailVerifyCode: 'x',
    });
    expect(r2.statusCode).toBe(400);
    expect(Object.keys(r2.json().data.errors)).toEqual(['mailSmtp']);
  });

  it('clears with 清空 to the spec reset values, which the server accepts', async () => {
    const loaded = await settingsOf(staff, ids.staff);
    const reset = resetSettings(loaded, loaded);
    expect(reset).toMatchObject({
      orderAeDigitsWeight: 1,
      orderAeDigitsVolume: 3,
      orderAeDigitsChargeWeight: 2,
      orderAiDigitsWeight: 1,
      orderAiDigitsVolume: 3,
      orderAiDigitsChargeWeight: 2,
      orderSeDigitsWeight: 3,
      orderSiDigitsVolume: 3,
      orderTeDigitsChargeWeight: 3,
      orderTiDigitsWeight: 3,
      orderIoDigitsWeight: 1,
      orderIoDigitsVolume: 3,
      orderIoDigitsChargeWeight: 2,
      mailPort: 25,
      paramText: 'zh-CN',
      mailSsl: false,
      mailValid: '0',
      orderAeDefaultDate: null,
      orderAeDefaultStation: null,
      sendBillCcUser: [],
      sendGoodsNotifyCcUser: [],
      feeServiceNameType: 'CN',
      loadingDateType: 'LOCALTIME',
      orderAeHawbCopyAwbInfo: '1',
      aeWarehouseId: null,
      aiWarehouseId: null,
      userEmail: 'zhangsan@demo.example',
      mailName: loaded.mailName,
      orderEditNewPage: loaded.orderEditNewPage,
    });
    // The email is cleared only when none was loaded.
    expect(resetSettings(loaded, { userEmail: null }).userEmail).toBeNull();
    const { userId, orgId, orgName, userName, loginRole, mailVerifyCodeSet, pageLanguage, ...form } = reset;
    const r = await call('PUT', '/hrs/user/editPersonal', staff, form);
    expect(r.statusCode, r.body).toBe(200);
    for (const s of ['AE', 'AI', 'SE', 'SI', 'TE', 'TI', 'LC', 'IO'] as const) {
      expect(r.json().data.settings[digitsField(s, 'Weight')]).toBe(DIGIT_RULES[s].reset[0]);
    }
  });

  it('answers junk with 4xx, never 500, and changes nothing', async () => {
    const before = await settingsOf(staff, ids.staff);
    const junk: unknown[] = [
      null,
      [],
      'x',
      7,
      { orderAeDigitsWeight: [1] },
      { orderAeDigitsWeight: '1.5' },
      { paramText: ['en-US'] },
      { mailPort: { a: 1 } },
      { mailPort: 70000 },
      { mailSsl: 'maybe' },
      { sendBillCcUser: 'abc' },
      { sendBillCcUser: [[1]] },
      { sendBillCcUser: Array.from({ length: 101 }, (_, i) => i + 1) },
      { aeWarehouseId: 'x' },
      { aeWarehouseId: { id: 1 } },
      { orderAeDefaultStation: { x: 1 } },
      { userEname: ['A'] },
      { userEname: 'x'.repeat(100_000) },
      { orderEditNewPage: 'yes' },
      { loadingDateType: 'TOMORROW' },
      { feeServiceNameType: 'DE' },
      { personalAeLockPageLockStatus: 3 },
      { mailName: 42 },
    ];
    for (const body of junk) {
      const r = await h.app.inject({
        method: 'PUT',
        url: '/hrs/user/editPersonal',
        headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(r.statusCode, JSON.stringify(body)?.slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    // (An empty check body checks the stored account: that is a 200.)
    for (const body of [
      { mailSmtp: { a: 1 }, mailPort: 25, mailVerifyCode: 'x', mailAddress: 'a@b.cn' },
      { mailSmtp: 'a', mailPort: [25], mailVerifyCode: 'x' },
    ]) {
      const r = await h.app.inject({
        method: 'POST',
        url: '/hrs/user/checkEmail',
        headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(r.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    for (const url of [
      '/hrs/user/9007199254740993',
      '/hrs/user/-1',
      `/afbase/warehouse/getWarehouse/${encodeURIComponent('普货库')}/SE`,
      '/afbase/category/modelCategory',
    ]) {
      const r = await call('GET', url, staff);
      expect(r.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    expect(await settingsOf(staff, ids.staff)).toEqual(before);
  });

  it('limits the email check to 10 a minute per user, whatever the answer, and not the other users', async () => {
    // Each check may open a connection to a host the user names: counted before anything else. The
    // windows are clock minutes: 21 calls spread over at most two of them put 11 in one.
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await call('POST', '/hrs/user/checkEmail', admin2, { mailSmtp: '' }));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.filter((c) => c !== 400 && c !== 429)).toEqual([]);
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused, statuses.join()).toBeDefined();
    expect(refused!.headers['retry-after']).toMatch(/^\d+$/);
    expect((await call('POST', '/hrs/user/checkEmail', staff, { mailSmtp: '' })).statusCode).toBe(400);
  });

  it('saves the page language, which the next login answers', async () => {
    expect((await call('PUT', '/hrs/user/paramText', admin, { paramText: 'xx' })).statusCode).toBe(400);
    expect((await call('PUT', '/hrs/user/paramText', admin, { paramText: 'en-US' })).json().data).toBe('en-US');
    const fresh = await h.tokenFor('2|admin|DEMO');
    expect((await call('GET', '/hrs/user/current', fresh)).json().data.paramText).toBe('en-US');
    expect((await call('GET', `/hrs/user/paramText?id=${ids.admin}`, fresh)).json().data).toBe('en-US');
    // Another organisation's admin is not touched.
    expect((await call('GET', '/hrs/user/current', admin2)).json().data.paramText).toBe('zh-CN');
  });
});
