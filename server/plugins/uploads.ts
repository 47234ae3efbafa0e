import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE, UPLOAD_TYPE_MESSAGES, allowedUploadContent, isUuid, uploadExtension,
  type UploadContentType, type UploadKind,
} from '../../src/schemas';
import type { AppContext } from '../context';
import { readUploadFile } from '../http/multipart';
import { ApiError, badRequest, notFound, ok } from '../http/envelope';
import { requestLanguage } from '../http/language';
import { disposition } from '../http/disposition';
import { readFile, storeFile } from '../files/store';

/**
 * Uploads (docs/api-waybill.md "Uploads"): every file the app takes goes through POST /api/upload,
 * where both the name's extension and the bytes must be of an allowed type (a renamed executable is
 * refused), and is served back at GET /files/{uuid}/{name} so that a browser never runs it as a page:
 * the type comes from the detected content, never sniffed, and the answer is sandboxed.
 */

/** Content type by detected family; the zip and OLE families are told apart by the stored extension. */
function contentTypeOf(kind: UploadContentType, ext: string | null): string {
  switch (kind) {
    case 'jpg': return 'image/jpeg';
    case 'png': return 'image/png';
    case 'bmp': return 'image/bmp';
    case 'pdf': return 'application/pdf';
    case 'txt': return 'text/plain; charset=utf-8';
    case 'rar': return 'application/vnd.rar';
    case 'ole': return ext === 'xls' ? 'application/vnd.ms-excel' : 'application/msword';
    case 'zip':
      return ext === 'docx' ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
        : ext === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
        : ext === 'ofd' ? 'application/ofd'
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
  // Multipart bodies are parsed only in this plugin: one file of at most 10 MB per request.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

  app.post('/api/upload', async (req) => {
    const lang = requestLanguage(req);
    const kind = (req.query as { kind?: string }).kind as UploadKind;
    if (kind !== 'image' && kind !== 'document') throw badRequest('kind 必须是 image 或 document', { kind: 'image | document' });
    const { part, bytes } = await readUploadFile(req, lang);
    const name = cleanName(part.filename ?? '');
    if (!allowedUploadContent(name, bytes, kind)) throw badRequest(UPLOAD_TYPE_MESSAGES[kind][lang]);
    const stored = await storeFile(ctx.db, req.user!.orgId, req.user!.userId, name, bytes);
    return ok({ fileUrl: stored.fileUrl, fileName: stored.fileName, size: stored.size });
  });

  // No token: attachments show on the public tracking pages; the random uuid is the only key. The
  // name is a wildcard: a parameter is cut at 100 characters, and a stored name may be 200
  // characters, 9 times as many once URL-encoded (Chinese).
  app.get('/files/:uuid/*', { config: { public: true } }, async (req, reply) => {
    const { uuid } = req.params as { uuid: string; name: string };
    const file = isUuid(uuid) ? await readFile(ctx.db, uuid.toLowerCase()) : null;
    if (!file) throw notFound('文件不存在');
    const inline = ['jpg', 'png', 'bmp', 'pdf'].includes(file.contentKind);
    return reply
      .header('content-type', contentTypeOf(file.contentKind, uploadExtension(file.fileName)))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', 'sandbox')
      .header('content-disposition', disposition(inline ? 'inline' : 'attachment', file.fileName))
      .header('cache-control', 'private, max-age=3600')
      .send(Buffer.from(file.bytes));
  });
}
