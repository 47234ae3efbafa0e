import type { DB } from '../db';
import { forbidden } from '../http/envelope';
import type { SessionUser } from '../auth/sessions';

/**
 * The platform administrator: the person who runs this installation, set apart from every
 * organisation's own administrators by hrs_user.login_role = 'superAdmin' (the role the spec keeps as
 * superAdmin, whose top bar shows no contract end). Nobody can give that role through the screens
 * (the user form offers admin and staff only); it is set with `npm run platform-admin` (README), and
 * the demo data gives it to `platform` of SERVICE. Only a platform administrator sees and edits other
 * organisations (/hrs_org), the installation's contact details, questionnaires and the answers.
 */
export const PLATFORM_ROLE = 'superAdmin';

export async function isPlatformAdmin(db: DB, user: SessionUser): Promise<boolean> {
  const row = await db.selectFrom('hrs_user').select('login_role').where('id', '=', user.userId).executeTakeFirst();
  return row?.login_role === PLATFORM_ROLE;
}

/** Throws 403 unless the user is a platform administrator. */
export async function requirePlatformAdmin(db: DB, user: SessionUser) {
  if (!(await isPlatformAdmin(db, user))) throw forbidden();
}

/** The installation's own organisations: those with a platform administrator (their tutorials are everyone's). */
export async function platformOrgIds(db: DB): Promise<number[]> {
  const rows = await db
    .selectFrom('hrs_user')
    .select('org_id')
    .distinct()
    .where('login_role', '=', PLATFORM_ROLE)
    .where('status', '=', 1)
    .execute();
  return rows.map((r) => Number(r.org_id));
}

/**
 * The organisations of a group (docs/organisations.md: hrs_org.group_org_id names the group's own
 * organisation). A group's own organisation sees itself and its members; any other organisation,
 * members included, sees only itself: group-level screens never show a member its siblings.
 */
export async function groupOrgIds(db: DB, orgId: number): Promise<number[]> {
  const members = await db.selectFrom('hrs_org').select('id').where('group_org_id', '=', orgId).orderBy('id').execute();
  return [orgId, ...members.map((m) => Number(m.id)).filter((id) => id !== orgId)];
}
