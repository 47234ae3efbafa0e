import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_LARGE_MESSAGE, type Language } from '../../src/schemas';
import type { Bilingual } from '../../src/schemas/check-table';
import { ApiError, badRequest } from './envelope';

const NOT_MULTIPART = '请以 multipart/form-data 上传文件 (field "file")';

/**
 * The one file of an upload request (field "file") and its bytes. A body that is not well-formed
 * multipart (no boundary, a cut-off part) is the client's fault: a 400 naming the file, not a 500.
 * `limit` is the kind's size limit and its refusal (videos may be larger than the default 10 MB).
 */
export async function readUploadFile(
  req: FastifyRequest,
  lang: Language,
  limit: { max: number; message: Bilingual } = { max: UPLOAD_MAX_BYTES, message: UPLOAD_TOO_LARGE_MESSAGE },
): Promise<{ part: MultipartFile; bytes: Buffer }> {
  if (!req.isMultipart()) throw badRequest(NOT_MULTIPART, { file: 'required' });
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { fileSize: limit.max } });
  } catch (e) {
    throw malformed(e, lang, limit.message);
  }
  if (part?.fieldname !== 'file') throw badRequest('请选择要上传的文件', { file: 'required' });
  try {
    return { part, bytes: await part.toBuffer() };
  } catch (e) {
    throw malformed(e, lang, limit.message);
  }
}

function malformed(e: unknown, lang: Language, tooLarge: Bilingual) {
  if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(413, tooLarge[lang]);
  if (e instanceof ApiError) return e;
  const status = (e as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500 && status !== 400) return e as Error;
  return badRequest(`${NOT_MULTIPART}: ${(e as Error)?.message ?? 'malformed'}`, { file: 'malformed multipart body' });
}
