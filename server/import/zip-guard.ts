import zlib from 'node:zlib';

/**
 * A look inside an .xlsx (a zip) before any parser sees it: the central directory is read and every
 * entry is really inflated, counting bytes, so a zip bomb is refused whatever its headers claim.
 */
export interface ZipLimits {
  maxEntries: number;
  /** Total inflated bytes of all entries. */
  maxTotal: number;
  /** Inflated / compressed bytes of one entry beyond 1 MB. */
  maxRatio: number;
}

export const XLSX_LIMITS: ZipLimits = { maxEntries: 1000, maxTotal: 300 * 1024 * 1024, maxRatio: 200 };

export interface ZipSummary {
  names: string[];
  /** The first bytes of each entry the caller asked to peek at. */
  heads: Map<string, string>;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The entries of a sound, modest zip, or null when it is malformed, too large inflated, or a bomb. */
export async function inspectZip(bytes: Buffer, limits: ZipLimits = XLSX_LIMITS, peek: (name: string) => boolean = () => false): Promise<ZipSummary | null> {
  const eocd = findEocd(bytes);
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const dirSize = bytes.readUInt32LE(eocd + 12);
  const dirOffset = bytes.readUInt32LE(eocd + 16);
  if (count > limits.maxEntries || dirOffset + dirSize > eocd) return null; // zip64 and spanned archives included
  const names: string[] = [];
  const heads = new Map<string, string>();
  let total = 0;
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return null;
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const declared = bytes.readUInt32LE(at + 24);
    const nameLen = bytes.readUInt16LE(at + 28);
    const extraLen = bytes.readUInt16LE(at + 30);
    const commentLen = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLen);
    at += 46 + nameLen + extraLen + commentLen;
    if (flags & 1) return null; // encrypted
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL) return null;
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + compressed > bytes.length) return null;
    const data = bytes.subarray(start, start + compressed);
    const budget = Math.min(limits.maxTotal - total, Math.max(1024 * 1024, compressed * limits.maxRatio));
    let size: number | null;
    let head = '';
    if (method === 0) size = compressed;
    else if (method === 8) {
      const r = await inflatedSize(data, budget, peek(name));
      size = r?.size ?? null;
      head = r?.head ?? '';
    } else return null;
    if (size === null || size > budget || size !== declared) return null;
    total += size;
    names.push(name);
    if (peek(name)) heads.set(name, method === 0 ? data.toString('utf8', 0, 4096) : head);
  }
  return { names, heads };
}

function findEocd(b: Buffer): number {
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 65535); i--) if (b.readUInt32LE(i) === EOCD) return i;
  return -1;
}

/** Inflates without keeping the output: its size, or null beyond the budget or on corrupt data. */
function inflatedSize(data: Buffer, budget: number, keepHead: boolean): Promise<{ size: number; head: string } | null> {
  return new Promise((resolve) => {
    const z = zlib.createInflateRaw();
    let size = 0;
    let head = '';
    let settled = false;
    const finish = (v: { size: number; head: string } | null) => {
      if (settled) return;
      settled = true;
      resolve(v);
    };
    z.on('data', (chunk: Buffer) => {
      if (keepHead && head.length < 4096) head += chunk.toString('utf8', 0, Math.min(chunk.length, 4096));
      size += chunk.length;
      if (size > budget) {
        finish(null);
        z.destroy();
      }
    });
    z.on('end', () => finish({ size, head }));
    z.on('error', () => finish(null));
    z.end(data);
  });
}
