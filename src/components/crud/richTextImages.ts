import { api, call } from '../../api';

/**
 * Rich text keeps only pictures stored in the product (docs/security.md): a remote picture would tell
 * its host who read the text, and the server drops it. So pictures pasted or dropped into the editor
 * are uploaded like any image (POST /api/upload?kind=image, checked by content) and the editor holds
 * their /files/ address instead of the picture's bytes or a foreign address.
 */

/** Image types the upload takes (docs/behaviour.md §1.5.3), as browsers name them. */
export const RICH_TEXT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/bmp'];
const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/bmp': 'bmp' };

/** Uploads one picture; answers its stored address. */
export async function uploadPicture(file: Blob, name?: string): Promise<string> {
  const form = new FormData();
  form.append('file', file, name || `pasted.${EXTENSION[file.type] ?? 'png'}`);
  const url = (await call(api.files.upload, { query: { kind: 'image' }, body: form }))?.fileUrl;
  if (typeof url !== 'string' || !url) throw new Error('no fileUrl in the answer');
  return url;
}

/** The bytes of a data: address (no fetch, which the Content-Security-Policy would refuse). */
export function dataUrlToBlob(dataUrl: string): Blob | null {
  const m = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!m) return null;
  try {
    const text = m[2] ? atob(m[3]) : decodeURIComponent(m[3]);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
    return new Blob([bytes], { type: m[1] });
  } catch {
    return null;
  }
}

/** The parts of Quill the editor uses (the editor is loaded lazily, so no import of Quill itself). */
export interface QuillLike {
  root: HTMLElement;
  getIndex(blot: unknown): number;
  deleteText(index: number, length: number, source?: string): unknown;
  insertEmbed(index: number, type: string, value: unknown, source?: string): unknown;
  setSelection(index: number, source?: string): unknown;
  constructor: { find(node: Node): unknown };
}

/** Quill's uploader handler: pasted or dropped picture files are uploaded, then placed where they fell. */
export function uploadHandler(onRefused: (e: unknown) => void) {
  return function handler(this: { quill: QuillLike }, range: { index: number; length: number }, files: File[]) {
    const quill = this.quill;
    void (async () => {
      let at = range.index;
      if (range.length) quill.deleteText(range.index, range.length, 'user');
      for (const file of files) {
        try {
          const url = await uploadPicture(file, file.name);
          quill.insertEmbed(at, 'image', url, 'user');
          at += 1;
        } catch (e) {
          onRefused(e);
        }
      }
      quill.setSelection(at, 'silent');
    })();
  };
}

/**
 * Pictures that arrived inside pasted HTML as data: addresses: each is uploaded and put back with its
 * stored address; one that cannot be stored is taken out. Answers once all are done.
 */
export async function storeInlinePictures(quill: QuillLike, onRefused: (e: unknown) => void): Promise<void> {
  const images = Array.from(quill.root.querySelectorAll<HTMLImageElement>('img[src^="data:"]'));
  for (const img of images) {
    const src = img.getAttribute('src') ?? '';
    const blob = dataUrlToBlob(src);
    let url: string | null = null;
    try {
      if (blob && RICH_TEXT_IMAGE_TYPES.includes(blob.type)) url = await uploadPicture(blob);
      else throw new Error('not a picture type the product stores');
    } catch (e) {
      onRefused(e);
    }
    const blot = quill.constructor.find(img);
    if (!blot) continue;
    const index = quill.getIndex(blot);
    quill.deleteText(index, 1, 'user');
    if (url) quill.insertEmbed(index, 'image', url, 'user');
  }
}
