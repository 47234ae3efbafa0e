import { Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A look inside an .xlsx (a zip) before any parser sees it: the central directory is read and every
 * entry is really inflated, counting bytes, so a zip bomb is refused whatever its headers claim.
 * The directory is the only index a reader may follow: the listed entries must fill the archive up
 * to the directory exactly, so nothing unlisted (an extra local entry a streaming reader would
 * inflate, overlapping entries) hides between them. Entries are then read from here only
 * (`openEntry`), inflated bytes counted against the same limits while reading.
 */
export interface ZipLimits {
  maxEntries: number;
  /** Total inflated bytes of all entries. */
  maxTotal: number;
  /** Inflated / compressed bytes of one entry beyond 1 MB. */
  maxRatio: number;
}

export const XLSX_LIMITS: ZipLimits = { maxEntries: 1000, maxTotal: 300 * 1024 * 1024, maxRatio: 200 };

/** One entry as the central directory lists it, with where its compressed data lies. */
export interface ZipEntry {
  name: string;
  method: 0 | 8;
  /** Offset of its compressed data in the archive. */
  dataStart: number;
  compressed: number;
  /** Inflated size, as declared and checked. */
  size: number;
}

export interface ZipSummary {
  names: string[];
  entries: Map<string, ZipEntry>;
  /** The first bytes of each entry the caller asked to peek at. */
  heads: Map<string, string>;
}

/** Why an archive is refused: malformed, a bomb or too large (`bad`), or holding data its directory does not list. */
export type ZipProblem = { problem: 'bad' | 'unlisted' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;

/** The entries of a sound, modest zip, or the problem when it is malformed, too large inflated, a bomb, or hides data. */
export async function inspectZip(
  bytes: Buffer,
  limits: ZipLimits = XLSX_LIMITS,
  peek: (name: string) => boolean = () => false,
): Promise<ZipSummary | ZipProblem> {
  const bad: ZipProblem = { problem: 'bad' };
  const eocd = findEocd(bytes);
  if (eocd < 0) return bad;
  const count = bytes.readUInt16LE(eocd + 10);
  const dirSize = bytes.readUInt32LE(eocd + 12);
  const dirOffset = bytes.readUInt32LE(eocd + 16);
  if (count > limits.maxEntries || dirOffset + dirSize > eocd) return bad; // zip64 and spanned archives included
  const names: string[] = [];
  const entries = new Map<string, ZipEntry>();
  const heads = new Map<string, string>();
  /** [start of local header, end of data (and data descriptor)] of each listed entry. */
  const spans: [number, number][] = [];
  let total = 0;
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return bad;
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
    if (flags & 1) return bad; // encrypted
    if (entries.has(name)) return bad; // which of two would a reader take?
    if (local + 30 > dirOffset || bytes.readUInt32LE(local) !== LOCAL) return bad;
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + compressed > dirOffset) return bad;
    let end = start + compressed;
    // A streamed entry is followed by its sizes (a data descriptor, with or without its signature).
    if (flags & 8) end += end + 4 <= dirOffset && bytes.readUInt32LE(end) === DESCRIPTOR ? 16 : 12;
    spans.push([local, end]);
    const data = bytes.subarray(start, start + compressed);
    const budget = Math.min(limits.maxTotal - total, Math.max(1024 * 1024, compressed * limits.maxRatio));
    let size: number | null;
    let head = '';
    if (method === 0) size = compressed;
    else if (method === 8) {
      const r = await inflatedSize(data, budget, peek(name));
      size = r?.size ?? null;
      head = r?.head ?? '';
    } else return bad;
    if (size === null || size > budget || size !== declared) return bad;
    total += size;
    names.push(name);
    entries.set(name, { name, method, dataStart: start, compressed, size });
    if (peek(name)) heads.set(name, method === 0 ? data.toString('utf8', 0, 4096) : head);
  }
  // The listed entries, in file order, must follow one another from the first byte to the directory.
  spans.sort((a, b) => a[0] - b[0]);
  let next = 0;
  for (const [from, to] of spans) {
    if (from !== next) return { problem: 'unlisted' };
    next = to;
  }
  if (next !== dirOffset) return { problem: 'unlisted' };
  return { names, entries, heads };
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

/** Inflating an entry went beyond its declared size or the archive's budget. */
export class ZipLimitError extends Error {
  constructor(name: string) {
    super(`zip entry ${name} inflates beyond its limit`);
  }
}

/** Inflated bytes left for all the entries read from one archive. */
export class InflateBudget {
  constructor(public left: number = XLSX_LIMITS.maxTotal) {}
}

/**
 * One listed entry's inflated bytes as a stream, counted as they come: beyond the entry's checked
 * size or the shared budget the stream fails with ZipLimitError (inflating stops there).
 */
export function openEntry(bytes: Buffer, entry: ZipEntry, budget: InflateBudget): Readable {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressed);
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      budget.left -= chunk.length;
      if (seen > entry.size || budget.left < 0) return done(new ZipLimitError(entry.name));
      done(null, chunk);
    },
  });
  if (entry.method === 0) {
    counter.end(data);
    return counter;
  }
  const z = zlib.createInflateRaw();
  z.on('error', (e) => counter.destroy(e));
  counter.on('error', () => z.destroy());
  z.pipe(counter);
  z.end(data);
  return counter;
}
