import type { TableDef } from '../db/tables';

/**
 * The manifest exchange log (报文查看, /os_exchangeLook; docs/api-office.md): one row per manifest
 * record an air order's write submitted, changed or deleted, with its outcome, time and user.
 */
export const manifestTables: TableDef[] = [
  {
    name: 'os_exchange_message',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      // SUBMIT / CHANGE / DELETE
      { name: 'message_type', type: 'text', notNull: true },
      // SUCCESS: stored with the order's write; FAILED: the write was refused (error_message says why).
      { name: 'message_status', type: 'text', notNull: true },
      { name: 'business_scope', type: 'text', notNull: true },
      { name: 'order_id', type: 'bigint' },
      { name: 'order_code', type: 'text' },
      { name: 'mawb_number', type: 'text' },
      // The house waybill of the record, else the master waybill.
      { name: 'business_number', type: 'text' },
      { name: 'message_content', type: 'text', notNull: true },
      { name: 'error_message', type: 'text' },
      { name: 'user_id', type: 'bigint' },
      { name: 'user_name', type: 'text' },
      { name: 'send_time', type: 'timestamptz', notNull: true, default: 'now()' },
    ],
    indexes: [{ columns: ['org_id', 'send_time'] }, { columns: ['org_id', 'order_id'] }],
  },
];
