import type { TableDef } from '../db/tables';

/**
 * Mails sent from a record (bills, goods notices): one row per sending, written when it is queued and
 * completed by the mail job, so the record's detail screen shows what was sent to whom and when, or
 * why the SMTP server refused it.
 */
export const mailTables: TableDef[] = [
  {
    name: 'sys_mail_log',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'user_id', type: 'bigint', notNull: true },
      { name: 'user_name', type: 'text', notNull: true },
      // bill | goodsNotify (src/schemas/mail.ts)
      { name: 'kind', type: 'text', notNull: true },
      { name: 'resource', type: 'text', notNull: true },
      { name: 'record_id', type: 'bigint', notNull: true },
      { name: 'to_addresses', type: 'jsonb', notNull: true },
      { name: 'cc_addresses', type: 'jsonb', notNull: true },
      { name: 'subject', type: 'text', notNull: true },
      { name: 'attachment_name', type: 'text' },
      // QUEUED | SENT | FAILED
      { name: 'status', type: 'text', notNull: true, default: `'QUEUED'` },
      // The SMTP server's message id when sent, its refusal when not.
      { name: 'message', type: 'text' },
      { name: 'job_id', type: 'bigint' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: 'now()' },
      { name: 'sent_time', type: 'timestamptz' },
    ],
    indexes: [{ columns: ['org_id', 'resource', 'record_id', 'create_time'] }, { columns: ['job_id'] }],
  },
];
