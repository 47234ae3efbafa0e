import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, targets } from './harness';

describe('answer envelope', () => {
  let h: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    h = await startApp(targets[0]);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const token = await h.tokenFor('2|admin|DEMO');
    const unknown = await h.get('/api/unknown_resource', token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(404);
    for (const url of ['/nope', '/hrs/nothing-here']) {
      const r = await h.get(url);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ code: 404, data: null });
      expect(r.json().messageInfo).toMatch(/404/);
    }
  });

  it('answers malformed bodies with a 400, not a 500', async () => {
    const json = await h.app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe(400);
    const type = await h.app.inject({ method: 'POST', url: '/auth/oauth/token', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(type.statusCode).toBe(415);
    expect(type.json().code).toBe(415);
  });
});

describe('unexpected faults', () => {
  it('answer 500 with a correlation id and no stack trace', async () => {
    // A bare app with the same envelope, since the real one has no route that fails on purpose.
    const { default: Fastify } = await import('fastify');
    const { installEnvelope } = await import('../../server/http/envelope');
    const app = Fastify();
    installEnvelope(app);
    app.get('/boom', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const r = await app.inject({ method: 'GET', url: '/boom' });
    expect(r.statusCode).toBe(500);
    expect(r.json().code).toBe(500);
    expect(r.json().data.correlationId).toBeTruthy();
    expect(r.body).not.toMatch(/secret internals|app\.ts|at /);
    await app.close();
  });
});
