import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../db';
import { runShaped } from '../db/statements';
import { unauthorized } from '../http/envelope';
import { GrantsCache } from './grants-cache';
import type { PermissionCatalogue } from '../permissions';

/** The signed-in user as every handler sees it. */
export interface SessionUser {
  jti: string;
  userId: number;
  orgId: number;
  userName: string;
  menus: ReadonlySet<string>;
  buttons: ReadonlySet<string>;
}

export interface TokenAnswer {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  userName: string;
  userCname: string;
  orgCode: string;
  orgName: string;
}

/** Tokens already verified, so the HMAC is not computed again on every call (bounded). */
const VERIFIED_MAX = 10_000;

/**
 * Sessions: a signed JWT names a server-side row (auth_session). Every call reads that row with the
 * user, the organisation and the role in ONE query, so a logout, a password change, a disabled user
 * or organisation, a changed role or changed role grants take effect at once, on every server
 * instance sharing the database. The grants themselves are cached per role and grants version
 * (hrs_role.grants_version, raised by every change of the role's grants), so that query stays small.
 */
export class Sessions {
  private readonly grants: GrantsCache;
  private readonly verified = new Map<string, { jti: string; expMs: number }>();

  constructor(
    private readonly db: DB,
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
    catalogue: PermissionCatalogue,
  ) {
    this.grants = new GrantsCache(db, catalogue);
  }

  /** What a role grants now (the same cache the sessions read). */
  grantsOfRole(roleId: number | null) {
    return this.grants.ofRole(roleId);
  }

  /** Issues a token for a user who has just proven who they are. */
  async issue(
    user: {
      id: number;
      org_id: number;
      login_name: string | null;
      phone_number: string | null;
      user_email: string | null;
      user_name: string;
    },
    org: { org_code: string; org_name: string },
  ): Promise<TokenAnswer> {
    const jti = crypto.randomUUID();
    const expires = new Date(Date.now() + this.ttlSeconds * 1000);
    // menus/buttons: the grants used to be copied here at login; they are now read live (see above).
    await this.db
      .insertInto('auth_session')
      .values({ jti, user_id: user.id, org_id: user.org_id, menus: '[]', buttons: '[]', expires_at: expires })
      .execute();
    const token = await new SignJWT({ org: user.org_id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expires.getTime() / 1000))
      .sign(this.secret);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.ttlSeconds,
      userName: user.login_name ?? user.phone_number ?? user.user_email ?? user.user_name,
      userCname: user.user_name,
      orgCode: org.org_code,
      orgName: org.org_name,
    };
  }

  /** Resolves the bearer token of a request; any doubt is a 401. */
  async authenticate(req: FastifyRequest): Promise<SessionUser> {
    const header = req.headers.authorization ?? '';
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (!m) throw unauthorized('未登录或登录已超时，请重新登录 (token missing)');
    return this.authenticateToken(m[1]);
  }

  /** Resolves a session token that did not come in a header (the chat socket's first frame). */
  async authenticateToken(token: string): Promise<SessionUser> {
    const jti = await this.verify(token);
    const [row] = await runShaped<SessionRow>(this.db, 'session', [jti], () => sessionQuery(this.db, jti));
    if (!row || row.revoked_at || new Date(row.expires_at) < new Date()) {
      throw unauthorized('登录已超时，请重新登录 (token revoked or expired)');
    }
    if (row.user_status !== 1 || row.org_status !== 1) throw unauthorized('登录已失效，用户或公司已停用，请重新登录');
    const { menus, buttons } = await this.grants.of(row.role_id, row.is_admin, row.grants_version);
    return { jti: row.jti, userId: row.user_id, orgId: row.org_id, userName: row.user_name, menus, buttons };
  }

  /** The token's id once its signature and expiry check out; remembered until it expires. */
  private async verify(token: string): Promise<string> {
    const known = this.verified.get(token);
    if (known && known.expMs > Date.now()) return known.jti;
    let jti: string | undefined;
    let exp: number | undefined;
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      jti = payload.jti;
      exp = payload.exp;
    } catch {
      jti = undefined;
    }
    if (!jti || !exp) {
      this.verified.delete(token);
      throw unauthorized('登录已超时，请重新登录 (token invalid or expired)');
    }
    if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { jti, expMs: exp * 1000 });
    return jti;
  }

  async revoke(jti: string) {
    await this.db.updateTable('auth_session').set({ revoked_at: new Date() }).where('jti', '=', jti).execute();
    for (const listener of this.revokeListeners) listener(jti);
  }

  private readonly revokeListeners = new Set<(jti: string) => void>();

  /** Called after a token is revoked (logout), e.g. so the chat closes that session's sockets. */
  onRevoke(listener: (jti: string) => void): () => void {
    this.revokeListeners.add(listener);
    return () => this.revokeListeners.delete(listener);
  }
}

/**
 * Ends every session of a user but `keepJti` (the caller's own, when users change their own
 * password), inside the transaction that changes the password. The chat's sweep closes their sockets.
 */
export async function revokeUserSessions(trx: DB, userId: number, keepJti?: string) {
  let q = trx.updateTable('auth_session').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepJti) q = q.where('jti', '!=', keepJti);
  await q.execute();
}

/** The one query per call: session, user, organisation and role (the role's grants version). */
export const sessionQuery = (db: DB, jti: string) =>
  db
    .selectFrom('auth_session as s')
    .innerJoin('hrs_user as u', 'u.id', 's.user_id')
    .innerJoin('hrs_org as o', 'o.id', 's.org_id')
    .leftJoin('hrs_role as r', (j) => j.onRef('r.id', '=', 'u.role_id').onRef('r.org_id', '=', 'u.org_id'))
    .select([
      's.jti',
      's.user_id',
      's.org_id',
      's.expires_at',
      's.revoked_at',
      'u.status as user_status',
      'u.user_name',
      'o.status as org_status',
      'u.role_id',
      'r.is_admin',
      'r.grants_version',
    ])
    .where('s.jti', '=', jti);

type SessionRow = {
  jti: string;
  user_id: number;
  org_id: number;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  user_status: number;
  user_name: string;
  org_status: number;
  role_id: number | null;
  is_admin: boolean | null;
  grants_version: number | null;
};
