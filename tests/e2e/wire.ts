import http from 'node:http';

/**
 * Bytes of a file as the server sends it to a browser that accepts brotli. Chromium asks for brotli
 * over HTTPS only, so on the plain-HTTP test server a page itself receives gzip.
 */
export function brotliBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length));
        res.on('end', () => (res.headers['content-encoding'] === 'br' ? resolve(n) : reject(new Error(`${url}: not sent as brotli`))));
      })
      .on('error', reject);
  });
}
