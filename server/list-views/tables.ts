import type { TableDef } from '../db/tables';

/** Saved list views and each user's default view per list (docs/lists.md "Saved views"). */
export const listViewTables: TableDef[] = [
  {
    name: 'sys_list_view',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'user_id', type: 'bigint', notNull: true },
      { name: 'resource', type: 'text', notNull: true },
      { name: 'name', type: 'text', notNull: true },
      { name: 'shared', type: 'boolean', notNull: true, default: 'false' },
      { name: 'settings', type: 'jsonb', notNull: true },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: 'now()' },
      { name: 'update_time', type: 'timestamptz', notNull: true, default: 'now()' },
    ],
    // A name once per user and list (the 409 of server/plugins/list-views.ts; the index holds it under
    // concurrent saves too).
    indexes: [{ columns: ['org_id', 'resource'] }, { columns: ['user_id', 'resource', 'name'], unique: true }],
  },
  {
    name: 'sys_list_view_default',
    columns: [
      { name: 'user_id', type: 'bigint', notNull: true },
      { name: 'resource', type: 'text', notNull: true },
      { name: 'view_id', type: 'bigint', notNull: true },
    ],
    indexes: [{ columns: ['user_id', 'resource'], unique: true }, { columns: ['view_id'] }],
  },
];
