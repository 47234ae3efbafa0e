import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPE_MESSAGES,
  allowedUploadContent,
  isUuid,
  uploadExtension,
  type UploadContentType,
  type UploadKind,
} from '../../src/schemas';
import { uploadLimitOf } from '../../src/schemas/upload-messages';
import type { AppContext } from '../context';
import { readUploadFile } from '../http/multipart';
import { badRequest, notFound, ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { disposition } from '../http/disposition';
import { readFile, storeFile } from '../files/store';
import { contractRoutes } from '../http/contract-routes';
import { files } from '../../src/contracts/files';

/**
 * Uploads (docs/api-waybill.md "Uploads"): every file the app takes goes through POST /api/upload,
 * where both the name's extension and the bytes must be of an allowed type (a renamed executable is
 * refused), and is served back at GET /files/{uuid}/{name} so that a browser never runs it as a page:
 * the type comes from the detected content, never sniffed, and the answer is sandboxed.
 */

/** Content type by detected family; the zip and OLE families are told apart by the stored extension. */
function contentTypeOf(kind: UploadContentType, ext: string | null): string {
  switch (kind) {
    case 'jpg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'bmp':
      return 'image/bmp';
    case 'pdf':
      return 'application/pdf';
    case 'txt':
      return 'text/plain; charset=utf-8';
    case 'rar':
      return 'application/vnd.rar';
    case 'mp4':
      return 'video/mp4';
    case 'webm':
      return 'video/webm';
    case 'ole':
      return ext === 'xls' ? 'application/vnd.ms-excel' : 'application/msword';
    case 'zip':
      return ext === 'docx'
        ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
        : ext === 'xlsx'
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : ext === 'ofd'
            ? 'application/ofd'
            : 'application/zip';
  }
}

/** The name as stored: no path, no control characters, at most 200 characters (keeping the extension). */
function cleanName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  const chars = [...base];
  if (chars.length <= 200) return base;
  const ext = uploadExtension(base);
  return chars.slice(0, 200 - (ext ? ext.length + 1 : 0)).join('') + (ext ? `.${ext}` : '');
}

export default async function uploadsPlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const handle = contractRoutes(app, ctx);
  // Multipart bodies are parsed only in this plugin: one file of at most 10 MB per request.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

  handle(files.upload, async (req) => {
    const lang = requestLanguage(req);
    const kind = (req.query as { kind?: string }).kind as UploadKind;
    if (kind !== 'image' && kind !== 'document' && kind !== 'video')
      throw badRequest('kind 必须是 image、document 或 video', { kind: 'image | document | video' });
    const { part, bytes } = await readUploadFile(req, lang, uploadLimitOf(kind));
    const name = cleanName(part.filename ?? '');
    if (!allowedUploadContent(name, bytes, kind)) throw badRequest(UPLOAD_TYPE_MESSAGES[kind][lang]);
    const stored = await storeFile(ctx.db, req.user!.orgId, req.user!.userId, name, bytes);
    return ok({ fileUrl: stored.fileUrl, fileName: stored.fileName, size: stored.size });
  });

  // No token: attachments show on the public tracking pages; the random uuid is the only key. The
  // name is a wildcard: a parameter is cut at 100 characters, and a stored name may be 200
  // characters, 9 times as many once URL-encoded (Chinese).
  handle(files.file, async (req, reply) => {
    const { uuid } = req.params as { uuid: string; name: string };
    const file = isUuid(uuid) ? await readFile(ctx.db, uuid.toLowerCase()) : null;
    if (!file) throw notFound('文件不存在');
    const inline = ['jpg', 'png', 'bmp', 'pdf', 'mp4', 'webm'].includes(file.contentKind);
    reply
      .header('content-type', contentTypeOf(file.contentKind, uploadExtension(file.fileName)))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', 'sandbox')
      .header('content-disposition', disposition(inline ? 'inline' : 'attachment', file.fileName))
      .header('cache-control', 'private, max-age=3600')
      .header('accept-ranges', 'bytes');
    const bytes = Buffer.from(file.bytes);
    // A video player seeks with byte ranges; one range per request is all a <video> asks for.
    const range = byteRange(req.headers.range, bytes.length);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${bytes.length}`).send();
    if (range) {
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .send(bytes.subarray(range.start, range.end + 1));
    }
    return reply.send(bytes);
  });
}

/** A single "bytes=a-b" / "bytes=a-" / "bytes=-n" range of a body of `size` bytes; undefined to send it whole. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const n = Number(m[2]);
    if (n === 0) return 'unsatisfiable';
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
