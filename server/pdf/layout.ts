import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * What every printed document shares (air waybill, bill of lading, cross-border waybill, cargo
 * pouch): an A4 page set in Noto Sans SC so Chinese prints as written (pdfkit embeds only the glyphs
 * used, so a page stays small although the font file is 10 MB), ruled boxes with a caption and a
 * value that shrinks to fit, and small print.
 */

const require = createRequire(import.meta.url);
let fontBytes: Buffer | null = null;

/** The font file's bytes, read once (the package has no exports map, so its files resolve directly). */
export function noto(): Buffer {
  fontBytes ??= fs.readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'));
  return fontBytes;
}

export const A4 = { w: 595.28, h: 841.89 };
export const M = 24; // page margin
export const W = A4.w - 2 * M;
export const HALF = W / 2;
export const LABEL = 5.5;
export const VALUE = 8.5;
const MIN_VALUE = 5;

export type Doc = PDFKit.PDFDocument;

export const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A ruled box with its printed caption (small, top left) and its value below, clipped to the box. */
export function box(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  caption: string,
  value = '',
  opts: { size?: number; align?: 'left' | 'center' | 'right'; top?: number; oneLine?: boolean } = {},
) {
  doc.lineWidth(0.6).rect(x, y, w, h).stroke();
  // The caption takes the lines it needs (a long one wraps), the value starts below it.
  let captionH = 0;
  if (caption) {
    doc.fontSize(LABEL).fillColor('#333');
    captionH = Math.min(doc.heightOfString(caption, { width: w - 4 }), h - 2);
    doc.text(caption, x + 2, y + 1.5, { width: w - 4, height: captionH + 0.5, ellipsis: true });
  }
  if (value) {
    const top = Math.max(caption ? y + 1.5 + captionH + 0.5 : y + 3, opts.top ?? 0);
    const room = y + h - top - 1;
    // A long value is set smaller until it fits its box (the paper boxes are fixed); only what would
    // not fit even at the smallest size is cut, with an ellipsis.
    let size = opts.size ?? VALUE;
    doc.fontSize(size);
    const fits = () => (opts.oneLine ? doc.widthOfString(value) <= w - 6 : doc.heightOfString(value, { width: w - 6 }) <= room);
    while (size > MIN_VALUE && !fits()) doc.fontSize((size -= 0.5));
    doc
      .fillColor('#000')
      .text(value, x + 3, top, { width: w - 6, height: Math.max(size * 1.5, room), align: opts.align ?? 'left', ellipsis: true });
  }
}

/** Small print that is part of the form itself (conditions, certifications). */
export function note(doc: Doc, x: number, y: number, w: number, h: number, text: string) {
  doc
    .fontSize(4.8)
    .fillColor('#444')
    .text(text, x + 3, y + 2, { width: w - 6, height: h - 3, ellipsis: true });
}

/**
 * A new A4 document in Noto Sans SC and the promise of its bytes once `doc.end()` is called. Forms
 * place every box themselves (margin 0); flowing documents give the margin their text wraps in.
 */
export function newDocument(title: string, margin = 0): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin, info: { Title: title, Producer: 'freight back office' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('noto', noto());
  doc.font('noto');
  return { doc, done };
}
