import type { TableDef } from '../db/tables';

/**
 * Limits that must hold across several server instances on one PostgreSQL live in the database
 * (docs/behaviour.md §E.7): request budgets per window and failed logins (docs/security.md).
 */
export const limitTables: TableDef[] = [
  {
    // One row per counted key and fixed window: hits so far; swept once expired.
    name: 'sys_rate_window',
    columns: [
      { name: 'bucket', type: 'text', notNull: true },
      { name: 'window_no', type: 'bigint', notNull: true },
      { name: 'hits', type: 'integer', notNull: true, default: '0' },
      { name: 'expires_at', type: 'timestamptz', notNull: true },
    ],
    indexes: [{ columns: ['bucket', 'window_no'], unique: true }, { columns: ['expires_at'] }],
  },
  {
    // One row per failed login: the account it was for (normalised identity) and the client address.
    name: 'auth_login_failure',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'account', type: 'text', notNull: true },
      { name: 'address', type: 'text', notNull: true },
      { name: 'at', type: 'timestamptz', notNull: true, default: 'now()' },
    ],
    indexes: [{ columns: ['account', 'address', 'at'] }, { columns: ['address', 'at'] }, { columns: ['at'] }],
  },
];
