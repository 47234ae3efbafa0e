import { useRef, type ThHTMLAttributes } from 'react';
import { COLUMN_WIDTH } from '../../schemas/list-views';

/** Pixels an arrow key moves a column's edge. */
const KEY_STEP = 10;

type Props = ThHTMLAttributes<HTMLTableCellElement> & {
  /** Called with the new width while the edge is dragged (absent: a column that does not resize). */
  onResize?: (width: number) => void;
  width?: number;
  /** Names the drag handle for tests and assistive tools. */
  resizeId?: string;
};

/**
 * A table header cell whose right edge can be dragged to size the column (a saved view keeps the
 * width; docs/lists.md). Widths stay within COLUMN_WIDTH.
 */
export function ResizableTitle({ onResize, width, resizeId, ...rest }: Props) {
  const start = useRef<{ x: number; w: number } | null>(null);
  if (!onResize) return <th {...rest} />;
  const down = (e: React.MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const cell = (e.currentTarget as HTMLElement).parentElement!;
    start.current = { x: e.clientX, w: width ?? cell.getBoundingClientRect().width };
    const move = (ev: MouseEvent) => {
      if (!start.current) return;
      const w = Math.round(start.current.w + ev.clientX - start.current.x);
      onResize(Math.max(COLUMN_WIDTH.min, Math.min(COLUMN_WIDTH.max, w)));
    };
    const up = () => {
      start.current = null;
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  };
  // The keyboard's way: left and right arrows narrow and widen the column by a step (Shift: a larger one).
  const keys = (e: React.KeyboardEvent<HTMLElement>) => {
    const sign = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
    if (!sign) return;
    e.preventDefault();
    e.stopPropagation();
    const from = width ?? (e.currentTarget.parentElement?.getBoundingClientRect().width || COLUMN_WIDTH.min);
    onResize(Math.max(COLUMN_WIDTH.min, Math.min(COLUMN_WIDTH.max, Math.round(from + sign * (e.shiftKey ? KEY_STEP * 5 : KEY_STEP)))));
  };
  return (
    <th {...rest} style={{ ...rest.style, position: 'relative' }}>
      {rest.children}
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA splitter (a widget with a value the keyboard moves); an <hr> can neither take focus nor be dragged inside a table header. */}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-valuenow={width}
        aria-valuemin={COLUMN_WIDTH.min}
        aria-valuemax={COLUMN_WIDTH.max}
        tabIndex={0}
        data-testid={resizeId ? `column-resize-${resizeId}` : undefined}
        onMouseDown={down}
        onKeyDown={keys}
        onClick={(e) => e.stopPropagation()}
        // Inside the cell: an ellipsis cell clips what overflows it.
        style={{ position: 'absolute', top: 0, right: 0, bottom: 0, width: 8, cursor: 'col-resize', zIndex: 1 }}
      />
    </th>
  );
}
