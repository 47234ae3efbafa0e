import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE_FORBIDDEN, CHAT_CLOSE_UNAUTHENTICATED } from '../../src/schemas/chat';
import { chatUserOf } from '../../server/chat/access';
import { listConversations, markReads, openConversation } from '../../server/chat/messages';
import { openSocket, type TestSocket } from './chat-socket';
import { multipart, startApp, targets } from './harness';

/**
 * Chat (docs/chat.md) on the demo data: DEMO's admin and staff, the partner DEMOSUP (陈静 chenjing,
 * 刘洋 liuyang) that DEMO names as a supplier and that names DEMO back, the customer-service
 * organisation SERVICE (客服小美 kefu), and DEMO2 without the chat entitlement.
 */

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PER_MINUTE = 10;

describe.each(targets)('chat on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  const tokens: Record<string, string> = {};
  const sockets: TestSocket[] = [];
  const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const call = (who: string, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) =>
    h.app.inject({ method, url, headers: auth(who), ...(body ? { payload: body } : {}) });
  const connect = async (who: string) => {
    const s = await openSocket(h.app, tokens[who]);
    sockets.push(s);
    return s;
  };
  const userId = async (login: string, org: string) =>
    Number(
      (
        await h.ctx.db
          .selectFrom('hrs_user as u')
          .innerJoin('hrs_org as o', 'o.id', 'u.org_id')
          .select('u.id')
          .where('u.login_name', '=', login)
          .where('o.org_code', '=', org)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const open = async (who: string, accid: string) => {
    const r = await call(who, 'POST', '/api-uc/yxim/conversations', { accid });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.conversationId as number;
  };
  let ids: Record<string, number>;
  let withChen: number;

  beforeAll(async () => {
    h = await startApp(target, { chatMessagesPerMinute: PER_MINUTE, chatMaxLength: 50 });
    for (const [who, username] of Object.entries({
      admin: '2|admin|DEMO',
      staff: '0|13800138000|DEMO',
      chen: '2|chenjing|DEMOSUP',
      liu: '2|liuyang|DEMOSUP',
      kefu: '2|kefu|SERVICE',
      demo2: '2|admin|DEMO2',
    }))
      tokens[who] = await h.tokenFor(username);
    ids = {
      admin: await userId('admin', 'DEMO'),
      chen: await userId('chenjing', 'DEMOSUP'),
      liu: await userId('liuyang', 'DEMOSUP'),
      kefu: await userId('kefu', 'SERVICE'),
      demo2: await userId('admin', 'DEMO2'),
    };
    withChen = await open('admin', `im${ids.chen}`);
  });
  afterAll(async () => {
    for (const s of sockets) await s.close();
    await h?.close();
  });

  describe('entitlement (docs/behaviour.md §1.6)', () => {
    it('refuses an organisation without the chat entitlement on every call and on the socket', async () => {
      for (const [method, url] of [
        ['GET', '/api-uc/yxim/query/user'],
        ['GET', '/api-uc/yxim/contacts'],
        ['GET', '/api-uc/yxim/conversations'],
        ['POST', `/api-uc/yxim/query/unread/message/count?xyNumber=im${ids.demo2}`],
        ['GET', `/api-yc/api/supplier/yctop/api/query/supplier/service/1`],
      ] as const) {
        const r = await call('demo2', method, url);
        expect(r.statusCode, url).toBe(403);
        expect(r.json().messageInfo).toBe('您的账号未开通在线沟通');
      }
      const s = await openSocket(h.app);
      s.send({ type: 'auth', token: tokens.demo2 });
      expect(await s.next('error')).toMatchObject({ code: 403 });
      expect(await s.closed).toBe(CHAT_CLOSE_FORBIDDEN);
    });

    it('refuses a user without the online-service flag, and a private SaaS installation', async () => {
      const { db } = h.ctx;
      await db.updateTable('hrs_user').set({ online_service: false }).where('id', '=', ids.liu).execute();
      expect((await call('liu', 'GET', '/api-uc/yxim/query/user')).statusCode).toBe(403);
      await db.updateTable('hrs_user').set({ online_service: true }).where('id', '=', ids.liu).execute();
      expect((await call('liu', 'GET', '/api-uc/yxim/query/user')).statusCode).toBe(200);

      await db.updateTable('hrs_org').set({ private_saas: true }).where('org_code', '=', 'DEMOSUP').execute();
      expect((await call('liu', 'GET', '/api-uc/yxim/contacts')).statusCode).toBe(403);
      await db.updateTable('hrs_org').set({ private_saas: false }).where('org_code', '=', 'DEMOSUP').execute();
    });

    it('wants a session: no token is a 401, a socket without a good token is closed', async () => {
      expect((await h.get('/api-uc/yxim/query/user')).statusCode).toBe(401);
      const s = await openSocket(h.app);
      s.send({ type: 'auth', token: 'not-a-token' });
      expect(await s.next('error')).toMatchObject({ code: 401 });
      expect(await s.closed).toBe(CHAT_CLOSE_UNAUTHENTICATED);
      const early = await openSocket(h.app);
      early.send({ type: 'send', conversationId: withChen, kind: 'text', content: 'x' });
      expect(await early.closed).toBe(CHAT_CLOSE_UNAUTHENTICATED);
    });

    it('tells the browser whether to show the chat entry', async () => {
      const admin = (await call('admin', 'GET', '/hrs/user/current')).json().data;
      expect(admin).toMatchObject({ chatEnabled: true, onlineService: true, privateSaas: false });
      const demo2 = (await call('demo2', 'GET', '/hrs/user/current')).json().data;
      expect(demo2).toMatchObject({ chatEnabled: false });
    });
  });

  describe('the calls the spec names', () => {
    it('answers the messaging user data with code "200" and the unread count', async () => {
      const r = await call('admin', 'GET', '/api-uc/yxim/query/user');
      expect(r.statusCode).toBe(200);
      const body = r.json();
      expect(body.code).toBe('200');
      expect(body.data).toMatchObject({ xyNumber: `im${ids.admin}`, unreadMessageCount: 2, hasPrem: true, message: '' });
      expect(body.data.xySign).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const count = await call('admin', 'POST', `/api-uc/yxim/query/unread/message/count?xyNumber=im${ids.admin}`);
      expect(count.json()).toMatchObject({ code: '200', data: 2 });
      expect((await call('admin', 'POST', `/api-uc/yxim/query/unread/message/count?xyNumber=im${ids.chen}`)).statusCode).toBe(403);
      expect((await call('admin', 'POST', '/api-uc/yxim/query/unread/message/count')).statusCode).toBe(400);
    });

    it('lists customer service for my own organisation only', async () => {
      const orgId = (await call('admin', 'GET', '/hrs/user/current')).json().data.orgId;
      const r = await call('admin', 'GET', `/api-uc/saas/customer/service/perm/${orgId}`);
      expect(r.json()).toMatchObject({
        code: 0,
        data: { hasPrem: true, contacts: [{ nickName: '客服小美', accid: `im${ids.kefu}`, orgName: '平台客服中心' }] },
      });
      expect((await call('admin', 'GET', `/api-uc/saas/customer/service/perm/${orgId + 1}`)).statusCode).toBe(404);
      // Customer service itself has nobody to call.
      const kefuOrg = (await call('kefu', 'GET', '/hrs/user/current')).json().data.orgId;
      expect((await call('kefu', 'GET', `/api-uc/saas/customer/service/perm/${kefuOrg}`)).json().data).toEqual({
        hasPrem: false,
        contacts: [],
      });
    });

    it("lists a partner's chat users with code 200, and only for my organisation's partners", async () => {
      const contacts = (await call('admin', 'GET', '/api-uc/yxim/contacts')).json().data;
      expect(contacts.colleagues.map((c: any) => c.nickName)).toEqual(['张三']);
      expect(contacts.partners).toEqual([
        expect.objectContaining({ coopName: '迅达航空货运服务有限公司', coopType: 'supplier', orgName: '迅达航空货运服务有限公司' }),
      ]);
      const coopId = contacts.partners[0].coopId;
      const r = await call('admin', 'GET', `/api-yc/api/supplier/yctop/api/query/supplier/service/${coopId}`);
      expect(r.json()).toMatchObject({ code: 200, message: 'success' });
      expect(
        r
          .json()
          .data.map((c: any) => c.nickName)
          .sort(),
      ).toEqual(['刘洋', '陈静']);
      expect(Object.keys(r.json().data[0]).sort()).toEqual(['accid', 'icon', 'isOnline', 'nickName', 'orgName']);
      // The partner's own partner entry is another organisation's row.
      const theirs = (await call('chen', 'GET', '/api-uc/yxim/contacts')).json().data.partners[0].coopId;
      expect((await call('admin', 'GET', `/api-yc/api/supplier/yctop/api/query/supplier/service/${theirs}`)).statusCode).toBe(404);
    });

    it('needs both sides to name each other: a one-sided partner link gives nobody to talk to', async () => {
      const { db } = h.ctx;
      await db.updateTable('prm_coop').set({ linked_org_code: 'NOBODY' }).where('coop_code', '=', 'DEMOFWD').execute();
      expect((await call('admin', 'GET', '/api-uc/yxim/contacts')).json().data.partners).toEqual([]);
      expect((await call('admin', 'POST', '/api-uc/yxim/conversations', { accid: `im${ids.liu}` })).statusCode).toBe(404);
      await db.updateTable('prm_coop').set({ linked_org_code: 'DEMO' }).where('coop_code', '=', 'DEMOFWD').execute();
    });
  });

  describe('real time', () => {
    it("delivers a message sent over one socket to the peer's sockets and the sender's others", async () => {
      const admin = await connect('admin');
      const adminTab2 = await connect('admin');
      const chen = await connect('chen');
      const chenTab2 = await connect('chen');
      admin.send({ type: 'send', clientId: 'c-1', conversationId: withChen, kind: 'text', content: '  尺寸是 120x80x100 cm ' });
      const ack = await admin.next('ack');
      expect(ack.clientId).toBe('c-1');
      expect(ack.message).toMatchObject({
        conversationId: withChen,
        from: `im${ids.admin}`,
        fromName: '系统管理员',
        kind: 'text',
        content: '  尺寸是 120x80x100 cm ',
      });
      for (const s of [chen, chenTab2, adminTab2]) expect((await s.next('message')).message).toEqual(ack.message);
      expect(admin.pending().filter((f) => f.type === 'message')).toEqual([]);
      // The peer is online now.
      const contacts = (
        await call(
          'admin',
          'GET',
          `/api-yc/api/supplier/yctop/api/query/supplier/service/${(await call('admin', 'GET', '/api-uc/yxim/contacts')).json().data.partners[0].coopId}`,
        )
      ).json().data;
      expect(contacts.find((c: any) => c.nickName === '陈静').isOnline).toBe(true);
      expect(contacts.find((c: any) => c.nickName === '刘洋').isOnline).toBe(false);
      for (const s of [adminTab2, chenTab2]) await s.close();
    });

    it("keeps history and read marks: the peer's read mark reaches the sender", async () => {
      const admin = await connect('admin');
      const chen = await connect('chen');
      const sent = await call('admin', 'POST', `/api-uc/yxim/conversations/${withChen}/messages`, {
        kind: 'text',
        content: '收到请回复',
        clientId: 'h-1',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const id = sent.json().data.id;
      expect((await chen.next('message', (f) => f.message.id === id)).message.content).toBe('收到请回复');

      const before = (await call('chen', 'GET', '/api-uc/yxim/conversations')).json().data.find((c: any) => c.conversationId === withChen);
      expect(before.unreadCount).toBeGreaterThan(0);
      expect(before.peer).toMatchObject({ accid: `im${ids.admin}`, nickName: '系统管理员', orgName: '演示国际货运代理有限公司' });

      const page = (await call('chen', 'GET', `/api-uc/yxim/conversations/${withChen}/messages?size=3`)).json().data;
      expect(page.records.map((m: any) => m.id).at(-1)).toBe(id);
      expect(page.records).toHaveLength(3);
      expect(page.hasMore).toBe(true);
      const older = (
        await call('chen', 'GET', `/api-uc/yxim/conversations/${withChen}/messages?size=100&before=${page.records[0].id}`)
      ).json().data;
      expect(older.records.map((m: any) => m.content).slice(0, 2)).toEqual([
        '您好，我想咨询一下贵司的服务。',
        '您好！请问需要哪条航线的舱位？',
      ]);
      expect(older.hasMore).toBe(false);

      chen.send({ type: 'read', conversationId: withChen, messageId: id });
      expect(await admin.next('read', (f) => f.messageId === id)).toEqual({
        type: 'read',
        conversationId: withChen,
        accid: `im${ids.chen}`,
        messageId: id,
      });
      const after = (await call('chen', 'GET', '/api-uc/yxim/conversations')).json().data.find((c: any) => c.conversationId === withChen);
      expect(after.unreadCount).toBe(0);
      const mine = (await call('admin', 'GET', '/api-uc/yxim/conversations')).json().data.find((c: any) => c.conversationId === withChen);
      expect(mine.peerReadId).toBe(id);
      // A read mark never moves back, nor past the last message.
      const back = await call('chen', 'POST', `/api-uc/yxim/conversations/${withChen}/read`, { messageId: 1 });
      expect(back.json().data.lastReadId).toBe(id);
      const past = await call('chen', 'POST', `/api-uc/yxim/conversations/${withChen}/read`, { messageId: id + 1000 });
      expect(past.json().data.lastReadId).toBe(id);
    });

    it('lets a reconnecting client catch up on what it missed', async () => {
      const chen = await connect('chen');
      chen.send({ type: 'sync', since: 0 });
      let lastId = 0;
      for (;;) {
        const synced = await chen.next('synced');
        lastId = synced.lastId;
        if (!synced.more) break;
        chen.send({ type: 'sync', since: lastId });
      }
      await chen.close();
      const missed: number[] = [];
      for (const text of ['断线期间的消息一', '断线期间的消息二']) {
        missed.push(
          (await call('admin', 'POST', `/api-uc/yxim/conversations/${withChen}/messages`, { kind: 'text', content: text })).json().data.id,
        );
      }
      const again = await connect('chen');
      again.send({ type: 'sync', since: lastId });
      const synced = await again.next('synced');
      expect(synced).toMatchObject({ lastId: missed[1], more: false });
      const got = again
        .pending()
        .filter((f) => f.type === 'message')
        .map((f) => (f as any).message);
      expect(got.filter((m) => m.id > lastId).map((m) => m.content)).toEqual(['断线期间的消息一', '断线期间的消息二']);
    });

    it('ends the chat session at logout', async () => {
      const token = await h.tokenFor('0|13800138000|DEMO');
      const s = await openSocket(h.app, token);
      await h.app.inject({ method: 'DELETE', url: '/auth/token/logout', headers: { authorization: `Bearer ${token}` } });
      expect(await s.closed).toBe(CHAT_CLOSE_UNAUTHENTICATED);
    });
  });

  describe("another organisation's conversation", () => {
    it("is a 404 to read, send to or mark, also for the same organisation's other people", async () => {
      for (const who of ['kefu', 'staff', 'liu']) {
        expect((await call(who, 'GET', `/api-uc/yxim/conversations/${withChen}/messages`)).statusCode, who).toBe(404);
        expect(
          (await call(who, 'POST', `/api-uc/yxim/conversations/${withChen}/messages`, { kind: 'text', content: 'x' })).statusCode,
        ).toBe(404);
        expect((await call(who, 'POST', `/api-uc/yxim/conversations/${withChen}/read`, { messageId: 1 })).statusCode).toBe(404);
        expect((await call(who, 'GET', '/api-uc/yxim/conversations')).json().data.map((c: any) => c.conversationId)).not.toContain(
          withChen,
        );
      }
      const s = await connect('kefu');
      s.send({ type: 'send', clientId: 'x-1', conversationId: withChen, kind: 'text', content: '偷看' });
      expect(await s.next('error')).toMatchObject({ code: 404, clientId: 'x-1' });
      expect((await call('admin', 'GET', '/api-uc/yxim/conversations/abc/messages')).statusCode).toBe(404);
    });

    it('cannot be opened with someone out of reach', async () => {
      for (const accid of [`im${ids.demo2}`, `im${ids.admin}`, 'im999999', 'admin', '']) {
        expect((await call('admin', 'POST', '/api-uc/yxim/conversations', { accid })).statusCode, accid).toBe(404);
      }
      // Customer service may be written to by anyone entitled, and may answer.
      const id = await open('staff', `im${ids.kefu}`);
      expect(await open('kefu', `im${(await call('staff', 'GET', '/api-uc/yxim/query/user')).json().data.xyNumber.slice(2)}`)).toBe(id);
    });
  });

  describe('junk input', () => {
    it('answers malformed calls and frames with 4xx, never 500, and stores nothing', async () => {
      const count = async () =>
        Number(
          (
            await h.ctx.db
              .selectFrom('chat_message')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const n = await count();
      const junk: unknown[] = [
        null,
        0,
        'x',
        [],
        { kind: ['text'] },
        { kind: 'text', content: { a: 1 } },
        { kind: 'text', content: 'x', clientId: 7 },
        { kind: 'image', fileUrl: '/files/../../etc/passwd/x.png' },
        { kind: 'image', fileUrl: 42 },
        { kind: 'text', content: 'x'.repeat(100_000) },
      ];
      for (const body of junk) {
        const r = await h.app.inject({
          method: 'POST',
          url: `/api-uc/yxim/conversations/${withChen}/messages`,
          headers: { ...auth('admin'), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(r.statusCode, JSON.stringify(body)?.slice(0, 80)).toBeGreaterThanOrEqual(400);
        expect(r.statusCode).toBeLessThan(500);
      }
      for (const [url, body] of [
        [`/api-uc/yxim/conversations/${withChen}/read`, { messageId: { $gt: 1 } }],
        [`/api-uc/yxim/conversations/${withChen}/read`, { messageId: -1 }],
        ['/api-uc/yxim/conversations/9007199254740993/read', { messageId: 1 }],
        ['/api-uc/yxim/conversations/-1/messages', { kind: 'text', content: 'x' }],
        ['/api-uc/yxim/conversations', { accid: { im: 1 } }],
        ['/api-uc/yxim/conversations', { accid: 'im99999999999999999999' }],
      ] as const) {
        const r = await call('admin', 'POST', url, body);
        expect(r.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(r.statusCode).toBeLessThan(500);
      }
      for (const url of [
        `/api-uc/yxim/conversations/${withChen}/messages?size=0`,
        `/api-uc/yxim/conversations/${withChen}/messages?before=abc`,
        '/api-uc/saas/customer/service/perm/abc',
        '/api-yc/api/supplier/yctop/api/query/supplier/service/1e3',
      ]) {
        const r = await call('admin', 'GET', url);
        expect(r.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(r.statusCode).toBeLessThan(500);
      }

      const s = await connect('admin');
      for (const frame of [
        'not json',
        '[]',
        '{"type":5}',
        JSON.stringify({ type: 'send', conversationId: 'abc', kind: 'text', content: 'x' }),
        JSON.stringify({ type: 'send', conversationId: withChen, kind: 'text', content: 'x', clientId: { a: 1 } }),
        JSON.stringify({ type: 'read', conversationId: withChen, messageId: 'all' }),
        JSON.stringify({ type: 'sync', since: -5 }),
        JSON.stringify({ type: 'auth', token: tokens.admin }),
        JSON.stringify({ type: 'unknown' }),
      ]) {
        s.ws.send(frame);
        const error = await s.next('error');
        expect(error.code, frame).toBeGreaterThanOrEqual(400);
        expect(error.code).toBeLessThan(500);
      }
      s.send({ type: 'ping' });
      expect(await s.next('pong')).toEqual({ type: 'pong' });
      expect(await count()).toBe(n);
    });
  });

  describe('limits', () => {
    it('refuses blank and overlong texts and unknown kinds, storing nothing', async () => {
      const count = async () =>
        Number(
          (
            await h.ctx.db
              .selectFrom('chat_message')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const n = await count();
      for (const [body, status] of [
        [{ kind: 'text', content: '   \n ' }, 400],
        [{ kind: 'text', content: 'x'.repeat(51) }, 400],
        [{ kind: 'video', content: 'x' }, 400],
        [{ kind: 'text', content: 'ok', clientId: 'bad id!' }, 400],
        [{ kind: 'text' }, 400],
      ] as const) {
        const r = await call('admin', 'POST', `/api-uc/yxim/conversations/${withChen}/messages`, body);
        expect(r.statusCode, JSON.stringify(body)).toBe(status);
      }
      expect(
        (await call('admin', 'POST', `/api-uc/yxim/conversations/${withChen}/messages`, { kind: 'text', content: 'x'.repeat(51) })).json()
          .messageInfo,
      ).toBe('消息内容不能超过50个字符');
      expect(await count()).toBe(n);
    });

    it('stores a resend with the same clientId once', async () => {
      const first = (
        await call('admin', 'POST', `/api-uc/yxim/conversations/${withChen}/messages`, {
          kind: 'text',
          content: '开场白',
          clientId: 'open-1',
        })
      ).json().data;
      const again = (
        await call('admin', 'POST', `/api-uc/yxim/conversations/${withChen}/messages`, {
          kind: 'text',
          content: '开场白',
          clientId: 'open-1',
        })
      ).json().data;
      expect(again.id).toBe(first.id);
    });

    it("sends pictures that passed the upload checks, and only the sender's own", async () => {
      const up = async (who: string, name: string, bytes: Buffer, kind = 'image') => {
        const { payload, headers } = multipart(name, bytes);
        return h.app.inject({ method: 'POST', url: `/api/upload?kind=${kind}`, payload, headers: { ...headers, ...auth(who) } });
      };
      const pic = (await up('admin', '货物.png', PNG)).json().data.fileUrl;
      const r = await call('admin', 'POST', `/api-uc/yxim/conversations/${withChen}/messages`, { kind: 'image', fileUrl: pic });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data).toMatchObject({ kind: 'image', content: '货物.png', fileUrl: pic });
      expect((await h.get(pic)).headers['content-type']).toBe('image/png');
      // Someone else's picture, a document, a made-up address.
      expect(
        (await call('chen', 'POST', `/api-uc/yxim/conversations/${withChen}/messages`, { kind: 'image', fileUrl: pic })).statusCode,
      ).toBe(400);
      const txt = (await up('admin', 'notes.txt', Buffer.from('plain text'), 'document')).json().data.fileUrl;
      expect(
        (await call('admin', 'POST', `/api-uc/yxim/conversations/${withChen}/messages`, { kind: 'image', fileUrl: txt })).statusCode,
      ).toBe(400);
      expect(
        (
          await call('admin', 'POST', `/api-uc/yxim/conversations/${withChen}/messages`, {
            kind: 'image',
            fileUrl: 'https://evil.example/x.png',
          })
        ).statusCode,
      ).toBe(400);
    });

    it('refuses more than the per-minute number of messages of one user, counted in the database', async () => {
      const conv = await open('liu', `im${ids.admin}`);
      const s = await connect('liu');
      for (let i = 0; i < PER_MINUTE; i++) {
        s.send({ type: 'send', clientId: `r-${i}`, conversationId: conv, kind: 'text', content: `第${i + 1}条` });
        await s.next('ack', (f) => f.clientId === `r-${i}`);
      }
      s.send({ type: 'send', clientId: 'r-over', conversationId: conv, kind: 'text', content: '超出' });
      expect(await s.next('error')).toMatchObject({ code: 429, clientId: 'r-over', message: '发送消息过于频繁，请稍后再试' });
      const r = await call('liu', 'POST', `/api-uc/yxim/conversations/${conv}/messages`, { kind: 'text', content: '超出' });
      expect(r.statusCode).toBe(429);
    });

    it('stores a burst sent without waiting in sending order, exactly up to the per-minute number, a resend once', async () => {
      // Frames that arrive together are stored together (one transaction): the limit and the order
      // must hold inside such a batch as between batches.
      const staff = Number((await call('staff', 'GET', '/api-uc/yxim/query/user')).json().data.xyNumber.slice(2));
      const conv = await open('kefu', `im${staff}`);
      const s = await connect('kefu');
      const sent = Array.from({ length: PER_MINUTE + 3 }, (_, i) => `b-${i}`);
      for (const [i, clientId] of sent.entries())
        s.send({ type: 'send', clientId, conversationId: conv, kind: 'text', content: `连发${i}` });
      s.send({ type: 'send', clientId: 'b-0', conversationId: conv, kind: 'text', content: '连发0' });
      const answers = await Promise.all(
        sent.map((clientId) =>
          Promise.race([
            s.next('ack', (f) => f.clientId === clientId).then((f) => ({ ok: true as const, id: f.message.id })),
            s.next('error', (f) => f.clientId === clientId).then((f) => ({ ok: false as const, code: f.code })),
          ]),
        ),
      );
      expect(answers.filter((a) => a.ok)).toHaveLength(PER_MINUTE);
      expect(answers.slice(PER_MINUTE)).toEqual(sent.slice(PER_MINUTE).map(() => ({ ok: false, code: 429 })));
      const ids = answers.flatMap((a) => (a.ok ? [a.id] : []));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const again = await s.next('ack', (f) => f.clientId === 'b-0');
      expect(again.message.id).toBe(ids[0]);
      const history = (await call('staff', 'GET', `/api-uc/yxim/conversations/${conv}/messages?size=100`)).json().data.records;
      expect(history.filter((m: { from: string }) => m.from !== `im${staff}`).map((m: { content: string }) => m.content)).toEqual(
        sent.slice(0, PER_MINUTE).map((_, i) => `连发${i}`),
      );
    });
  });

  describe('read marks arriving together (docs/chat.md "Load")', () => {
    it('moves a batch of marks in one statement, each as far as asked and no further, refusing strangers alone', async () => {
      const db = h.ctx.db;
      const [liu, kefu, chen] = await Promise.all([ids.liu, ids.kefu, ids.chen].map(async (id) => (await chatUserOf(db, id))!));
      const convs = [await openConversation(db, liu, kefu.userId), await openConversation(db, liu, chen.userId)];
      const last: number[] = [];
      for (const [k, conv] of convs.entries()) {
        const sender = k === 0 ? kefu : chen;
        const { rows } = await sql<{ id: number }>`insert into chat_message (conversation_id, sender_id, sender_org_id, kind, content)
          select ${conv}, ${sender.userId}, ${sender.orgId}, 'text', '批量已读' || i from generate_series(1, 5) i returning id`.execute(db);
        last.push(Math.max(...rows.map((r) => Number(r.id))));
      }
      const lang = 'zh-CN' as const;
      let statements = 0;
      const counting = db.withPlugin({
        transformQuery: (a) => {
          statements++;
          return a.node;
        },
        transformResult: async (a) => a.result,
      });
      const told: { conversationId: number; lastReadId: number; userIds: number[] }[] = [];
      const answers = await markReads(
        counting,
        [
          { me: liu, conversationId: convs[0], messageId: last[0] - 3, lang },
          { me: liu, conversationId: convs[0], messageId: last[0] - 1, lang }, // the further of two marks wins
          { me: liu, conversationId: convs[1], messageId: last[1] + 1000, lang }, // never past the last message
          { me: kefu, conversationId: convs[1], messageId: last[1], lang }, // not kefu's conversation
          { me: chen, conversationId: convs[1], messageId: last[1] - 4, lang },
        ],
        async (_trx, marks) => {
          told.push(...marks.map((m) => ({ conversationId: m.conversationId, lastReadId: m.lastReadId, userIds: m.userIds })));
        },
      );
      expect(statements).toBe(1);
      expect(answers.map((a) => (a.ok ? a.value.lastReadId : (a.error as { status?: number }).status))).toEqual([
        last[0] - 1,
        last[0] - 1,
        last[1],
        404,
        last[1] - 4,
      ]);
      expect(told).toEqual([
        { conversationId: convs[0], lastReadId: last[0] - 1, userIds: [liu.userId, kefu.userId] },
        { conversationId: convs[1], lastReadId: last[1], userIds: [liu.userId, chen.userId] },
        { conversationId: convs[1], lastReadId: last[1] - 4, userIds: [chen.userId, liu.userId] },
      ]);
      // A mark never moves back; bad input is refused alone.
      const again = await markReads(db, [
        { me: liu, conversationId: convs[0], messageId: 1, lang },
        { me: liu, conversationId: convs[0], messageId: 'all', lang },
        { me: kefu, conversationId: convs[1], messageId: 'all', lang },
      ]);
      expect(again.map((a) => (a.ok ? a.value.lastReadId : (a.error as { status?: number }).status))).toEqual([last[0] - 1, 400, 404]);
      // The unread counts of the conversation list follow.
      const unread = new Map((await listConversations(db, liu)).map((c) => [c.conversationId, c.unreadCount]));
      expect([unread.get(convs[0]), unread.get(convs[1])]).toEqual([1, 0]);
    });
  });
});

describe.runIf(targets.some((t) => t.name === 'postgres'))('chat across two server instances on one PostgreSQL', () => {
  const target = targets.find((t) => t.name === 'postgres')!;
  let a: Awaited<ReturnType<typeof startApp>>;
  let b: Awaited<ReturnType<typeof startApp>>;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    a = await startApp(target, { chatMessagesPerMinute: 6 });
    b = await startApp(target, { chatMessagesPerMinute: 6 }, { schema: a.schema, secrets: a.secrets });
  });
  afterAll(async () => {
    for (const s of sockets) await s.close();
    await b?.close();
    await a?.close();
  });

  it('delivers a message sent to instance A to a socket on instance B, and read marks back', async () => {
    const admin = await a.tokenFor('2|admin|DEMO');
    const chen = await b.tokenFor('2|chenjing|DEMOSUP');
    const onA = await openSocket(a.app, admin);
    const onB = await openSocket(b.app, chen);
    sockets.push(onA, onB);
    const contacts = (
      await b.app.inject({ method: 'GET', url: '/api-uc/yxim/contacts', headers: { authorization: `Bearer ${chen}` } })
    ).json().data;
    const coop = contacts.partners[0].coopId;
    const people = (
      await b.app.inject({
        method: 'GET',
        url: `/api-yc/api/supplier/yctop/api/query/supplier/service/${coop}`,
        headers: { authorization: `Bearer ${chen}` },
      })
    ).json().data;
    const adminContact = people.find((p: any) => p.nickName === '系统管理员');
    // B sees that admin, whose only socket is on A, is online.
    expect(adminContact.isOnline).toBe(true);
    const conv = (
      await b.app.inject({
        method: 'POST',
        url: '/api-uc/yxim/conversations',
        headers: { authorization: `Bearer ${chen}` },
        payload: { accid: adminContact.accid },
      })
    ).json().data.conversationId;

    onA.send({ type: 'send', clientId: 'x-a', conversationId: conv, kind: 'text', content: '从实例A发出' });
    const ack = await onA.next('ack');
    expect((await onB.next('message')).message).toEqual(ack.message);

    onB.send({ type: 'read', conversationId: conv, messageId: ack.message.id });
    const chenAccid = (await b.get('/api-uc/yxim/query/user', chen)).json().data.xyNumber;
    expect(await onA.next('read')).toEqual({ type: 'read', conversationId: conv, accid: chenAccid, messageId: ack.message.id });

    // The longest text allowed still fits a NOTIFY payload.
    onB.send({ type: 'send', clientId: 'x-b', conversationId: conv, kind: 'text', content: '长'.repeat(2000) });
    const back = await onB.next('ack');
    expect((await onA.next('message', (f) => f.message.id === back.message.id)).message.content).toHaveLength(2000);
  });

  it('ends a session logged out on one instance on the other too', async () => {
    const token = await a.tokenFor('0|13800138000|DEMO');
    const onB = await openSocket(b.app, token);
    await a.app.inject({ method: 'DELETE', url: '/auth/token/logout', headers: { authorization: `Bearer ${token}` } });
    expect(await onB.closed).toBe(CHAT_CLOSE_UNAUTHENTICATED);
  });

  it('holds the per-minute limit across instances', async () => {
    const liu = await a.tokenFor('2|liuyang|DEMOSUP');
    const admin = await a.tokenFor('2|admin|DEMO');
    const adminId = (await a.get('/api-uc/yxim/query/user', admin)).json().data.xyNumber;
    const conv = (
      await a.app.inject({
        method: 'POST',
        url: '/api-uc/yxim/conversations',
        headers: { authorization: `Bearer ${liu}` },
        payload: { accid: adminId },
      })
    ).json().data.conversationId;
    const post = (app: typeof a.app) =>
      app.inject({
        method: 'POST',
        url: `/api-uc/yxim/conversations/${conv}/messages`,
        headers: { authorization: `Bearer ${liu}` },
        payload: { kind: 'text', content: '限流' },
      });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await post(i % 2 ? b.app : a.app)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});
