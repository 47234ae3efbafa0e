import type { CrudFilter, CrudSort } from '@refinedev/core';
import { onSessionEnd } from '../../providers';
import type { Density, ViewColumn } from '../../schemas/list-views';

/**
 * A list as the user left it (docs/lists.md "Coming back to a list"): page, page size, filters, sort,
 * columns and scroll position, per route, for this tab and session. The list comes back to it when the user
 * returns from one of its records (a detail, edit or new-record screen) or with the browser's back
 * button; any other way in (the menu, a link) opens it afresh.
 */
export interface KeptList {
  /** The saved view the list showed (null: the standard list); another view starts afresh. */
  viewId: number | null;
  current: number;
  pageSize: number;
  filters: CrudFilter[];
  sorters: CrudSort[];
  /** Columns (order, widths) and density, saved in a view or not. */
  layout: { columns: ViewColumn[]; density: Density };
  scrollY: number;
  /** Where the user went from the list (the address after leaving it). */
  leftTo: string;
}

const kept = new Map<string, KeptList>();
onSessionEnd(() => kept.clear());

export const keepList = (route: string, state: KeptList) => void kept.set(route, state);

/** A record's screen: `/r/show/1`, `/r/edit/1`, `/r/create`, or a page of one record (`?id=`). */
const isRecordScreen = (listPath: string, to: string) => to.startsWith(`${listPath}/`) || /[?&]id=/.test(to);

/**
 * The state to come back to on this list, or undefined: only after a record's screen (or the back
 * button), with the same view.
 */
export function keptListFor(route: string, listPath: string, viewId: number | null, back: boolean): KeptList | undefined {
  const k = kept.get(route);
  if (!k || k.viewId !== viewId) return undefined;
  return back || isRecordScreen(listPath, k.leftTo) ? k : undefined;
}
