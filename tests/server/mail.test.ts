import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';
import { attachmentsOf, headerOf, startSmtp, textOf } from '../support/smtp';
import { waitForJob } from '../support/jobs';

describe.each(targets)('mail from bills and orders on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;
  let staff: string;
  let admin2: string;
  const ids = { admin: 0, staff: 0, note: 0, aeOrder: 0, seOrder: 0, note2: 0 };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    h.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: payload as any });
  const create = async (token: string, resource: string, values: Record<string, unknown>) => {
    const r = await call('POST', `/api/${resource}`, token, values);
    if (r.statusCode !== 200) throw new Error(`${resource}: ${r.body}`);
    return r.json().data.id as number;
  };
  const mailSettings = () => ({
    mailValid: '1',
    mailName: '张三',
    mailSmtp: '127.0.0.1',
    mailPort: smtp.port,
    mailSsl: false,
    mailUser: smtp.account.user,
    mailVerifyCode: smtp.account.pass,
    mailSignature: '张三 演示货代',
  });

  beforeAll(async () => {
    [h, smtp] = await Promise.all([startApp(target, { mailTimeoutMs: 5000 }), startSmtp()]);
    [admin, staff, admin2] = await Promise.all([h.tokenFor('2|admin|DEMO'), h.tokenFor('0|13800138000|DEMO'), h.tokenFor('2|admin|DEMO2')]);
    const users = await h.ctx.db
      .selectFrom('hrs_user as u')
      .innerJoin('hrs_org as o', 'o.id', 'u.org_id')
      .select(['u.id', 'u.login_name', 'u.phone_number', 'o.org_code'])
      .execute();
    ids.admin = users.find((u) => u.login_name === 'admin' && u.org_code === 'DEMO')!.id;
    ids.staff = users.find((u) => u.phone_number === '13800138000')!.id;
    const customer = await create(admin, 'prm_coop', {
      coopCode: 'BRIGHT',
      coopName: '上海明星贸易有限公司',
      coopType: 'customer',
      contactEmail: 'billing@bright.test',
    });
    ids.note = await create(admin, 'af_css_debit_note', {
      // A receivable view of the bills (docs/money.md): its amount follows its charge lines.
      billNumber: 'DN2026001',
      coopId: customer,
      currency: 'CNY',
      billDate: '2026-04-01',
      dueDate: '2026-05-01',
    });
    ids.aeOrder = await create(admin, 'af_order', {
      orderCode: 'AEMAIL01',
      customerId: customer,
      awbNumber: '020-81140743',
      departureStation: 'PVG',
      arrivalStation: 'FRA',
      planPieces: 12,
      planWeight: 345.5,
    });
    ids.seOrder = await create(admin, 'se_order', {
      orderCode: 'SEMAIL01',
      customerId: customer,
      departureStation: '上海',
      arrivalStation: '汉堡',
    });
    const customer2 = await create(admin2, 'prm_coop', { coopCode: 'OTHER', coopName: '别家客户', coopType: 'customer' });
    ids.note2 = await create(admin2, 'af_css_debit_note', {
      billNumber: 'DN-X',
      coopId: customer2,
      currency: 'CNY',
      billDate: '2026-04-01',
    });
    const saved = await call('PUT', '/hrs/user/editPersonal', staff, {
      ...mailSettings(),
      sendBillCcUser: [ids.admin],
      sendGoodsNotifyCcUser: [ids.admin],
    });
    if (saved.statusCode !== 200) throw new Error(saved.body);
  });
  afterAll(async () => {
    await Promise.all([h?.close(), smtp?.close()]);
  });

  const send = async (token: string, kind: string, resource: string, id: number, body: Record<string, unknown>) => {
    const r = await call('POST', `/afbase/mail/${kind}/${resource}/${id}`, token, body);
    if (r.statusCode !== 200) return { response: r, job: null };
    return { response: r, job: await waitForJob(h.app, token, r.json().data.jobId) };
  };

  it('drafts a bill mail: the customer, the configured cc users, a subject, the PDF to come', async () => {
    const d = (await call('GET', `/afbase/mail/bill/af_css_debit_note/${ids.note}/draft`, staff)).json().data;
    expect(d).toMatchObject({
      to: ['billing@bright.test'],
      cc: ['admin@demo.example'],
      attachmentName: '账单-DN2026001.pdf',
      ready: true,
      from: { name: '张三', address: 'zhangsan@demo.example' },
      ccUsers: [{ value: ids.admin, label: '系统管理员', label4: 'admin@demo.example' }],
    });
    expect(d.subject).toContain('DN2026001');
    expect(d.content).toContain('2026-04-01'); // the bill's listed fields: its date among them
  });

  it('sends a bill through the user SMTP account with its cc recipients and the bill PDF, and records it', async () => {
    const before = smtp.received.length;
    const { job } = await send(staff, 'bill', 'af_css_debit_note', ids.note, {
      to: 'billing@bright.test',
      cc: ['admin@demo.example'],
      subject: '账单 DN2026001',
      content: '请查收附件中的账单。',
    });
    expect(job).toMatchObject({ status: 'done', kind: 'mail' });
    expect(smtp.received.length).toBe(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.user).toBe(smtp.account.user);
    expect(mail.from).toBe('zhangsan@demo.example');
    expect(mail.rcptTo.sort()).toEqual(['admin@demo.example', 'billing@bright.test']);
    expect(headerOf(mail.raw, 'Cc')).toContain('admin@demo.example');
    expect(headerOf(mail.raw, 'To')).toContain('billing@bright.test');
    const [pdf] = attachmentsOf(mail.raw);
    expect(pdf.filename).toBe('账单-DN2026001.pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The body as typed, then the user's signature.
    expect(textOf(mail.raw)).toMatch(/^请查收附件中的账单。\s*\n--\s*\n张三 演示货代/);
    const log = (await call('GET', `/afbase/mail/log/af_css_debit_note/${ids.note}`, staff)).json().data;
    expect(log[0]).toMatchObject({
      kind: 'bill',
      status: 'SENT',
      to: ['billing@bright.test'],
      cc: ['admin@demo.example'],
      attachmentName: '账单-DN2026001.pdf',
      userName: expect.any(String),
    });
    // The cc user is told in-app as well, with a link to the bill.
    const messages = await h.ctx.db
      .selectFrom('sys_message')
      .select(['kind', 'link'])
      .where('user_id', '=', ids.admin)
      .where('kind', '=', 'bill')
      .execute();
    expect(messages).toEqual([{ kind: 'bill', link: `/af_css_debit_note/show/${ids.note}` }]);
  });

  it('sends the goods notice of an air export order with its master air waybill, and of a sea order without a PDF', async () => {
    const d = (await call('GET', `/afbase/mail/goodsNotify/af_order/${ids.aeOrder}/draft`, staff)).json().data;
    expect(d.attachmentName).toBe('主单-020-81140743.pdf');
    expect(d.content).toContain('AEMAIL01');
    const { job } = await send(staff, 'goodsNotify', 'af_order', ids.aeOrder, {
      to: d.to,
      cc: d.cc,
      subject: d.subject,
      content: d.content,
    });
    expect(job.status).toBe('done');
    const [awb] = attachmentsOf(smtp.received.at(-1)!.raw);
    expect(awb.filename).toBe('主单-020-81140743.pdf');
    expect(awb.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const se = await send(staff, 'goodsNotify', 'se_order', ids.seOrder, {
      to: ['billing@bright.test'],
      subject: '货物通知 SEMAIL01',
      content: '船已开',
    });
    expect(se.job.status).toBe('done');
    expect(attachmentsOf(smtp.received.at(-1)!.raw)).toEqual([]);
    expect(headerOf(smtp.received.at(-1)!.raw, 'Cc')).toBe('');
  });

  it('fails with the SMTP server reason when the password is wrong, and records the failure', async () => {
    await call('PUT', '/hrs/user/editPersonal', staff, { mailVerifyCode: 'Wrong-Pass' });
    const before = smtp.received.length;
    const { job } = await send(staff, 'bill', 'af_css_debit_note', ids.note, { to: ['billing@bright.test'], subject: 'x', content: 'y' });
    expect(job.status).toBe('failed');
    expect(job.message).toMatch(/^邮件发送失败: .*535/);
    expect(smtp.received.length).toBe(before);
    const log = (await call('GET', `/afbase/mail/log/af_css_debit_note/${ids.note}`, staff)).json().data;
    expect(log[0]).toMatchObject({ status: 'FAILED', message: expect.stringMatching(/535/) });
    await call('PUT', '/hrs/user/editPersonal', staff, { mailVerifyCode: smtp.account.pass });
  });

  it('refuses bad forms, users without mail set up, other organisations, and kinds a route does not offer', async () => {
    const url = `/afbase/mail/bill/af_css_debit_note/${ids.note}`;
    const noTo = await call('POST', url, staff, { to: [], subject: 's', content: '' });
    expect(noTo.statusCode).toBe(400);
    expect(noTo.json().data.errors.to).toBe('请输入收件人');
    const badCc = await call('POST', url, staff, { to: ['a@b.cn'], cc: 'not-an-address', subject: 's' });
    expect(badCc.json().data.errors.cc).toBe('邮箱格式不正确: not-an-address');
    expect((await call('POST', url, staff, { to: ['a@b.cn'], subject: '' })).json().data.errors.subject).toBe('请输入邮件主题');
    // The administrator has not enabled mail.
    const notReady = await call('POST', url, admin, { to: ['a@b.cn'], subject: 's' });
    expect(notReady.statusCode).toBe(400);
    expect(notReady.json().messageInfo).toBe('请先在个人信息中启用邮箱并填写发件设置');
    expect((await call('GET', `${url}/draft`, admin)).json().data).toMatchObject({
      ready: false,
      notReady: '请先在个人信息中启用邮箱并填写发件设置',
    });
    // Another organisation's bill does not exist for this user.
    expect(
      (await call('POST', `/afbase/mail/bill/af_css_debit_note/${ids.note2}`, staff, { to: ['a@b.cn'], subject: 's' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/afbase/mail/log/af_css_debit_note/${ids.note2}`, staff)).json().data).toEqual([]);
    // Orders send goods notices, not bills.
    expect((await call('POST', `/afbase/mail/bill/af_order/${ids.aeOrder}`, staff, { to: ['a@b.cn'], subject: 's' })).statusCode).toBe(404);
    expect((await call('POST', `/afbase/mail/spam/af_order/${ids.aeOrder}`, staff, { to: ['a@b.cn'], subject: 's' })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'POST', url, payload: { to: ['a@b.cn'], subject: 's' } })).statusCode).toBe(401);
  });

  it('answers junk with 4xx, never 500, and queues nothing', async () => {
    const count = async () => (await h.ctx.db.selectFrom('sys_mail_log').select('id').execute()).length;
    const n = await count();
    const url = `/afbase/mail/bill/af_css_debit_note/${ids.note}`;
    for (const body of [
      null,
      [],
      'x',
      { to: [{ a: 1 }], subject: 's' },
      { to: 'a@b.cn', subject: ['s'] },
      { to: 'a@b.cn', subject: 'x'.repeat(201) },
      { to: Array.from({ length: 21 }, (_, i) => `u${i}@b.cn`), subject: 's' },
      { to: 'a@b.cn', subject: 's', content: 'x'.repeat(10_001) },
    ]) {
      const r = await h.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(r.statusCode, JSON.stringify(body)?.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    for (const u of [
      '/afbase/mail/bill/af_css_debit_note/abc/draft',
      '/afbase/mail/bill/no_such/1/draft',
      '/afbase/mail/log/af_css_debit_note/-5',
      '/afbase/mail/bill/af_css_debit_note/9007199254740993/draft',
    ]) {
      const r = await call('GET', u, staff);
      expect(r.statusCode, u).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    expect(await count()).toBe(n);
  });

  it('needs the route edit button to send', async () => {
    const role = await create(admin, 'hrs_role', { roleCode: 'viewer', roleName: '只读' });
    const grant = await call('PUT', `/hrs/permission/role/${role}`, admin, { codes: ['af_css_debit_note'] });
    expect(grant.statusCode).toBe(200);
    await create(admin, 'hrs_user', {
      userName: '只读用户',
      loginName: 'viewer',
      roleId: role,
      loginRole: 'staff',
      status: '1',
      password: 'Viewer@2026',
    });
    const r = await h.login('2|viewer|DEMO', 'Viewer@2026');
    const viewer = r.json().access_token;
    expect(
      (await call('POST', `/afbase/mail/bill/af_css_debit_note/${ids.note}`, viewer, { to: ['a@b.cn'], subject: 's' })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/afbase/mail/log/af_css_debit_note/${ids.note}`, viewer)).statusCode).toBe(200);
  });
});
