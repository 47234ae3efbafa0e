import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startApp, targets } from './harness';

/** A local stand-in for an OpenAI-compatible endpoint: answers, or fails, and keeps what it was sent. */
async function fakeModel() {
  const requests: { url: string; auth: string | undefined; body: any }[] = [];
  let mode: 'ok' | 'fail' | 'slow' = 'ok';
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw || '{}') });
      if (mode === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      if (mode === 'slow') return; // never answers: the server's timeout must end the wait
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          model: 'fake',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: '新建空运出口订单请打开 #/af_order ，点击「新建」。' },
              finish_reason: 'stop',
            },
          ],
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    set: (m: typeof mode) => {
      mode = m;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

describe.each(targets)('AI assistant on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let model: Awaited<ReturnType<typeof fakeModel>>;
  let admin: string;
  let staff: string;
  let admin2: string;
  const ask = (token: string, question: unknown, path?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/hrs/aiLog/question',
      headers: { authorization: `Bearer ${token}` },
      payload: { question, ...(path ? { path } : {}) },
    });
  const builtin = () => {
    h.ctx.config.ai.baseUrl = undefined;
  };
  const withModel = () => {
    h.ctx.config.ai.baseUrl = model.url;
  };

  beforeAll(async () => {
    model = await fakeModel();
    h = await startApp(target, {
      ai: { ...loadConfig({}).ai, apiKey: 'test-key', model: 'fake-model', timeoutMs: 1500, questionsPerMinute: 30 },
    });
    [admin, staff, admin2] = await Promise.all([h.tokenFor('2|admin|DEMO'), h.tokenFor('0|13800138000|DEMO'), h.tokenFor('2|admin|DEMO2')]);
    // Another organisation's document and notice, which no DEMO answer or prompt may ever contain.
    const demo2 = (await h.ctx.db.selectFrom('hrs_org').select('id').where('org_code', '=', 'DEMO2').executeTakeFirstOrThrow()).id;
    await h.ctx.db
      .insertInto('hrs_doc')
      .values({ org_id: demo2, doc_name: '第二公司内部订单手册', doc_url: 'https://secret.demo2.test/manual.pdf' })
      .execute();
    await h.ctx.db
      .insertInto('hrs_notice')
      .values({ org_id: demo2, notice_title: '第二公司订单调价通知', notice_status: 'PUBLISHED', notice_type: 'XTGX' })
      .execute();
  });
  afterAll(async () => {
    await h?.close();
    await model?.close();
  });

  it('answers with the built-in search over permitted screens, help documents and notices, with links', async () => {
    builtin();
    const r = await ask(admin, '怎么新建空运出口订单？', '/af_order/create');
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.source).toBe('BUILTIN');
    expect(d.answer).toMatch(/^（内置搜索）/);
    expect(d.links[0]).toEqual({ kind: 'menu', title: '空运出口订单', path: '/af_order' });
    const manual = (await ask(admin, '用户手册在哪里下载')).json().data;
    expect(manual.links).toContainEqual({ kind: 'doc', title: '用户手册', url: 'https://docs.example.com/freight/user-manual.pdf' });
    const notice = (await ask(admin, '周六停机维护吗')).json().data;
    expect(notice.links.some((l: any) => l.kind === 'notice' && /停机维护/.test(l.title))).toBe(true);
    // Only what the user may open: the staff role has no HRS screens.
    expect((await ask(admin, '用户管理')).json().data.links).toContainEqual({ kind: 'menu', title: '用户管理', path: '/hrs_user' });
    expect((await ask(staff, '用户管理')).json().data.links.some((l: any) => l.path === '/hrs_user')).toBe(false);
    // Never another organisation's documents or notices.
    const orders = (await ask(admin, '订单手册 订单调价通知')).body;
    expect(orders).not.toContain('第二公司');
    const none = (await ask(admin, 'qwertyzxcv')).json().data;
    expect(none.answer).toMatch(/没有找到/);
  });

  it('asks the configured model with the user context only, and answers what it says', async () => {
    withModel();
    model.set('ok');
    const before = model.requests.length;
    const r = await ask(admin, '如何新建空运出口订单', '/af_order');
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ source: 'MODEL', answer: '新建空运出口订单请打开 #/af_order ，点击「新建」。' });
    expect(r.json().data.links[0]).toMatchObject({ path: '/af_order' });
    const sent = model.requests[before];
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer test-key');
    expect(sent.body.model).toBe('fake-model');
    const [system, user] = sent.body.messages;
    expect(user).toEqual({ role: 'user', content: '如何新建空运出口订单' });
    expect(system.role).toBe('system');
    expect(system.content).toContain('空运出口订单: #/af_order');
    expect(system.content).toContain('用户手册');
    expect(system.content).toContain('用户当前所在页面：空运出口订单');
    expect(system.content).toContain('演示国际货运代理有限公司');
    expect(system.content).not.toContain('第二公司');
    expect(system.content).not.toContain('secret.demo2.test');
  });

  it('answers 业务繁忙，请稍后再试 when the model fails or does not answer in time, and logs it', async () => {
    withModel();
    model.set('fail');
    const r = await ask(admin, '结算报表在哪');
    expect(r.statusCode).toBe(503);
    expect(r.json().messageInfo).toBe('业务繁忙，请稍后再试');
    model.set('slow');
    const slow = await ask(admin, '慢一点的问题');
    expect(slow.statusCode).toBe(503);
    model.set('ok');
    const rows = await h.ctx.db
      .selectFrom('hrs_ai_log')
      .select(['question', 'answer_source', 'answer'])
      .where('answer_source', '=', 'FAILED')
      .orderBy('id')
      .execute();
    expect(rows.map((x) => x.question)).toEqual(['结算报表在哪', '慢一点的问题']);
    expect(rows[0].answer).toContain('500');
  });

  it('logs questions per organisation in the HRS report, refuses blanks, other editions and too many questions', async () => {
    builtin();
    const list = (
      await h.app.inject({ method: 'GET', url: '/api/hrs_ai_log?current=1&size=50', headers: { authorization: `Bearer ${admin}` } })
    ).json().data;
    expect(list.total).toBeGreaterThanOrEqual(10);
    expect(list.records[0]).toMatchObject({ question: '慢一点的问题', answerSource: 'FAILED', userName: expect.any(String) });
    expect(list.records.every((x: any) => x.question !== undefined)).toBe(true);
    // The staff role has no HRS menus: the report is the administrators'.
    expect((await h.app.inject({ method: 'GET', url: '/api/hrs_ai_log', headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(
      403,
    );
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/hrs_ai_log', headers: { authorization: `Bearer ${admin2}` } })).json().data.total,
    ).toBe(0);

    expect((await ask(staff, '   ')).json()).toMatchObject({ code: 400, messageInfo: '请输入问题' });
    expect((await ask(staff, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await ask(staff, 42)).statusCode).toBe(400);
    // DEMO2 has no chat entitlement.
    expect((await ask(admin2, '订单')).statusCode).toBe(403);
    expect((await h.app.inject({ method: 'POST', url: '/hrs/aiLog/question', payload: { question: 'x' } })).statusCode).toBe(401);
    // A few questions a minute per user (AI_QUESTIONS_PER_MINUTE), counted in the database.
    h.ctx.config.ai.questionsPerMinute = 4;
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await ask(staff, `订单 ${i}`)).statusCode);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    expect(codes.at(-1)).toBe(429);
    // Another user's quota is their own.
    const other = await h.tokenFor('2|chenjing|DEMOSUP');
    expect((await ask(other, '订单')).statusCode).toBe(200);
  });
});
