import { useState, type PointerEvent, type RefObject } from 'react';

/** A row being dragged by its grip: which, over which row, and how far it moved (px). */
export interface RowDrag {
  dragging: string | null;
  over: string | null;
  offset: number;
  /** The grip's pointer handlers for the row `id`. */
  handle(id: string): {
    onPointerDown(event: PointerEvent): void;
    onPointerMove(event: PointerEvent): void;
    onPointerUp(event: PointerEvent): void;
    onPointerCancel(): void;
  };
}

/**
 * Dragging the rows of `list` (each marked `data-row` with its id) by their grips, with a mouse, a
 * pen or a finger: the grip keeps the pointer, the row follows it up and down, and the last row it
 * passed over when it is let go is where it goes (`onDrop`). The page's own pointer events, so nothing more
 * is loaded for it; the Move up and Move down buttons do the same from the keyboard.
 */
export function useRowDrag(
  list: RefObject<HTMLElement | null>,
  onDrop: (from: string, to: string) => void,
): RowDrag {
  const [state, setState] = useState<{ id: string; startY: number; y: number; over: string }>();
  // The row whose box holds the pointer's height, other than the one dragged (under the pointer).
  const rowAt = (dragged: string, y: number) => {
    const rows = list.current?.querySelectorAll<HTMLElement>('[data-row]') ?? [];
    for (const row of rows) {
      const box = row.getBoundingClientRect();
      if (row.dataset.row !== dragged && y >= box.top && y <= box.bottom) return row.dataset.row;
    }
    return undefined;
  };
  const end = () => setState(undefined);
  return {
    dragging: state?.id ?? null,
    over: state?.over ?? null,
    offset: state ? state.y - state.startY : 0,
    handle: (id) => ({
      onPointerDown: (event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setState({ id, startY: event.clientY, y: event.clientY, over: id });
      },
      onPointerMove: (event) => {
        if (state?.id !== id) return;
        const y = event.clientY;
        // Back near where it started, it stays where it was.
        const over = rowAt(id, y) ?? (Math.abs(y - state.startY) < 24 ? id : state.over);
        setState({ ...state, y, over });
      },
      onPointerUp: () => {
        if (state?.id !== id) return;
        end();
        if (state.over !== id) onDrop(id, state.over);
      },
      onPointerCancel: end,
    }),
  };
}
