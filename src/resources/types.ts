import type { FieldDef, Bilingual } from '../schemas/field-def';

// A field's vocabulary is the shared layer's (src/schemas/field-def.ts), which the rules there use
// too; the registry builds routes of it.
export type { EnumOption, FieldDef, FieldKind, Bilingual } from '../schemas/field-def';

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

/** A chart drawn above a report's table (lazy echarts chunk): bars and lines over a category axis. */
export interface ChartDef {
  /** The field whose values are the x axis (a period, a partner...). */
  x: string;
  /** Fields drawn as bars on the left axis. */
  bars: string[];
  /** Fields drawn as lines on the right axis. */
  lines?: string[];
}

/** A titled group of a record's fields (RouteDef.sections). */
export interface SectionDef {
  label: Bilingual;
  fields: string[];
}

/** A tab of a record's detail workspace (RouteDef.tabs): `key` is its name in the address. */
export interface TabDef {
  key: string;
  label: Bilingual;
  /** List fields shown on the tab as tables (and grouped under the tab's title in the forms). */
  fields?: string[];
  /** Panels (PANEL_COMPONENTS) shown on the tab, in order. */
  panels?: string[];
}

/** A view condition's values for one field: one value, or any of several. */
export type ScopeValue = string | string[];

export interface RouteDef {
  /** Route path with the leading slash, e.g. "/af_order". The resource name is the path without it. */
  path: string;
  kind: RouteKind;
  label: Bilingual;
  /** Name of an @ant-design/icons icon. */
  icon?: string;
  access?: Access;
  /** Path of the container this route sits under in the menu; defaults to the module's container. */
  parent?: string;
  /** Not shown in the menu (detail pages, print views, public pages). */
  hidden?: boolean;
  /**
   * A screen of the whole installation (the module designer): its menu entry shows to platform
   * administrators only, whatever else a role grants, and its calls check the same.
   */
  platformOnly?: boolean;
  /** Button codes beyond the standard ones derived from kind (see buttonCodes()). */
  buttons?: string[];
  /**
   * Name of a custom page component instead of the generic screens; one of PAGE_COMPONENTS
   * (src/resources/screens.ts). A route without a screen is marked unavailable in the menu.
   */
  component?: string;
  /**
   * Data routes: names of extra panels the detail screen shows under the record (see
   * src/features/panels.ts; one of PANEL_COMPONENTS), e.g. the share link of an order or its waybill prints.
   */
  panels?: string[];
  /** Data routes: the fields of their records. */
  fields?: FieldDef[];
  /**
   * Data routes that share one table with other routes name it here; otherwise the table is the
   * resource name. A route naming another data resource's table (with a `scope`) is a *view* of it:
   * same rows, its own fields (list columns, filters, form fields) and default sort (docs/orders.md).
   */
  table?: string;
  /** Default list order, e.g. "createTime,desc". */
  defaultSort?: string;
  /**
   * Data routes on a large table that only grows and is read by its keys (the audit log): the
   * planner's statistics of its columns come from a sample of 300 × this many rows, not 30,000.
   * ANALYZE reads a page for each row it samples: after a 100,000-row import the audit log's full
   * sample held the embedded database's one thread for 1.4 s (bench/import-latency.ts).
   */
  statisticsTarget?: number;
  /**
   * The view condition: field name -> the value (or values) its rows have. The server adds it to
   * every query and write of the route exactly as it adds the organisation, so the route can never
   * read, change or delete a row outside it; a record created through the route gets the value (a
   * single one) or must end up with one of them. E.g. the audit-log pages each show one module's
   * changes ({ module: 'hrs' }); 出口订舱 shows the booking stage of the air export orders
   * ({ orderStage: 'BOOKING' }).
   */
  scope?: Record<string, ScopeValue>;
  /**
   * More of the view condition: fields every row of the route has set (not null). The server adds
   * it beside `scope`, e.g. the tally report query shows the manifest records that have a tally time.
   */
  present?: string[];
  /** Page routes that make a printed document: its kind in src/schemas/documents (e.g. "seaBl"). */
  document?: string;
  /**
   * Page routes that also open with a record id in the path (docs/behaviour.md §1.2.2 "/cargoPouchView (also with
   * an id, print view)"): the router adds `{path}/:id` beside the path itself.
   */
  withId?: boolean;
  /**
   * Page routes that create and edit the records of a data route (its resource name): the list's
   * 新增 and 编辑 open this page (`?id=` for an existing record) instead of the generic form.
   */
  editorOf?: string;
  /**
   * Page routes that show one record of a data route (its resource name) with the actions that
   * record needs: the route's list offers a 详情 link on each row that opens this page with `?id=`.
   */
  detailOf?: string;
  /**
   * The record's fields in titled groups, in order: the detail screen (its 基本信息) and the create
   * and edit forms of a data route show them so; an editor page (editorOf) its form. Fields no
   * section names follow in a last group; list fields a tab names are shown on that tab.
   */
  sections?: SectionDef[];
  /**
   * Data routes: the detail screen as a workspace of tabs after 基本信息 (the sections), each
   * holding list fields (as tables) and panels; the tab is in the address (`?tab=`). Panels no tab
   * names stay on 基本信息. On a phone the tabs are anchored sections of one page.
   */
  tabs?: TabDef[];
  /** Data routes: a panel (one of PANEL_COMPONENTS) shown above the detail screen's tabs, e.g. an order's summary. */
  header?: string;
  /**
   * Report routes whose rows the server computes (SQL aggregation at query time) instead of reading
   * a table: the name of the report source in server/reports/sources. The rows carry the route's
   * fields and take the generic filters, sort and paging.
   */
  source?: string;
  /**
   * Group-level report (jt_): a user of a group organisation sees its member organisations' figures,
   * one row per member; anyone else gets 403 (hrs_org.group_org_id, docs/money.md).
   */
  group?: boolean;
  /** Report routes: a chart above the table. */
  chart?: ChartDef;
  /**
   * List routes: what the list says when it has no rows, instead of 暂无数据 (a log that says why it is
   * empty, e.g. the manifest exchange log before any manifest was sent).
   */
  emptyText?: Bilingual;
  /**
   * Configured report routes: the data resource they sum up, grouped by fields and a date bucket
   * (src/resources/aggregate.ts); their fields, chart and rows are derived from it.
   */
  aggregate?: AggregateDef;
  /**
   * Crud routes: the fields staff may set on many selected records at once (the list's 批量修改,
   * /os_batched_edit, POST /api/{resource}/batch with the edit button code). Writable, not unique.
   */
  batchFields?: string[];
  /** The field that names a record where another record references it (see displayFieldOf). */
  displayField?: string;
  /**
   * The route's path in an earlier definition (a release or a configured module moving it): the
   * schema engine renames its table, indexes and grants, so every row is kept (docs/schema.md).
   */
  renamedFrom?: string;
}

export interface ModuleDef {
  /** Short module code, e.g. "af". */
  code: string;
  label: Bilingual;
  icon?: string;
  routes: RouteDef[];
}

/**
 * A configured report's summing-up (docs/schema.md "Reports"); its fields, chart and rows are derived
 * in ./aggregate.ts.
 */
export interface AggregateDef {
  /** The data resource summed up (a crud route's resource name). */
  resource: string;
  /** Its fields the rows are grouped by. */
  groupBy?: string[];
  /** Its date or datetime field, bucketed (a day in Shanghai). */
  date?: { field: string; bucket: 'day' | 'week' | 'month' };
  /** The figures of each row. */
  measures: AggregateMeasure[];
  /** A chart above the table (default: yes): the period or first group on the x axis, the figures as bars. */
  chart?: boolean;
}

export interface AggregateMeasure {
  /** The figure's field name in the report (camelCase, like any field). */
  name: string;
  fn: 'count' | 'sum' | 'avg';
  /** The summed or averaged field of the resource (not for count). */
  field?: string;
  label: Bilingual;
}
