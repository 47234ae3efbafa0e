import type { TableDef } from '../db/tables';

const now = 'now()';

/**
 * Tables of the documents and office pages (docs/api-office.md): made documents (bill of lading,
 * cross-border waybill, house waybill information), one per kind and source record.
 */
export const documentTables: TableDef[] = [
  {
    name: 'doc_print',
    columns: [
      { name: 'id', type: 'id' },
      { name: 'org_id', type: 'bigint', notNull: true },
      // seaBl | osWaybill | hawbInfo (src/schemas/documents)
      { name: 'doc_kind', type: 'text', notNull: true },
      // The id of the source record in the kind's source resource (se_order, os_waybill, fhl_operation).
      { name: 'source_id', type: 'bigint', notNull: true },
      // The document's own number (B/L number, waybill number, house number), for lookups.
      { name: 'doc_number', type: 'text', notNull: true, default: `''` },
      // The document's values, as checked by validateDocument.
      { name: 'data', type: 'jsonb', notNull: true },
      // DRAFT | CONFIRMED: a confirmed document is no longer changed through its signed link.
      { name: 'status', type: 'text', notNull: true, default: `'DRAFT'` },
      // staff | link: who saved it last (a signed-link save has no user).
      { name: 'updated_via', type: 'text', notNull: true, default: `'staff'` },
      { name: 'created_by', type: 'bigint' },
      { name: 'create_time', type: 'timestamptz', notNull: true, default: now },
      { name: 'updated_by', type: 'bigint' },
      { name: 'update_time', type: 'timestamptz', notNull: true, default: now },
    ],
    indexes: [{ columns: ['org_id', 'doc_kind', 'source_id'], unique: true }, { columns: ['org_id', 'doc_kind', 'doc_number'] }],
  },
];
