import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { mintSsoToken } from '../../server/auth/sso';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db';
import { redactUrl } from '../../server/http/redact';
import { emptyCluster } from './harness';

/**
 * The request log (LOG_REQUESTS=1) never holds a credential: a single-sign-on token (body only) or
 * a signed link's token in an address is written as [redacted] (issue 22, defect 7).
 */
describe('the request log', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  const sso = crypto.randomBytes(32);
  let log = '';

  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory', loadDataDir: emptyCluster() });
    const stream = new Writable({
      write(chunk, _enc, done) {
        log += String(chunk);
        done();
      },
    });
    const config = { ...loadConfig({}), dataDir: '/nonexistent-test-data', staticDir: '/nonexistent-test-dist', seedReference: false };
    ({ app } = await buildApp({ config, database, secrets: { jwt: crypto.randomBytes(32), sso }, logger: { stream } }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('writes no single-sign-on token and no signed-link token', async () => {
    const token = await mintSsoToken(sso, '2|admin|DEMO');
    const r = await app.inject({
      method: 'POST',
      url: '/hrs/org/sourceLoginOfEf',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(r.statusCode).toBe(200);
    await app.inject({ method: 'POST', url: `/hrs/org/sourceLoginOfEf?token=${token}`, payload: {} });
    await app.inject({ method: 'GET', url: '/prm/external/coopShare?t=coopLink.1.2.3.SECRETSECRETSECRETSECR&x=1' });
    expect(log).toContain('/prm/external/coopShare?t=[redacted]&x=1');
    expect(log).toContain('/hrs/org/sourceLoginOfEf?token=[redacted]');
    expect(log).not.toContain(token.split('.')[2]);
    expect(log).not.toContain('SECRETSECRET');
  });

  it('redacts every credential parameter and leaves the rest of the address', () => {
    expect(redactUrl('/a?t=x&token=y&access_token=z&keep=1#h')).toBe('/a?t=[redacted]&token=[redacted]&access_token=[redacted]&keep=1#h');
    expect(redactUrl('/a?at=1&tt=2')).toBe('/a?at=1&tt=2');
  });
});
