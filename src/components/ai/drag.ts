import { AI_CLICK_SLOP } from '../../schemas/ai';

export interface Point {
  x: number;
  y: number;
}

/** A position kept inside the window: the whole button (size px) stays visible. */
export function clampInto(p: Point, size: number, view: { width: number; height: number }): Point {
  return {
    x: Math.min(Math.max(0, p.x), Math.max(0, view.width - size)),
    y: Math.min(Math.max(0, p.y), Math.max(0, view.height - size)),
  };
}

/** A press counts as a click only if the pointer moved little between down and up (docs/behaviour.md §2.2.3). */
export const isClick = (from: Point, to: Point) => Math.hypot(to.x - from.x, to.y - from.y) <= AI_CLICK_SLOP;
