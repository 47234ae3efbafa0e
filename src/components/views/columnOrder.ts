import type { ViewColumn } from '../../schemas/list-views';

/**
 * The rule of reordering a list's columns (docs/lists.md "Saved views"), by dragging one onto
 * another in the column chooser or by its ↑ ↓ buttons: the column moves to just before (or after)
 * the one it was dropped on; every other column keeps its place and width. A drop on itself or a
 * name not shown changes nothing (the same array comes back, so nothing re-renders).
 */
export function moveColumn<C extends ViewColumn>(columns: C[], name: string, onto: string, after: boolean): C[] {
  if (name === onto) return columns;
  const moved = columns.find((c) => c.name === name);
  if (!moved || !columns.some((c) => c.name === onto)) return columns;
  const rest = columns.filter((c) => c !== moved);
  const at = rest.findIndex((c) => c.name === onto) + (after ? 1 : 0);
  const next = [...rest.slice(0, at), moved, ...rest.slice(at)];
  return next.every((c, i) => c === columns[i]) ? columns : next;
}

/** One place up (-1) or down (+1): the ↑ ↓ buttons; nothing past either end. */
export function stepColumn<C extends ViewColumn>(columns: C[], index: number, by: -1 | 1): C[] {
  const onto = columns[index + by];
  return onto ? moveColumn(columns, columns[index].name, onto.name, by > 0) : columns;
}

/** Dropped at `y` on a row spanning `top`..`top + height`: after it when in its lower half. */
export const dropsAfter = (y: number, top: number, height: number) => y > top + height / 2;
