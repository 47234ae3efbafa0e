import type { BaseKey, BaseRecord, CrudFilter, CrudSort } from '@refinedev/core';
import { useMemo, type ComponentType } from 'react';
import type { FieldDef, PanelComponent, ResolvedRoute } from '../../resources';
import type { BusinessScope } from '../../schemas/scopes';
import type { Density, ViewColumn, ViewSettings } from '../../schemas/list-views';

/**
 * What a feature may add to the generic CRUD screens (ResourceList, ResourceForm, ResourceShow). The
 * engine imports no feature: it reads this table, which the app fills once at start
 * (src/features/engine-extensions.ts, called from src/RefineApp.tsx). Left unfilled, every point
 * does nothing and the screens are the plain ones the registry describes (docs/architecture.md "How a
 * feature extends the CRUD engine").
 */
export interface EngineExtensions {
  /** The user's defaults on a route's screens (personal settings): digits, new-record values, windows. */
  useScreenDefaults: (route: ResolvedRoute) => PersonalDefaults;
  /** Opens a record's edit screen in a window of its own; false when it did not (blocked, or none). */
  openEditWindow: (route: ResolvedRoute, id: BaseKey) => boolean;
  /** This window was opened by openEditWindow (so saving may close it). */
  isEditWindow: () => boolean;
  /** A list's saved views: the view the list opens with (the list waits until settled)... */
  useListViews: (resource: string) => ListViewState;
  /** ...and the controls in its header that pick views, columns and density. */
  ListViewBar: ComponentType<ListViewBarProps> | null;
  /** Buttons in every list's header, in order (import, export...). */
  listActions: readonly ComponentType<ListActionProps>[];
  /** Shown at the foot of a form after a refused save, in order (the partner lock's 申请解锁). */
  formNotices: readonly ComponentType<FormNoticeProps>[];
  /** The panels a route names in RouteDef.panels, shown under a record's details. */
  panels: Partial<Record<PanelComponent, ComponentType<PanelProps>>>;
}

/** What the personal settings change on a generic screen of a route (docs/settings.md). */
export interface PersonalDefaults {
  /** The route's business scope when it is an order route or a view of one, else null. */
  scope: BusinessScope | null;
  /** Loaded (or known not to load): a create form waits for it so its defaults apply. */
  settled: boolean;
  /** The route's fields with the user's decimals (order routes), else the route's own. */
  fields: FieldDef[];
  /** Starting values of a new record. */
  newRecord: () => Record<string, unknown>;
  /** Values that follow a changed field on a new record (the loading time follows the flight date). */
  follow: (name: string, value: unknown) => Record<string, unknown> | null;
  /** Filter values that follow a changed filter (the lock list's status follows its scope). */
  followFilter: (changed: Record<string, unknown>) => Record<string, unknown> | null;
  /** orderEditNewPage: an order's edit screen opens in a new window. */
  editInNewWindow: boolean;
  /** orderSaveClosePage: saving closes the order's window (or returns to the list). */
  closeAfterSave: boolean;
}

/** What the list reads of its saved views. */
export interface ListViewState {
  /** Loaded (or failed: the list goes on without views). */
  settled: boolean;
  /** The view the list opens with; null: the plain list. */
  active: { id: number; settings: ViewSettings } | null;
}

/** The list's working layout: what a view saves besides the filters and sort. */
export interface Layout {
  columns: ViewColumn[];
  density: Density;
}

export interface ListViewBarProps {
  resource: string;
  /** Fields that can be columns. */
  fields: FieldDef[];
  layout: Layout;
  onLayout: (l: Layout) => void;
  /** The settings to save now: the layout with the list's current filters, sort and page size. */
  current: () => ViewSettings;
}

export interface ListActionProps {
  route: ResolvedRoute;
  /** The list's filters and sort as they are now. */
  filters: CrudFilter[];
  sorters: CrudSort[];
  /** The columns the list shows now. */
  columns: string[];
}

export interface FormNoticeProps {
  /** What the server answered the last refused save. */
  error: unknown;
}

/** What a detail panel gets: the route and the record the detail screen shows. */
export interface PanelProps {
  route: ResolvedRoute;
  record: BaseRecord;
}

const NO_FIELDS: FieldDef[] = [];
const NO_VIEWS: ListViewState = { settled: true, active: null };

/** A route's screens as the registry describes them, with no personal settings. */
function usePlainDefaults(route: ResolvedRoute): PersonalDefaults {
  const fields = route.fields ?? NO_FIELDS;
  return useMemo(
    () => ({
      scope: null,
      settled: true,
      fields,
      newRecord: () => ({}),
      follow: () => null,
      followFilter: () => null,
      editInNewWindow: false,
      closeAfterSave: true,
    }),
    [fields],
  );
}

const NONE: EngineExtensions = {
  useScreenDefaults: usePlainDefaults,
  openEditWindow: () => false,
  isEditWindow: () => false,
  useListViews: () => NO_VIEWS,
  ListViewBar: null,
  listActions: [],
  formNotices: [],
  panels: {},
};

const extensions: EngineExtensions = { ...NONE };

/**
 * The engine's view of the features. Read while rendering; the hooks in it are the same on every
 * render because they are set once, before the first screen.
 */
export const engine: Readonly<EngineExtensions> = extensions;

/** Called at start, before the first render (a hook swapped later would break React's hook order). */
export function extendEngine(parts: Partial<EngineExtensions>): void {
  Object.assign(extensions, parts);
}

/** The component of a panel a route names (undefined for a name no feature registered). */
export const panelOf = (name: string): ComponentType<PanelProps> | undefined => extensions.panels[name as PanelComponent];

/** The panels of the names a route declares that a feature registered, in the route's order. */
export const panelsOf = (names: readonly string[]): { name: string; Panel: ComponentType<PanelProps> }[] =>
  names.flatMap((name) => {
    const Panel = panelOf(name);
    return Panel ? [{ name, Panel }] : [];
  });
