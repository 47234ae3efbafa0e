import type { DB } from '../db';
import type { DocumentKind } from '../../src/schemas/documents';

/** Made documents (table doc_print): one per organisation, kind and source record. */

export type DocStatus = 'DRAFT' | 'CONFIRMED';

export interface StoredDocument {
  values: Record<string, string>;
  status: DocStatus;
  updatedVia: 'staff' | 'link';
  updateTime: unknown;
}

const toStored = (r: any): StoredDocument => ({
  values: (typeof r.data === 'string' ? JSON.parse(r.data) : (r.data ?? {})) as Record<string, string>,
  status: r.status as DocStatus,
  updatedVia: r.updated_via,
  updateTime: r.update_time,
});

export async function loadDocument(db: DB, orgId: number, kind: DocumentKind, sourceId: number): Promise<StoredDocument | null> {
  const row = await db
    .selectFrom('doc_print')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('doc_kind', '=', kind)
    .where('source_id', '=', sourceId)
    .executeTakeFirst();
  return row ? toStored(row) : null;
}

/** Inserts or replaces the document's values (the unique index decides between two saves at once). */
export async function saveDocument(
  db: DB,
  d: {
    orgId: number;
    kind: DocumentKind;
    sourceId: number;
    number: string;
    values: Record<string, string>;
    userId: number | null;
    via: 'staff' | 'link';
  },
): Promise<StoredDocument> {
  const row = await db
    .insertInto('doc_print')
    .values({
      org_id: d.orgId,
      doc_kind: d.kind,
      source_id: d.sourceId,
      doc_number: d.number,
      data: JSON.stringify(d.values),
      updated_via: d.via,
      created_by: d.userId,
      updated_by: d.userId,
    })
    .onConflict((oc) =>
      oc.columns(['org_id', 'doc_kind', 'source_id']).doUpdateSet((eb) => ({
        doc_number: eb.ref('excluded.doc_number'),
        data: eb.ref('excluded.data'),
        updated_via: eb.ref('excluded.updated_via'),
        updated_by: eb.ref('excluded.updated_by'),
        update_time: new Date(),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toStored(row);
}

export async function setDocumentStatus(db: DB, orgId: number, kind: DocumentKind, sourceId: number, status: DocStatus, userId: number) {
  const row = await db
    .updateTable('doc_print')
    .set({ status, updated_by: userId, update_time: new Date() })
    .where('org_id', '=', orgId)
    .where('doc_kind', '=', kind)
    .where('source_id', '=', sourceId)
    .returningAll()
    .executeTakeFirst();
  return row ? toStored(row) : null;
}
