import type { DB } from '../db';
import type { SessionUser } from '../auth/sessions';

/**
 * One audit row per change (who, when, resource, id, before/after), in the table the /hrs_log and
 * /prm_log routes read (their fields are declared in src/resources/fieldsets/audit.ts).
 */
import { AUDIT_TABLE } from '../../src/resources/fieldsets/audit';

export async function writeAudit(
  db: DB,
  user: SessionUser,
  entry: { module: string; resource: string; recordId: number | string; action: 'create' | 'update' | 'delete'; before: unknown; after: unknown },
) {
  await db
    .insertInto(AUDIT_TABLE)
    .values({
      org_id: user.orgId, created_by: user.userId, updated_by: user.userId,
      module: entry.module, resource: entry.resource, record_id: String(entry.recordId), action: entry.action,
      user_name: user.userName,
      before_data: entry.before == null ? null : JSON.stringify(entry.before),
      after_data: entry.after == null ? null : JSON.stringify(entry.after),
    })
    .execute();
}
