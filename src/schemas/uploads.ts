/**
 * Upload types (docs/behaviour.md §1.5.3): allowed file-name extensions per upload kind, and a content check by
 * magic numbers so a server can refuse e.g. a PNG renamed to .pdf. Pure: works on bytes only.
 */

export type UploadKind = 'image' | 'document' | 'video';

/** What the content looks like: 'zip' covers DOCX, XLSX, OFD and ZIP; 'ole' (OLE2/CFB) covers DOC and XLS. */
export type UploadContentType = 'jpg' | 'png' | 'bmp' | 'pdf' | 'zip' | 'ole' | 'rar' | 'txt' | 'mp4' | 'webm';

export const IMAGE_EXTENSIONS = Object.freeze(['jpg', 'jpeg', 'bmp', 'png'] as const);
export const DOCUMENT_EXTENSIONS = Object.freeze([
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'txt',
  'rar',
  'zip',
  'jpg',
  'jpeg',
  'bmp',
  'png',
  'ofd',
] as const);
/** Video tutorials (HRS 帮助文档, /tutorial): formats every current browser plays in a <video>. */
export const VIDEO_EXTENSIONS = Object.freeze(['mp4', 'webm'] as const);
const EXTENSIONS: Record<UploadKind, readonly string[]> = {
  image: IMAGE_EXTENSIONS,
  document: DOCUMENT_EXTENSIONS,
  video: VIDEO_EXTENSIONS,
};

/** The content family each allowed extension must have. */
export const CONTENT_OF_EXTENSION: Readonly<Record<string, UploadContentType>> = Object.freeze({
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  bmp: 'bmp',
  pdf: 'pdf',
  docx: 'zip',
  xlsx: 'zip',
  ofd: 'zip',
  zip: 'zip',
  doc: 'ole',
  xls: 'ole',
  rar: 'rar',
  txt: 'txt',
  mp4: 'mp4',
  webm: 'webm',
});

/** Lower-case extension of a file name (a path is allowed), or null: "a.PNG" -> "png", ".png", "a" -> null. */
export function uploadExtension(fileName: string | null | undefined): string | null {
  const base = (fileName ?? '').trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  return base.slice(dot + 1).toLowerCase();
}

/** Whether a file name has an extension allowed for the upload kind (case-insensitive). */
export function allowedUpload(fileName: string | null | undefined, kind: UploadKind): boolean {
  const ext = uploadExtension(fileName);
  return ext !== null && EXTENSIONS[kind].includes(ext);
}

const startsWith = (b: Uint8Array, magic: readonly number[], at = 0) =>
  b.length >= at + magic.length && magic.every((x, i) => b[at + i] === x);

/** BMP: "BM" and a known DIB header size at offset 14 (so text starting with "BM" is not a bitmap). */
function isBmp(b: Uint8Array) {
  if (!startsWith(b, [0x42, 0x4d]) || b.length < 18) return false;
  const dib = b[14] | (b[15] << 8) | (b[16] << 16) | (b[17] << 24);
  return [12, 16, 40, 52, 56, 64, 108, 124].includes(dib);
}

/**
 * Text heuristic: well-formed UTF-8 (no overlong forms, no surrogates, nothing above U+10FFFF) and
 * no NUL byte. A multi-byte character cut off by the end of the buffer is tolerated, so a prefix of a
 * large file may be passed. Empty content is not text.
 */
function isUtf8Text(b: Uint8Array) {
  if (b.length === 0) return false;
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    if (c === 0) return false;
    if (c < 0x80) {
      i += 1;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) need = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      need = 2;
      if (c === 0xe0) lo = 0xa0; // overlong
      if (c === 0xed) hi = 0x9f; // surrogates
    } else if (c >= 0xf0 && c <= 0xf4) {
      need = 3;
      if (c === 0xf0) lo = 0x90; // overlong
      if (c === 0xf4) hi = 0x8f; // above U+10FFFF
    } else return false;
    for (let k = 1; k <= need; k += 1) {
      if (i + k >= b.length) return true; // cut off at the end of the buffer
      const cc = b[i + k];
      if (k === 1 ? cc < lo || cc > hi : cc < 0x80 || cc > 0xbf) return false;
    }
    i += need + 1;
  }
  return true;
}

/** ISO base media (MP4): an 'ftyp' box first whose major brand is an MP4 one (not QuickTime's 'qt  '). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
]);
function isMp4(b: Uint8Array) {
  if (b.length < 12 || !startsWith(b, [0x66, 0x74, 0x79, 0x70], 4)) return false;
  const size = ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
  return size >= 16 && MP4_BRANDS.has(String.fromCharCode(b[8], b[9], b[10], b[11]));
}

/** WebM: an EBML header (1A 45 DF A3) whose DocType element (42 82) says "webm" (a Matroska file says "matroska"). */
function isWebm(b: Uint8Array) {
  if (!startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) return false;
  const head = b.subarray(0, Math.min(b.length, 64));
  for (let i = 4; i + 6 < head.length; i += 1) {
    if (head[i] === 0x42 && head[i + 1] === 0x82) {
      const len = head[i + 2] & 0x7f; // a one-byte EBML size (0x84 -> 4)
      return (head[i + 2] & 0x80) !== 0 && String.fromCharCode(...head.subarray(i + 3, i + 3 + len)) === 'webm';
    }
  }
  return false;
}

/** The type the content's magic number (or, last, the text heuristic) shows; null when none fits. */
export function uploadKindOfContent(bytes: Uint8Array | null | undefined): UploadContentType | null {
  const b = bytes ?? new Uint8Array(0);
  if (isMp4(b)) return 'mp4';
  if (isWebm(b)) return 'webm';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  // Local file header, empty archive, spanned archive.
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06]) || startsWith(b, [0x50, 0x4b, 0x07, 0x08]))
    return 'zip';
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(b, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07])) return 'rar'; // Rar!\x1A\x07 (RAR 1.5-4 and 5)
  if (isBmp(b)) return 'bmp';
  if (isUtf8Text(b)) return 'txt';
  return null;
}

/** True only when the name's extension is allowed for the kind AND the content is that extension's type. */
export function allowedUploadContent(fileName: string | null | undefined, bytes: Uint8Array | null | undefined, kind: UploadKind): boolean {
  if (!allowedUpload(fileName, kind)) return false;
  const expected = CONTENT_OF_EXTENSION[uploadExtension(fileName)!];
  return expected !== undefined && uploadKindOfContent(bytes) === expected;
}
