import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else if (COMPRESSIBLE.test(entry.name) && fs.statSync(p).size >= MIN_BYTES) yield p;
  }
}

/**
 * Writes `file.br` (brotli, highest quality) and `file.gz` (gzip -9) beside every text file of the
 * build, once, so the server sends them without compressing per request (server/http/browser-app.ts).
 * A variant that would not be smaller is not written. Answers the total bytes before and after.
 */
export async function precompress(dir) {
  const list = [...files(dir)];
  const totals = { files: list.length, raw: 0, br: 0, gz: 0 };
  await Promise.all(
    list.map(async (file) => {
      const raw = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzip(raw, { level: 9 }),
      ]);
      totals.raw += raw.length;
      totals.br += Math.min(br.length, raw.length);
      totals.gz += Math.min(gz.length, raw.length);
      if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const t = await precompress(dir);
  console.log(`precompressed ${t.files} files: ${t.raw} bytes -> brotli ${t.br}, gzip ${t.gz}`);
}
