import { useWindowEvent } from '@mantine/hooks';
import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampBottomOffset, draggedBottomOffset, readStoredBottomOffset, storeBottomOffset } from '../state/button-position';

/** Pointer travel below which a press counts as a click, not a drag. */
const DRAG_THRESHOLD_PX = 4;
/** How far one arrow-key press moves the button. */
const KEY_STEP_PX = 24;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface DraggableOffset {
  bottomOffset: number;
  /** Spread on the button. */
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  /** True when the last press moved the button; its click must not toggle the panel. */
  consumeDrag: () => boolean;
}

/**
 * Vertical dragging of the chat button. The distance from the bottom edge is kept at least 12px
 * from both edges and stored in localStorage (a pixel value) when a drag ends.
 */
export function useDraggableOffset(buttonSize: number): DraggableOffset {
  const [bottomOffset, setBottomOffset] = useState(() =>
    clampBottomOffset(readStoredBottomOffset(browserStorage()), window.innerHeight, buttonSize),
  );
  // A smaller window must not push the button off screen.
  useWindowEvent('resize', () => setBottomOffset((offset) => clampBottomOffset(offset, window.innerHeight, buttonSize)));
  const drag = useRef<{ startY: number; startOffset: number; moved: boolean } | null>(null);
  const dragged = useRef(false);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      drag.current = { startY: event.clientY, startOffset: bottomOffset, moved: false };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    [bottomOffset],
  );

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current) return;
      const deltaY = event.clientY - current.startY;
      if (!current.moved && Math.abs(deltaY) < DRAG_THRESHOLD_PX) return;
      current.moved = true;
      setBottomOffset(draggedBottomOffset(current.startOffset, deltaY, window.innerHeight, buttonSize));
    },
    [buttonSize],
  );

  const onPointerUp = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      drag.current = null;
      if (!current?.moved) return;
      dragged.current = true;
      const finalOffset = draggedBottomOffset(current.startOffset, event.clientY - current.startY, window.innerHeight, buttonSize);
      setBottomOffset(finalOffset);
      storeBottomOffset(browserStorage(), finalOffset);
    },
    [buttonSize],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      const next = clampBottomOffset(bottomOffset + (event.key === 'ArrowUp' ? KEY_STEP_PX : -KEY_STEP_PX), window.innerHeight, buttonSize);
      setBottomOffset(next);
      storeBottomOffset(browserStorage(), next);
    },
    [bottomOffset, buttonSize],
  );

  const consumeDrag = useCallback(() => {
    const wasDrag = dragged.current;
    dragged.current = false;
    return wasDrag;
  }, []);

  return { bottomOffset, handlers: { onPointerDown, onPointerMove, onPointerUp, onKeyDown }, consumeDrag };
}
