import { LOOKUP_KINDS } from '../schemas/lookups';
import { defineCalls, FileOf, Multipart, onResource, PUBLIC, SESSION, byHandler } from './define';
import { Enum, IdText, Json, Nullable, T, Time } from './schema';
import { transferCalls } from './transfer.calls';

export const Job = T.Object({
  id: T.Integer(),
  kind: T.String({ description: 'export | import | mail' }),
  resource: Nullable(T.String()),
  status: T.String({ description: 'queued, running, done, failed' }),
  progressDone: T.Number(),
  progressTotal: Nullable(T.Number()),
  message: Nullable(T.String()),
  result: Json("what the job reports (an import's counts and problems)"),
  fileName: Nullable(T.String()),
  fileSize: Nullable(T.Number()),
  downloadUrl: Nullable(T.String({ description: 'GET it with the token when done' })),
  createTime: Time,
  finishTime: Nullable(Time),
  expiresAt: Time,
});
const ownJob = byHandler("the job's owner only (404 for anyone else, and after its day)");
const tzOffset = T.Optional(
  T.Integer({ minimum: -840, maximum: 840, description: "the browser's Date.getTimezoneOffset(), default -480 (Shanghai)" }),
);

export const transfer = defineCalls('transfer', transferCalls, {
  exportColumns: {
    summary: "The export dialog: the columns a route exports, the user's last choice, the row ceiling",
    access: onResource('export'),
    answer: T.Object({
      mode: Enum(['custom', 'default']),
      fields: T.Array(T.String()),
      defaultFields: T.Array(T.String()),
      columns: T.Array(T.Object({ name: T.String(), label: T.String() })),
      maxRows: T.Integer({ description: 'EXPORT_MAX_ROWS' }),
    }),
  },
  exportStart: {
    summary: 'Export a list (its filters and sort in `query`) to a workbook: queued as a job',
    access: onResource('export'),
    body: T.Object({
      mode: T.Optional(T.String({ description: 'custom (fields) | default (the list columns)' })),
      fields: T.Optional(T.Unknown({ description: 'the columns, in order (custom)' })),
      viewColumns: T.Optional(
        T.Unknown({
          description: "the columns the list shows (a saved view's), exported in default mode instead of the route's list columns",
        }),
      ),
      query: T.Optional(T.Unknown({ description: "the list's parameters: filter -> text, as GET /api/{resource} takes them" })),
      tzOffset: T.Optional(T.Unknown({ description: 'minutes, as Date.getTimezoneOffset() (default -480)' })),
    }),
    answer: T.Object({ jobId: T.Integer(), total: T.Integer({ description: 'rows to export' }) }),
    errors: { 400: 'unknown fields or filters, or more rows than EXPORT_MAX_ROWS' },
  },
  importTemplate: {
    summary: "The import template of a route (its create form's columns)",
    access: onResource('import'),
    answer: FileOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  },
  importUpload: {
    summary: 'Import a workbook into a route: checked, then queued as a job (dryRun: check only)',
    access: onResource('import'),
    query: T.Object({
      mode: T.Optional(Enum(['all', 'good'], { description: 'all: nothing is stored if any row is wrong; good: the good rows are' })),
      dryRun: T.Optional(T.String({ description: '1 or true: check only' })),
      updateExisting: T.Optional(T.String({ description: '1 or true: rows with an existing unique number update it' })),
      tzOffset,
    }),
    body: Multipart({ file: 'the workbook (.xlsx, at most 10 MB and IMPORT_MAX_ROWS rows)' }),
    answer: T.Object({ jobId: T.Integer(), rows: T.Integer({ description: 'data rows found' }) }),
    errors: { 400: 'not a sound workbook, or the required columns are missing', 413: 'the file is over 10 MB' },
  },
  job: { summary: "One of the user's jobs: status, progress, result", access: ownJob, params: T.Object({ id: IdText }), answer: Job },
  activeJob: {
    summary: "The user's queued or running job of a kind (a reopened dialog shows its progress)",
    access: ownJob,
    params: T.Object({ kind: Enum(['export', 'import']) }),
    answer: Nullable(Job),
  },
  jobFile: {
    summary: "A finished job's file (the export, an import's problem report)",
    access: ownJob,
    params: T.Object({ id: IdText }),
    answer: FileOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  },
  referenceFill: {
    summary: 'Fill a basic-data route (airports, countries, currencies, carriers, cities) from the reference packages',
    access: onResource('fill'),
    answer: T.Object({ added: T.Integer(), kept: T.Integer(), skipped: T.Integer() }),
    errors: { 400: 'the route has no reference data' },
  },
  staticReference: {
    summary: "docs/behaviour.md §1.7's static lists: airlines, countryCodes, importHotCities, exportHotCities",
    access: PUBLIC("public reference data (the login page's dialling codes)"),
    params: T.Object({ kind: T.String({ description: 'airlines | countryCodes | importHotCities | exportHotCities' }) }),
    answer: T.Array(T.Object({}, { additionalProperties: true })),
    errors: { 404: 'no such list' },
  },
  referenceLookup: {
    summary:
      "The pickers' suggestions: at most 20 codes of the organisation's table of a kind, by code prefix or name (or the records of `codes`)",
    description:
      'The exact code first, then code prefixes, then names. Any logged-in user: every order form needs these tables, whoever may open their basic-data screens.',
    access: SESSION,
    params: T.Object({ kind: T.String({ description: LOOKUP_KINDS.join(' | ') }) }),
    query: T.Object({
      q: T.Optional(T.String({ description: "a code's start or part of a name, at most 50 characters" })),
      codes: T.Optional(T.String({ description: 'codes, comma-separated (at most 50): the names of values already chosen' })),
    }),
    answer: T.Array(T.Object({ code: T.String(), nameCn: Nullable(T.String()), nameEn: Nullable(T.String()) })),
    errors: { 404: 'no such kind' },
  },
});
