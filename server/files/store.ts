import type { DB } from '../db';
import { uploadKindOfContent, type UploadContentType } from '../../src/schemas/uploads';

/**
 * Uploaded files in the sys_file table. Callers check what may be stored (allowedUploadContent);
 * this keeps the bytes, the name and the detected content kind, and gives the public address.
 */

export interface StoredFile {
  fileUuid: string;
  fileName: string;
  contentKind: UploadContentType;
  size: number;
  /** Where the browser fetches it: /files/{uuid}/{name}. */
  fileUrl: string;
}

export const fileUrlOf = (fileUuid: string, fileName: string) => `/files/${fileUuid}/${encodeURIComponent(fileName)}`;

/** Stores checked bytes; throws when the content is of no known kind (the caller checks first). */
export async function storeFile(db: DB, orgId: number, userId: number | null, fileName: string, bytes: Uint8Array): Promise<StoredFile> {
  const contentKind = uploadKindOfContent(bytes);
  if (!contentKind) throw new Error('storeFile: content of unknown kind');
  const row = await db
    .insertInto('sys_file')
    .values({
      org_id: orgId,
      file_name: fileName,
      content_kind: contentKind,
      size: bytes.length,
      bytes: Buffer.from(bytes),
      created_by: userId,
    })
    .returning(['file_uuid'])
    .executeTakeFirstOrThrow();
  const fileUuid = String(row.file_uuid);
  return { fileUuid, fileName, contentKind, size: bytes.length, fileUrl: fileUrlOf(fileUuid, fileName) };
}

/** A stored file by its uuid (the caller has checked the uuid's form), or null. */
export async function readFile(db: DB, fileUuid: string): Promise<(StoredFile & { bytes: Uint8Array; orgId: number }) | null> {
  const row = await db
    .selectFrom('sys_file')
    .select(['org_id', 'file_uuid', 'file_name', 'content_kind', 'size', 'bytes'])
    .where('file_uuid', '=', fileUuid)
    .executeTakeFirst();
  if (!row) return null;
  return {
    orgId: Number(row.org_id),
    fileUuid: String(row.file_uuid),
    fileName: row.file_name,
    contentKind: row.content_kind,
    size: Number(row.size),
    bytes: row.bytes as Uint8Array,
    fileUrl: fileUrlOf(String(row.file_uuid), row.file_name),
  };
}
