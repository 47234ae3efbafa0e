import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../db';
import { unauthorized } from '../http/envelope';
import { grantsOfRole, type PermissionCatalogue } from '../permissions';

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

export class Sessions {
  constructor(
    private readonly db: DB,
    private readonly secret: Uint8Array,
    private readonly ttlSeconds: number,
    private readonly catalogue: PermissionCatalogue,
  ) {}

  /** Issues a token for a user who has just proven who they are; grants are snapshotted now. */
  async issue(user: { id: number; org_id: number; role_id: number | null; login_name: string | null; phone_number: string | null; user_email: string | null; user_name: string }, org: { org_code: string; org_name: string }): Promise<TokenAnswer> {
    const jti = crypto.randomUUID();
    const grants = await grantsOfRole(this.db, this.catalogue, user.role_id);
    const expires = new Date(Date.now() + this.ttlSeconds * 1000);
    await this.db
      .insertInto('auth_session')
      .values({
        jti, user_id: user.id, org_id: user.org_id,
        menus: JSON.stringify(grants.menus), buttons: JSON.stringify(grants.buttons), expires_at: expires,
      })
      .execute();
    const token = await new SignJWT({ org: user.org_id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expires.getTime() / 1000))
      .sign(this.secret);
    return {
      access_token: token, token_type: 'bearer', expires_in: this.ttlSeconds,
      userName: user.login_name ?? user.phone_number ?? user.user_email ?? user.user_name,
      userCname: user.user_name, orgCode: org.org_code, orgName: org.org_name,
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
    let jti: string | undefined;
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      jti = payload.jti;
    } catch {
      throw unauthorized('登录已超时，请重新登录 (token invalid or expired)');
    }
    const row = jti
      ? await this.db
          .selectFrom('auth_session as s')
          .innerJoin('hrs_user as u', 'u.id', 's.user_id')
          .innerJoin('hrs_org as o', 'o.id', 's.org_id')
          .select(['s.jti', 's.user_id', 's.org_id', 's.menus', 's.buttons', 's.expires_at', 's.revoked_at', 'u.status as user_status', 'u.user_name', 'o.status as org_status'])
          .where('s.jti', '=', jti)
          .executeTakeFirst()
      : undefined;
    if (!row || row.revoked_at || new Date(row.expires_at) < new Date()) {
      throw unauthorized('登录已超时，请重新登录 (token revoked or expired)');
    }
    if (row.user_status !== 1 || row.org_status !== 1) throw unauthorized('登录已失效，用户或公司已停用，请重新登录');
    return {
      jti: row.jti, userId: row.user_id, orgId: row.org_id, userName: row.user_name,
      menus: new Set(asArray(row.menus)), buttons: new Set(asArray(row.buttons)),
    };
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

// jsonb comes back parsed from both drivers; tolerate a string just in case of a driver difference.
const asArray = (v: unknown): string[] => (typeof v === 'string' ? JSON.parse(v) : (v as string[]));
