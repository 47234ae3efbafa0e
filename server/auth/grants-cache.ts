import type { DB } from '../db';
import type { PermissionCatalogue } from '../permissions';

export interface Grants {
  menus: ReadonlySet<string>;
  buttons: ReadonlySet<string>;
}

const NONE: Grants = { menus: new Set(), buttons: new Set() };
/** Roles remembered per process; far more than an installation has, so clearing is only a safeguard. */
const MAX_ROLES = 5_000;

/**
 * The menu and button codes of a role, kept per process and keyed by the role's grants version: the
 * session query reads the version on every call, so a change made through any server instance is
 * seen by the next call everywhere, and the codes themselves are loaded once per change.
 */
export class GrantsCache {
  private admin: Grants | undefined;
  private readonly byRole = new Map<number, { version: number; grants: Grants }>();
  private readonly loading = new Map<number, Promise<{ version: number; grants: Grants }>>();

  constructor(
    private readonly db: DB,
    private readonly catalogue: PermissionCatalogue,
  ) {}

  /** Grants of the role a session's user has now (null role: none; administrator role: everything). */
  async of(roleId: number | null, isAdmin: boolean | null, version: number | null): Promise<Grants> {
    if (roleId == null || isAdmin == null) return NONE; // no role, or the role is gone
    this.followCatalogue();
    if (isAdmin) return (this.admin ??= { menus: new Set(this.catalogue.allMenuCodes), buttons: new Set(this.catalogue.allButtonCodes) });
    const cached = this.byRole.get(roleId);
    if (cached && cached.version >= Number(version ?? 0)) return cached.grants;
    let pending = this.loading.get(roleId);
    if (!pending) {
      pending = this.load(roleId).finally(() => this.loading.delete(roleId));
      this.loading.set(roleId, pending);
    }
    const loaded = await pending;
    if (this.byRole.size >= MAX_ROLES) this.byRole.clear();
    this.byRole.set(roleId, loaded);
    return loaded.grants;
  }

  /**
   * Grants of a role read afresh from the database, kept for the role's sessions (a login, before any
   * session exists): a change written straight into hrs_role_permission, without raising the version
   * (a script, a seed), is seen from the next login on, as when grants were copied at login.
   */
  async ofRole(roleId: number | null): Promise<Grants> {
    if (roleId == null) return NONE;
    this.followCatalogue();
    const role = await this.db.selectFrom('hrs_role').select(['is_admin']).where('id', '=', roleId).executeTakeFirst();
    if (!role) return NONE;
    if (role.is_admin) return this.of(roleId, true, null);
    const loaded = await this.load(roleId);
    if (this.byRole.size >= MAX_ROLES) this.byRole.clear();
    this.byRole.set(roleId, loaded);
    return loaded.grants;
  }

  /** The catalogue changed (a module published): grants are read against the new one. */
  private catalogueVersion = 0;
  private followCatalogue() {
    if (this.catalogueVersion === this.catalogue.version) return;
    this.catalogueVersion = this.catalogue.version;
    this.admin = undefined;
    this.byRole.clear();
  }

  /** The role's version and codes read in one statement, so the codes are at least that version's. */
  private async load(roleId: number) {
    const rows = await this.db
      .selectFrom('hrs_role as r')
      .leftJoin('hrs_role_permission as p', 'p.role_id', 'r.id')
      .select(['r.grants_version', 'p.permission_code'])
      .where('r.id', '=', roleId)
      .execute();
    const codes = new Set(rows.map((r) => r.permission_code as string | null).filter((c): c is string => c != null));
    return {
      version: Number(rows[0]?.grants_version ?? 0),
      grants: {
        menus: new Set(this.catalogue.allMenuCodes.filter((c) => codes.has(c))),
        buttons: new Set(this.catalogue.allButtonCodes.filter((c) => codes.has(c))),
      },
    };
  }
}

/**
 * Marks a change of a role's grants (call it in the transaction that changes hrs_role_permission):
 * sessions of the role's users answer with the new grants from their next call, on every instance.
 */
export async function grantsChanged(trx: DB, roleId: number) {
  await trx
    .updateTable('hrs_role')
    .set((eb) => ({ grants_version: eb('grants_version', '+', 1) }))
    .where('id', '=', roleId)
    .execute();
}
