import type { WorkerPool } from '../workers/pool';
import type { PDF_RENDERERS, PdfKind } from './pdf-task';

/** Renders a PDF in a worker thread (server/pdf/pdf-task.ts): the bytes of the document. */
export async function renderPdf<K extends PdfKind>(
  pool: WorkerPool,
  kind: K,
  ...args: Parameters<(typeof PDF_RENDERERS)[K]>
): Promise<Buffer> {
  const bytes = await pool.with('pdf', null, (s) => s.call<Uint8Array>('render', kind, args));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
