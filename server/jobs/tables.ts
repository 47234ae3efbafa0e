import type { TableDef } from '../db/tables';

const now = 'now()';

/**
 * Long work (docs/behaviour.md §E.7): exports and imports run as jobs in sys_job, picked up by the server
 * process (server/jobs/worker.ts); their files live in sys_job_file in parts of at most 1 MB, so
 * neither writing nor serving a large export ever holds the whole file in memory.
 */
export const jobTables: TableDef[] = [
  {
    name: 'sys_job',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'user_id', type: 'bigint', notNull: true },
      { name: 'user_name', type: 'text', notNull: true },
      // export | import
      { name: 'kind', type: 'text', notNull: true },
      { name: 'resource', type: 'text', notNull: true },
      // queued | running | done | failed
      { name: 'status', type: 'text', notNull: true, default: `'queued'` },
      { name: 'params', type: 'jsonb', notNull: true },
      { name: 'progress_done', type: 'integer', notNull: true, default: '0' },
      { name: 'progress_total', type: 'integer' },
      { name: 'result', type: 'jsonb' },
      { name: 'message', type: 'text' },
      // The job's output file (an export, an import's error report), if any.
      { name: 'file_name', type: 'text' },
      { name: 'file_size', type: 'bigint' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
      { name: 'start_time', type: 'timestamptz' },
      { name: 'finish_time', type: 'timestamptz' },
      // A running job's worker writes it as it goes; a job silent for long was lost with its process.
      { name: 'heartbeat', type: 'timestamptz' },
      // Jobs and their files are kept a day.
      { name: 'expires_at', type: 'timestamptz', notNull: true, default: `now() + interval '1 day'` },
    ],
    indexes: [
      { columns: ['status', 'id'] },
      { columns: ['user_id', 'create_time'] },
      { columns: ['expires_at'] },
      // One export and one import at a time per user, also when two start calls race.
      { columns: ['user_id', 'kind'], unique: true, where: `status in ('queued', 'running')` },
    ],
  },
  {
    name: 'sys_job_file',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'job_id', type: 'bigint', notNull: true },
      // input (an uploaded import file) | output
      { name: 'role', type: 'text', notNull: true },
      { name: 'seq', type: 'integer', notNull: true },
      { name: 'bytes', type: 'bytea', notNull: true },
    ],
    indexes: [{ columns: ['job_id', 'role', 'seq'], unique: true }],
  },
  {
    // The export dialog's choice (custom or default fields, and which in what order) per user and route.
    name: 'sys_export_choice',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'user_id', type: 'bigint', notNull: true },
      { name: 'resource', type: 'text', notNull: true },
      { name: 'mode', type: 'text', notNull: true },
      { name: 'fields', type: 'jsonb', notNull: true },
      { name: 'update_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['user_id', 'resource'], unique: true }],
  },
];
