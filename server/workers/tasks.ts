import type { TaskFactory } from './protocol';

/**
 * The tasks a worker thread runs, loaded on first use in that thread: the CPU-heavy parts of jobs
 * and requests (reading and checking import files with their error report, writing export
 * workbooks, rendering PDFs, dumping the embedded database for a backup), kept off the event loop that answers every user.
 */
export const TASKS: Record<string, () => Promise<TaskFactory>> = {
  import: async () => (await import('../import/sheet-task')).importSheetTask,
  xlsx: async () => (await import('../export/xlsx-task')).xlsxWriterTask,
  pdf: async () => (await import('../pdf/pdf-task')).pdfTask,
  pgdump: async () => (await import('../backup/pgdump-task')).pgdumpTask,
};
