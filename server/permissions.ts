import type { Bilingual } from '../src/schemas/bilingual';
import { buttonCodes, hasScreen, labelKey, menuRoutes, routes as registryRoutes, type ResolvedRoute } from '../src/resources';
import type { DB } from './db';

/** One node of the permission tree served to the browser (docs/behaviour.md §2.3 "Permission/menu node"). */
export interface PermissionNode {
  id: string;
  name: string;
  path: string | null;
  kind: 'menu' | 'button';
  label: Bilingual;
  icon?: string;
  hidden?: boolean;
  unavailable?: boolean;
  children: PermissionNode[];
}

/**
 * The permission catalogue derived from the registry: one menu node per menu-granted route and one
 * button node per button code. Built once per process from the (possibly configuration-extended)
 * registry; nothing here is written by hand.
 */
export class PermissionCatalogue {
  routes!: readonly ResolvedRoute[];
  menus!: ResolvedRoute[];
  buttonsByRoute!: Map<string, string[]>;
  allMenuCodes!: string[];
  allButtonCodes!: string[];
  /** Raised by every replace(): caches of grants derived from the catalogue start again (auth/grants-cache.ts). */
  version = 0;
  private byPath!: Map<string, ResolvedRoute>;

  constructor(routes: readonly ResolvedRoute[] = registryRoutes) {
    this.replace(routes);
  }

  /**
   * The catalogue of a changed registry (a module published in the designer, on this or another
   * instance, docs/schema.md): replaced in place, so everything holding the catalogue sees it.
   */
  replace(list: readonly ResolvedRoute[]) {
    this.routes = list;
    this.byPath = new Map(list.map((r) => [r.path, r]));
    this.menus = menuRoutes(list);
    this.buttonsByRoute = new Map(this.menus.map((r) => [r.name, buttonCodes(r)]));
    this.allMenuCodes = this.menus.map((r) => r.name);
    this.allButtonCodes = [...this.buttonsByRoute.values()].flat();
    this.version += 1;
  }

  findRoute(path: string) {
    return this.byPath.get(path);
  }

  /** Mirrors the catalogue into hrs_permission_node so SQL reports and role editing can join on it. */
  async sync(db: DB) {
    const rows = this.menus.flatMap((r, i) => [
      {
        code: r.name,
        kind: 'menu',
        parent_code: r.parent ? r.parent.slice(1) : null,
        path: r.path,
        module: r.module,
        label_zh: r.label['zh-CN'],
        label_en: r.label['en-US'],
        sort: i,
      },
      ...(this.buttonsByRoute.get(r.name) ?? []).map((code, j) => ({
        code,
        kind: 'button',
        parent_code: r.name,
        path: null,
        module: r.module,
        label_zh: `${r.label['zh-CN']}:${code.split(':')[1]}`,
        label_en: `${r.label['en-US']}: ${code.split(':')[1]}`,
        sort: j,
      })),
    ]);
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('hrs_permission_node')
        .values(rows.slice(i, i + 200))
        .onConflict((oc) =>
          oc.column('code').doUpdateSet((eb) => ({
            kind: eb.ref('excluded.kind'),
            parent_code: eb.ref('excluded.parent_code'),
            path: eb.ref('excluded.path'),
            module: eb.ref('excluded.module'),
            label_zh: eb.ref('excluded.label_zh'),
            label_en: eb.ref('excluded.label_en'),
            sort: eb.ref('excluded.sort'),
          })),
        )
        .execute();
    }
  }

  /**
   * The menu tree restricted to granted menu codes. A container shows when it or any child is granted;
   * buttons are included as children when `withButtons` (the role editor's full tree).
   */
  tree(granted: (code: string) => boolean, withButtons = false): PermissionNode[] {
    const byParent = new Map<string | undefined, ResolvedRoute[]>();
    for (const r of this.menus) {
      const key = r.parent;
      if (!byParent.has(key)) byParent.set(key, []);
      byParent.get(key)!.push(r);
    }
    const build = (r: ResolvedRoute): PermissionNode | null => {
      const children = (byParent.get(r.path) ?? []).map(build).filter((n): n is PermissionNode => n !== null);
      if (withButtons) {
        for (const code of this.buttonsByRoute.get(r.name) ?? []) {
          children.push({
            id: code,
            name: code,
            path: null,
            kind: 'button',
            children: [],
            label: { 'zh-CN': `${r.label['zh-CN']}-${actionLabel(code).zh}`, 'en-US': `${r.label['en-US']} - ${actionLabel(code).en}` },
          });
        }
      }
      if (!granted(r.name) && !children.some((c) => c.kind === 'menu')) return null;
      return {
        id: r.name,
        name: labelKey(r.path),
        path: r.path,
        kind: 'menu',
        label: r.label,
        icon: r.icon,
        hidden: r.hidden || undefined,
        unavailable: !hasScreen(r) || undefined,
        children,
      };
    };
    return (byParent.get(undefined) ?? []).map(build).filter((n): n is PermissionNode => n !== null);
  }
}

const ACTIONS: Record<string, { zh: string; en: string }> = {
  create: { zh: '新增', en: 'create' },
  edit: { zh: '编辑', en: 'edit' },
  delete: { zh: '删除', en: 'delete' },
  export: { zh: '导出', en: 'export' },
  import: { zh: '导入', en: 'import' },
  fill: { zh: '填充基础数据', en: 'fill reference data' },
};
const actionLabel = (code: string) => ACTIONS[code.split(':')[1]] ?? { zh: code, en: code };
