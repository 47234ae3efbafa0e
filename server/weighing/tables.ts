import type { TableDef } from '../db/tables';

/**
 * Keys of the warehouse scale terminals (docs/weighing.md). Only a SHA-256 of each key is kept: the
 * key itself is shown once, when an administrator issues it. A device has one key at a time.
 */
export const weighingTables: TableDef[] = [
  {
    name: 'af_device_key',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'device_id', type: 'bigint', notNull: true },
      { name: 'key_hash', type: 'text', notNull: true },
      { name: 'created_by', type: 'bigint' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: 'now()' },
    ],
    indexes: [
      { columns: ['key_hash'], unique: true },
      { columns: ['org_id', 'device_id'], unique: true },
    ],
  },
];
