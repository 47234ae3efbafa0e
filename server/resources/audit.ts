import type { DB } from '../db';
import { insertRows } from '../db/bulk-insert';
import type { Writer } from './hooks';

/**
 * One audit row per change (who, when, resource, id, before/after), in the table the /hrs_log and
 * /prm_log routes read (their fields are declared in src/resources/fieldsets/audit.ts).
 */
import { AUDIT_TABLE } from '../../src/resources/fieldsets/audit';

export interface AuditEntry {
  module: string;
  resource: string;
  recordId: number | string;
  action: 'create' | 'update' | 'delete';
  before: unknown;
  after: unknown;
}

/** Who made a change: a session's user, a warehouse device (no user id), or the demo data acting as one (server/seed/demo.ts). */
export type Actor = Writer;

export async function writeAudit(db: DB, user: Actor, entry: AuditEntry) {
  await writeAudits(db, user, [entry]);
}

/** Many audit rows in few statements (an import writes one per record). */
export async function writeAudits(db: DB, user: Actor, entries: AuditEntry[]) {
  await insertRows(
    db,
    AUDIT_TABLE,
    entries.map((entry) => ({
      org_id: user.orgId,
      created_by: user.userId,
      updated_by: user.userId,
      module: entry.module,
      resource: entry.resource,
      record_id: String(entry.recordId),
      action: entry.action,
      user_name: user.userName,
      before_data: entry.before == null ? null : JSON.stringify(entry.before),
      after_data: entry.after == null ? null : JSON.stringify(entry.after),
    })),
  );
}
