import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refreshNotificationCounts, resetNotificationCounts } from '../../src/components/layout/notificationCounts';
import { reloadAccessRecords } from '../../src/components/hot-menu/useAccessRecords';
import { HttpError, altHttp, createAltHttpClient, createHttpClient, http, setNotifier, type Notifier } from '../../src/providers';
import { msg } from '../../src/schemas';
import { failure, fakeServer, ok, routes, type Reply } from './fake-server';

/**
 * The second client (docs/behaviour.md §1.8, §1.9; docs/architecture.md "Two HTTP clients"): 10 s instead of 150 s,
 * the same texts, and the calls the spec routes through it really go through it.
 */

type Warning = { msg: string; durationS: number; close: () => void };

function notifier() {
  const warnings: Warning[] = [];
  const notify: Notifier = { warn: (m, o) => warnings.push({ msg: m, durationS: o.durationS, close: o.onClose }) };
  return { warnings, notify };
}

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e as HttpError,
  );

describe('createAltHttpClient', () => {
  it('gives up after 10 000 ms, the main client after 150 000 ms', async () => {
    const server = fakeServer(() => ok(1));
    await createAltHttpClient({ adapter: server.adapter }).get('/x');
    await createHttpClient({ adapter: server.adapter }).get('/x');
    expect(server.calls.map((c) => c.config.timeout)).toEqual([10_000, 150_000]);
  });

  it('says the same on a timeout as the main client, and for as long', async () => {
    const texts: [string, number][][] = [];
    for (const make of [createAltHttpClient, createHttpClient]) {
      const { warnings, notify } = notifier();
      const client = make({ adapter: fakeServer(() => 'timeout').adapter, notify, lang: () => 'zh-CN' });
      const e = await rejection(client.get('/x'));
      expect(e).toBeInstanceOf(HttpError);
      expect(e).toMatchObject({ message: msg('error.timeout'), statusCode: 408 });
      texts.push(warnings.map((w) => [w.msg, w.durationS]));
    }
    expect(texts[0]).toEqual([[msg('error.timeout'), 5]]);
    expect(texts[1]).toEqual(texts[0]);
  });

  it('keeps the 403 warning 5 s where the main client keeps it 3 s (docs/behaviour.md §1.8)', async () => {
    const durations: number[] = [];
    for (const make of [createAltHttpClient, createHttpClient]) {
      const { warnings, notify } = notifier();
      await rejection(make({ adapter: fakeServer(() => failure(403)).adapter, notify }).get('/x'));
      expect(warnings[0].msg).toBe(msg('error.403'));
      durations.push(warnings[0].durationS);
    }
    expect(durations).toEqual([5, 3]);
  });

  it('clients sharing their warnings show one warning once, whichever call failed', async () => {
    const { warnings, notify } = notifier();
    const openWarnings = new Set<string>();
    const adapter = fakeServer(() => failure(503)).adapter;
    await rejection(createHttpClient({ adapter, notify, openWarnings }).get('/a'));
    await rejection(createAltHttpClient({ adapter, notify, openWarnings }).get('/b'));
    expect(warnings.map((w) => w.msg)).toEqual([msg('error.503')]);
    warnings[0].close();
    await rejection(createAltHttpClient({ adapter, notify, openWarnings }).get('/b'));
    expect(warnings).toHaveLength(2);
  });
});

describe('the calls routed through the second client', () => {
  const original = http.defaults.adapter;
  let served: ReturnType<typeof fakeServer>;
  const serve = (table: Record<string, Reply>) => {
    served = fakeServer(routes(table));
    // The provider's injected transport: both app clients send over it.
    http.defaults.adapter = served.adapter;
  };
  beforeEach(() => resetNotificationCounts());
  afterEach(() => {
    http.defaults.adapter = original;
    setNotifier(undefined);
  });

  it('the app clients: 150 s and 10 s', () => {
    expect(http.defaults.timeout).toBe(150_000);
    expect(altHttp.defaults.timeout).toBe(10_000);
  });

  it('the notification counts give up after 10 s and keep the last figures, without a warning', async () => {
    serve({ 'GET /prm/api/toDo': ok({ records: [], total: 4 }), 'GET /prm/api/haveMessage': ok(6) });
    await expect(refreshNotificationCounts()).resolves.toEqual({ aprv: 4, notice: 6, total: 10 });
    expect(served.calls.map((c) => c.config.timeout)).toEqual([10_000, 10_000]);
    const { warnings, notify } = notifier();
    setNotifier(notify);
    http.defaults.adapter = fakeServer(() => 'timeout').adapter;
    await expect(refreshNotificationCounts()).resolves.toEqual({ aprv: 4, notice: 6, total: 10 });
    expect(warnings).toEqual([]);
  });

  it('the frequently used menus load through it', async () => {
    serve({ 'GET /hrs/userAccessRecord/getUserAccessRecordList': ok([]) });
    await reloadAccessRecords();
    expect(served.calls.map((c) => [c.url, c.config.timeout])).toEqual([['/hrs/userAccessRecord/getUserAccessRecordList', 10_000]]);
  });
});
