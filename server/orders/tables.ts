import type { TableDef } from '../db/tables';

const now = 'now()';

/**
 * What the order lifecycle keeps beside the orders (docs/orders.md). Rows name their order by
 * (org_id, business_scope, order_id) on the scope's order table (docs/orders.md), so every view of
 * an order (出口订舱, 出口操作, 空运出口订单...) reads the same history and followers.
 */
export const orderTables: TableDef[] = [
  {
    // One row per status change (and the status an order was created with): who, when, from, to.
    name: 'order_event',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'business_scope', type: 'text', notNull: true },
      { name: 'order_id', type: 'bigint', notNull: true },
      { name: 'from_status', type: 'text' },
      { name: 'to_status', type: 'text', notNull: true },
      { name: 'from_stage', type: 'text' },
      { name: 'to_stage', type: 'text' },
      // null for a warehouse device (the arrival weighing); user_name says who or which device.
      { name: 'user_id', type: 'bigint' },
      { name: 'user_name', type: 'text', notNull: true },
      { name: 'remark', type: 'text' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['org_id', 'business_scope', 'order_id', 'id'] }],
  },
  {
    // Users told of an order's status changes (its cc list): the creator, and whoever follows it.
    name: 'order_follower',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      { name: 'business_scope', type: 'text', notNull: true },
      { name: 'order_id', type: 'bigint', notNull: true },
      { name: 'user_id', type: 'bigint', notNull: true },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['org_id', 'business_scope', 'order_id', 'user_id'], unique: true }, { columns: ['org_id', 'user_id'] }],
  },
  {
    // One-time data migrations already done (server/orders/migrate.ts): never run twice.
    name: 'sys_migration',
    columns: [
      { name: 'name', type: 'text', primaryKey: true },
      { name: 'done_at', type: 'timestamptz', notNull: true, default: now },
      { name: 'detail', type: 'jsonb' },
    ],
  },
];
