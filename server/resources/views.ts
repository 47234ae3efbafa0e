import { routes, type ResolvedRoute } from '../../src/resources';
import { insideCondition, viewCondition } from './model';

const dataRoutes = routes.filter((r) => r.fields?.length && r.kind === 'crud');

/**
 * The route whose screens show a stored row of a table (a message's link to an order): the
 * table's own route when its view condition holds, else the first view of the table that holds it.
 */
export function routeShowingRow(table: string, row: Record<string, unknown>): ResolvedRoute | undefined {
  const candidates = dataRoutes.filter((r) => (r.table ?? r.name) === table);
  const own = candidates.filter((r) => r.name === table);
  return [...own, ...candidates.filter((r) => r.name !== table)].find((r) => insideCondition(viewCondition(r), (c) => row[c.column]));
}

/** The in-app path of a row's detail screen, or null when no route shows it. */
export function showPathOfRow(table: string, row: Record<string, unknown>): string | null {
  const r = routeShowingRow(table, row);
  return r ? `${r.path}/show/${row.id}` : null;
}
