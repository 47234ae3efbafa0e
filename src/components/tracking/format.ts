import { formatNumber } from '../crud/format';
import { dash } from '../display/empty';

/**
 * Pure helpers of the public tracking pages (docs/behaviour.md §2.2.8, §2.4, §2.5): number display, dimension
 * tables, plan-vs-confirmed comparison, query trimming, file kinds, the delivery notice's file name.
 */

/** Which figure a number is: the decimals it shows (docs/behaviour.md §2.5, §2.9). */
export type FigureKind = 'pieces' | 'weight' | 'volume' | 'chargeWeight' | 'density';

export const FIGURE_DECIMALS: Readonly<Record<FigureKind, number>> = {
  pieces: 0,
  weight: 1,
  volume: 3,
  chargeWeight: 3,
  density: 1,
};

const toNumber = (v: unknown): number | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' && v.trim() === '') return null;
  const n = typeof v === 'number' ? v : Number(String(v).replace(/,/g, '').trim());
  return Number.isFinite(n) ? n : null;
};

/**
 * Number display rule (docs/behaviour.md §2.5): empty or zero shows '-'; pieces 0 decimals, gross weight 1,
 * volume and charge weight 3; thousands separators.
 */
export function formatFigure(v: unknown, kind: FigureKind): string {
  const n = toNumber(v);
  if (n === null || n === 0) return '-';
  const d = FIGURE_DECIMALS[kind];
  return formatNumber(n, d);
}

/** "departure → arrival" by station name, else code; '-' for a missing one. */
export const stationsText = (r: {
  departureStationName?: unknown;
  departureStation?: unknown;
  arrivalStationName?: unknown;
  arrivalStation?: unknown;
}) => [r.departureStationName || r.departureStation, r.arrivalStationName || r.arrivalStation].map(dash).join(' → ');

/**
 * Plan and confirmed values differ (the pages highlight the confirmed one): the same rule the server
 * stores as the orders' difference flags (src/schemas/computed.ts).
 */
export { planConfirmDiffer as differs } from '../../schemas/computed';

export interface DimensionRow {
  length: string;
  width: string;
  height: string;
  pieces: string;
}

/**
 * Dimension text (docs/behaviour.md §2.3): items separated by ';', each "length/width/height/pieces" with '/'
 * or '*' between parts. Empty items are skipped; missing parts are ''.
 */
export function parseDimensions(text: unknown): DimensionRow[] {
  if (typeof text !== 'string') return [];
  return text
    .split(/[;；]/)
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const [length = '', width = '', height = '', pieces = ''] = item.split(/[/*]/).map((p) => p.trim());
      return { length, width, height, pieces };
    });
}

/**
 * Query parameters of a public page (docs/behaviour.md §2.5): values trimmed, empty ones left out. Accepts the
 * search string ("?o=..&code=..") or URLSearchParams.
 */
export function trimQuery(search: string | URLSearchParams): Record<string, string> {
  const params = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const out: Record<string, string> = {};
  for (const [k, v] of params) {
    const s = v.trim();
    if (s && !(k in out)) out[k] = s;
  }
  return out;
}

export type FileKind = 'excel' | 'pdf' | 'word' | 'other';

/** The icon of a related file by its extension (xls/xlsx, pdf, doc/docx). */
export function fileKind(name: unknown): FileKind {
  const ext = typeof name === 'string' ? (name.split('?')[0].split('.').pop() ?? '').toLowerCase() : '';
  if (ext === 'xls' || ext === 'xlsx') return 'excel';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'doc' || ext === 'docx') return 'word';
  return 'other';
}

export interface AttachmentLike {
  orderFileId?: string;
  fileType?: string | null;
  fileName?: string | null;
  fileRemark?: string | null;
  fileUrl?: string | null;
}

/** Attachments split by fileType: "照片" pictures, everything else files (docs/behaviour.md §2.4). */
export function splitAttachments<T extends AttachmentLike>(list: unknown): { pictures: T[]; files: T[] } {
  const rows = Array.isArray(list) ? (list.filter((x) => x && typeof x === 'object') as T[]) : [];
  return { pictures: rows.filter((a) => a.fileType === '照片'), files: rows.filter((a) => a.fileType !== '照片') };
}

/**
 * The delivery notice's download name (docs/behaviour.md §2.5): the declaration number, taken from the text
 * "报关单号：" followed by digits; else the fallback (the order code), else "delivery-notice".
 */
export function noticeFileName(text: unknown, fallback?: string | null): string {
  const m = typeof text === 'string' ? /报关单号[：:]\s*(\d+)/.exec(text) : null;
  if (m) return m[1];
  const f = typeof fallback === 'string' ? fallback.trim() : '';
  return f || 'delivery-notice';
}

/** The QR caption is smaller when the code exceeds 12 characters (docs/behaviour.md §2.4). */
export const qrCaptionFontSize = (code: string | null | undefined) => ((code ?? '').length > 12 ? 10 : 12);
