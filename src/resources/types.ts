/**
 * The resource registry's vocabulary. Everything here is plain JSON-serialisable data so the same
 * definitions drive the server (tables, API, permissions) and the browser (routes, menu, screens),
 * and so an administrator can add a route as a JSON file under config/resources/.
 */

/** Who may open a route: no login; any logged-in user; only users whose role grants the menu. */
export type Access = 'public' | 'open' | 'menu';

/**
 * container: a module area in the menu (no screen of its own, or a welcome screen);
 * crud: list/create/edit/show over a table; report: read-only list; page: a custom screen.
 */
export type RouteKind = 'container' | 'crud' | 'report' | 'page';

export interface Labels {
  'zh-CN': string;
  'en-US': string;
}

export interface RouteDef {
  /** Route path with the leading slash, e.g. "/af_order". The resource name is the path without it. */
  path: string;
  kind: RouteKind;
  label: Labels;
  /** Name of an @ant-design/icons icon. */
  icon?: string;
  access?: Access;
  /** Path of the container this route sits under in the menu; defaults to the module's container. */
  parent?: string;
  /**
   * Declared and in the menu, but the screen is not built yet: the menu marks it unavailable and
   * opens /unDevelop (spec 02 §2.4).
   */
  unavailable?: boolean;
  /** Not shown in the menu (detail pages, print views, public pages). */
  hidden?: boolean;
  /** Button codes beyond the standard ones derived from kind (see buttonCodes()). */
  buttons?: string[];
  /** Name of a custom page component instead of the generic screens. */
  component?: string;
}

export interface ModuleDef {
  /** Short module code, e.g. "af". */
  code: string;
  label: Labels;
  icon?: string;
  routes: RouteDef[];
}
