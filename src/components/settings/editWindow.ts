import type { ResolvedRoute } from '../../resources';
import { screenPath } from '../../resources/screen-paths';

/** Windows this app opened for editing an order carry this name prefix (so saving may close them). */
const EDIT_WINDOW = 'order-edit:';

/**
 * orderEditNewPage (docs/behaviour.md §2.3): the order's edit screen in a window of its own, one per order, so
 * several orders can be open side by side. Answers false when the browser blocked the window.
 */
export function openEditWindow(route: ResolvedRoute, id: string | number): boolean {
  const url = `${window.location.pathname}${window.location.search}#${screenPath.edit(route, id)}`;
  const w = window.open(url, `${EDIT_WINDOW}${route.name}:${id}`);
  return w !== null;
}

/** This window was opened by openEditWindow (and may close itself after saving). */
export const isEditWindow = () => window.opener !== null && window.name.startsWith(EDIT_WINDOW);
