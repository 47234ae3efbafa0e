import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { msg } from '../../src/schemas';

type LoginUser = NonNullable<Awaited<ReturnType<typeof import('./users').findLoginUser>>>;

/** The checks shared by the password grant and single sign-on, then the token. */
export async function issueForUser(ctx: AppContext, user: LoginUser) {
  if (user.status !== 1) throw new ApiError(403, msg('login.disabled'));
  const today = new Date().toISOString().slice(0, 10);
  if (user.org_status !== 1 || String(user.stop_date) < today) throw new ApiError(403, msg('login.orgStopped'));
  // docs/behaviour.md §1.6, §1.8: a user whose role grants nothing at all gets the role-permission 401, no session.
  const grants = await ctx.sessions.grantsOfRole(user.role_id);
  if (!grants.menus.size && !grants.buttons.size) throw new ApiError(401, msg('error.401.role'));
  return ctx.sessions.issue(user, user);
}
