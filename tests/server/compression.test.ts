import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { precompress } from '../../scripts/precompress.mjs';
import { startApp, targets } from './harness';

/**
 * Compression and caching (issue 10, "Nothing is compressed and nothing is cached"): JSON answers
 * over 1 KB in brotli or gzip, the build's assets precompressed and cached for a year, index.html
 * re-checked on every load.
 */
describe.each(targets)('compression and caching on $name', (target) => {
  let h: Awaited<ReturnType<typeof startApp>>;
  let admin: string;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-dist-'));
  const script = `console.log(${JSON.stringify('货运'.repeat(3000))});\n`;

  beforeAll(async () => {
    // A build as vite writes it: index.html and a content-hashed chunk, compressed beside it.
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><script type="module" src="/assets/index-AbC123xy.js"></script></head><body>${'<!-- pad -->'.repeat(120)}</body></html>`,
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123xy.js'), script);
    await precompress(dist);
    h = await startApp(target, { staticDir: dist });
    admin = await h.tokenFor('2|admin|DEMO');
  });
  afterAll(async () => {
    await h?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string, token = admin) =>
    h.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('compresses JSON answers over 1 KB with brotli, else gzip, and leaves small ones alone', async () => {
    const plain = await get('/api/af_order?size=20');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/af_order?size=20', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/api/af_order?size=20', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/hrs/user/paramText', 'br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves hashed assets precompressed and immutable for a year, index.html re-checked', async () => {
    const br = await get('/assets/index-AbC123xy.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    // The build's own file, byte for byte (quality 11), not compressed again per request.
    expect(br.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets', 'index-AbC123xy.js.br')))).toBe(true);

    const gz = await get('/assets/index-AbC123xy.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const raw = await get('/assets/index-AbC123xy.js');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);

    for (const url of ['/', '/index.html']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    // The version check is re-asked on every click, answered 304 while its ETag holds.
    const version = await get('/version.json');
    expect(version.headers['cache-control']).toBe('no-cache');
    expect(version.headers.etag).toBeTruthy();
  });
});
