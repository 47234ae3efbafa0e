import crypto from 'node:crypto';
import { validatePassword } from '../../src/schemas/rules';
import { hashPassword } from '../auth/passwords';
import type { DB } from '../db';
import { PLATFORM_ROLE } from './platform';

export interface PlatformAdminInput {
  orgCode: string;
  /** Name of the organisation when it has to be created. */
  orgName?: string;
  login: string;
  userName?: string;
  /** A new password (required for a new user; an existing user keeps theirs when absent). */
  password?: string;
}

/**
 * Makes `login` of organisation `orgCode` a platform administrator (server/org/platform.ts),
 * creating the organisation, its administrator role and the user when they do not exist: the way an
 * installation without demo data gets its first person (`npm run platform-admin`, README).
 * Answers what it did and, for a new user without a given password, the generated one.
 */
export async function makePlatformAdmin(
  db: DB,
  input: PlatformAdminInput,
): Promise<{ orgCreated: boolean; userCreated: boolean; password?: string }> {
  const orgCode = input.orgCode.trim();
  const login = input.login.trim();
  if (!/^[A-Za-z0-9_-]{1,20}$/.test(orgCode)) throw new Error('--org must be an organisation code (letters, digits, _ or -, at most 20)');
  if (!/^[A-Za-z0-9_-]{1,35}$/.test(login)) throw new Error('--login must be a login name (letters, digits, _ or -, at most 35)');
  if (input.password !== undefined) {
    const weak = validatePassword(input.password, 'en-US');
    if (weak) throw new Error(`the password is too weak: ${weak}`);
  }
  return db.transaction().execute(async (trx) => {
    let org = await trx.selectFrom('hrs_org').select('id').where('org_code', '=', orgCode).executeTakeFirst();
    const orgCreated = !org;
    if (!org)
      org = await trx
        .insertInto('hrs_org')
        .values({ org_code: orgCode, org_name: input.orgName?.trim() || orgCode })
        .returning('id')
        .executeTakeFirstOrThrow();
    let role = await trx
      .selectFrom('hrs_role')
      .select('id')
      .where('org_id', '=', org.id)
      .where('is_admin', '=', true)
      .orderBy('id')
      .executeTakeFirst();
    if (!role)
      role = await trx
        .insertInto('hrs_role')
        .values({ org_id: org.id, role_code: 'admin', role_name: '系统管理员', is_admin: true })
        .returning('id')
        .executeTakeFirstOrThrow();
    const user = await trx
      .selectFrom('hrs_user')
      .select('id')
      .where('org_id', '=', org.id)
      .where('login_name', '=', login)
      .executeTakeFirst();
    if (user) {
      await trx
        .updateTable('hrs_user')
        .set({ login_role: PLATFORM_ROLE, status: 1, ...(input.password ? { password_hash: await hashPassword(input.password) } : {}) })
        .where('id', '=', user.id)
        .execute();
      return { orgCreated, userCreated: false };
    }
    // Letters, digits and a mark: passes the password rule, printed once for the operator.
    const generated = input.password ? undefined : `${crypto.randomBytes(9).toString('base64url')}#7a`;
    await trx
      .insertInto('hrs_user')
      .values({
        org_id: org.id,
        role_id: role.id,
        login_name: login,
        user_name: input.userName?.trim() || login,
        login_role: PLATFORM_ROLE,
        password_hash: await hashPassword(input.password ?? generated!),
      })
      .execute();
    return { orgCreated, userCreated: true, password: generated };
  });
}
