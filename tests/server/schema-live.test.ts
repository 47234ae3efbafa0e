import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef, ModuleDef } from '../../src/resources';
import { boot, dropStore, ensureRoot, newStore, targets, type Store } from './schema-harness';

/**
 * Two server instances on one PostgreSQL (docs/schema.md "Every instance"): a module published on
 * one answers on the other without a restart, its permission codes included, and a later change
 * (a renamed field) reaches it the same way. PGlite serves one process, so this runs on PostgreSQL.
 */
const L = (zh: string, en = zh) => ({ 'zh-CN': zh, 'en-US': en });
const f = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, kind: 'text', label: L(name), list: true, ...extra });
const def = (fields: FieldDef[]): ModuleDef => ({
  code: 'live',
  label: L('实时'),
  routes: [{ path: '/live_item', kind: 'crud', label: L('条目'), fields }],
});

const postgres = targets.filter((t) => t.url);

describe.skipIf(!postgres.length).each(postgres)('a module published on one instance, on $name', (target) => {
  let store: Store;
  let a: Awaited<ReturnType<typeof boot>>;
  let b: Awaited<ReturnType<typeof boot>>;
  let tokenA: string;
  let tokenB: string;

  beforeAll(async () => {
    store = newStore(target);
    a = await boot(store);
    await ensureRoot(a.db);
    b = await boot(store);
    tokenA = await a.tokenFor();
    tokenB = await b.tokenFor();
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await dropStore(store);
  });

  /** Asks `fn` until it holds (the NOTIFY arrives after the commit, on another connection). */
  const eventually = async (fn: () => Promise<boolean>, ms = 15_000) => {
    const until = Date.now() + ms;
    while (!(await fn())) {
      if (Date.now() > until) throw new Error('the other instance did not follow');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('answers on the other instance without a restart, with its grants and its new version', async () => {
    expect((await b.call('GET', '/api/live_item', tokenB)).statusCode).toBe(404);
    const published = await a.ok('POST', '/hrs/moduleDesign/publish', tokenA, { definition: def([f('code'), f('memo')]), baseVersion: 0 });
    await eventually(async () => (await b.call('GET', '/api/live_item', tokenB)).statusCode === 200);
    expect(b.ctx.catalogue.allButtonCodes).toContain('live_item:create');
    expect(b.ctx.schema.version).toBe(a.ctx.schema.version);
    const created = await b.ok('POST', '/api/live_item', tokenB, { code: 'L1', memo: 'from b' });
    expect((await a.ok('GET', `/api/live_item/${created.id}`, tokenA)).code).toBe('L1');
    expect(JSON.stringify(await b.ok('GET', '/hrs/permission', tokenB))).toContain('/live_item');
    // The renamed field reaches the other instance too; its value kept.
    await a.ok('POST', '/hrs/moduleDesign/publish', tokenA, {
      definition: def([f('itemCode', { renamedFrom: 'code' }), f('memo')]),
      baseVersion: published.version,
    });
    await eventually(async () => (await b.call('GET', `/api/live_item/${created.id}`, tokenB)).json().data?.itemCode === 'L1');
    // A publish on the second instance made from the version it now serves is accepted.
    const third = await b.call('POST', '/hrs/moduleDesign/publish', tokenB, {
      definition: def([f('itemCode'), f('memo'), f('extra')]),
      baseVersion: published.version + 1,
    });
    expect(third.statusCode, third.body).toBe(200);
    await eventually(async () => a.ctx.resources.get('live_item')!.fields.some((x) => x.name === 'extra'));
  });
});
