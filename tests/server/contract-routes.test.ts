import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callTable } from '../../src/contracts/calls';
import { defineCalls, menu, PUBLIC } from '../../src/contracts/define';
import { labelled, Nullable, T } from '../../src/contracts/schema';
import { contractRoutes } from '../../server/http/contract-routes';
import { installEnvelope, ok } from '../../server/http/envelope';

/**
 * The registration helper on a bare app: requests checked against the contract (the same 400 naming
 * the field as every other refusal, in both languages; form values coerced), answers serialised by
 * their schema (an undeclared field never leaves), the contract's permission checked, and under test
 * an answer its contract does not describe fails loudly.
 */
const table = callTable({
  save: 'POST /t/things/:thingId',
  secret: 'GET /t/secret',
  wrong: 'GET /t/wrong',
  guarded: 'GET /t/guarded',
});
const contracts = defineCalls('t', table, {
  save: {
    summary: 'save a thing',
    access: PUBLIC(),
    body: T.Object({
      name: T.String({ minLength: 1, maxLength: 5, ...labelled({ 'zh-CN': '名称', 'en-US': 'Name' }) }),
      count: T.Optional(T.Integer({ maximum: 10 })),
      remark: T.Optional(Nullable(T.String())),
      tags: T.Optional(T.Array(T.String())),
    }),
    answer: T.Object({
      thingId: T.String(),
      name: T.String(),
      count: T.Optional(T.Integer()),
      countType: T.String(),
      remark: T.Optional(Nullable(T.String())),
      tags: T.Optional(T.Array(T.String())),
    }),
  },
  secret: { summary: 'answers more than it declares', access: PUBLIC(), answer: T.Object({ name: T.String() }) },
  wrong: { summary: 'answers a number where its contract says text', access: PUBLIC(), answer: T.Object({ name: T.String() }) },
  guarded: { summary: 'needs a menu and a button', access: menu('things', 'things:edit'), answer: T.Boolean() },
});

describe('the contract registration helper', () => {
  const app = Fastify();
  beforeAll(async () => {
    installEnvelope(app);
    await app.register(formbody);
    app.decorateRequest('user', null);
    // A stand-in for the session: the test says which grants the caller holds.
    app.addHook('onRequest', async (req) => {
      const grants = String(req.headers['x-grants'] ?? '')
        .split(',')
        .filter(Boolean);
      req.user = {
        jti: 'j',
        userId: 1,
        orgId: 1,
        userName: 'u',
        menus: new Set(grants.filter((g) => !g.includes(':'))),
        buttons: new Set(grants.filter((g) => g.includes(':'))),
      };
    });
    await app.register(
      async (scope) => {
        const handle = contractRoutes(scope, { resources: new Map() });
        handle(contracts.save, async (req) => ok({ ...req.body, thingId: req.params.thingId, countType: typeof req.body.count }));
        handle(contracts.wrong, async () => ok({ name: 12 as unknown as string }));
        handle(contracts.guarded, async () => ok(true));
      },
      { prefix: '/t' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it("refuses a body its contract refuses with a 400 naming the field, in the request's language", async () => {
    const zh = await app.inject({ method: 'POST', url: '/t/things/7', payload: { count: 3 } });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({ code: 400, data: { errors: { name: '请输入名称' } }, messageInfo: '请输入名称' });
    const en = await app.inject({
      method: 'POST',
      url: '/t/things/7',
      headers: { 'accept-language': 'en-US' },
      payload: { name: 'toolong' },
    });
    expect(en.json()).toEqual({
      code: 400,
      data: { errors: { name: 'Name must be at most 5 characters' } },
      messageInfo: 'Name must be at most 5 characters',
    });
    const number = await app.inject({ method: 'POST', url: '/t/things/7', payload: { name: 'a', count: 'many' } });
    expect(number.statusCode).toBe(400);
    expect(Object.keys(number.json().data.errors)).toEqual(['count']);
    const big = await app.inject({
      method: 'POST',
      url: '/t/things/7',
      headers: { 'accept-language': 'en' },
      payload: { name: 'a', count: 11 },
    });
    expect(big.json().data.errors).toEqual({ count: 'count must be at most 10' });
    const none = await app.inject({ method: 'POST', url: '/t/things/7' });
    expect(none.statusCode).toBe(400);
    expect(none.json().data.errors.name).toBe('请输入名称');
  });

  it("reads form-encoded values as the contract's types, as it reads JSON", async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/t/things/7',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=box&count=3&tags=a',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toEqual({ thingId: '7', name: 'box', count: 3, countType: 'number', tags: ['a'] });
    const json = await app.inject({ method: 'POST', url: '/t/things/7', payload: { name: 'box', count: 3, remark: null } });
    expect(json.json().data).toEqual({ thingId: '7', name: 'box', count: 3, countType: 'number', remark: null });
  });

  it('sends only what the answer schema names (as in production, where answers are not checked)', async () => {
    const production = Fastify();
    process.env.CHECK_ANSWERS = '0';
    try {
      await production.register(
        async (scope) => {
          contractRoutes(scope, { resources: new Map() })(contracts.secret, async () =>
            ok({ name: 'visible', password: 'must not leave' } as { name: string }),
          );
        },
        { prefix: '/t' },
      );
    } finally {
      delete process.env.CHECK_ANSWERS;
    }
    const r = await production.inject({ method: 'GET', url: '/t/secret' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ code: 0, data: { name: 'visible' }, messageInfo: '操作成功' });
    expect(r.body).not.toContain('must not leave');
    await production.close();
  });

  it('fails loudly under test when an answer does not match its contract', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const r = await app.inject({ method: 'GET', url: '/t/wrong' });
    expect(r.statusCode).toBe(500);
    expect(JSON.stringify(logged.mock.calls)).toContain('t.wrong');
    logged.mockRestore();
  });

  it('checks the permission the contract declares', async () => {
    expect((await app.inject({ method: 'GET', url: '/t/guarded' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/t/guarded', headers: { 'x-grants': 'things' } })).statusCode).toBe(403);
    const granted = await app.inject({ method: 'GET', url: '/t/guarded', headers: { 'x-grants': 'things,things:edit' } });
    expect(granted.json()).toMatchObject({ code: 0, data: true });
  });

  it("refuses a contract whose path is not under the plugin's prefix", async () => {
    const other = Fastify();
    await expect(
      other.register(
        async (scope) => {
          contractRoutes(scope, { resources: new Map() })(contracts.secret, async () => ok({ name: 'x' }));
        },
        { prefix: '/elsewhere' },
      ),
    ).rejects.toThrow(/not under the plugin prefix/);
  });
});
