import type { TableDef } from '../db/tables';

export const referenceTables: TableDef[] = [
  {
    // Which organisations had a basic-data route filled from the reference packages at start (once each).
    name: 'sys_reference_fill',
    columns: [
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'resource', type: 'text', notNull: true },
      { name: 'fill_time', type: 'timestamptz', notNull: true, default: 'now()' },
    ],
    indexes: [{ columns: ['org_id', 'resource'], unique: true }],
  },
];
