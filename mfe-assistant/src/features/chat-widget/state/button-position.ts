/** The smallest gap between the chat button and the top or bottom edge of the window. */
export const MIN_EDGE_DISTANCE_PX = 12;

/** Where the button sits before the user has moved it: its distance from the bottom edge. */
export const DEFAULT_BOTTOM_OFFSET_PX = 24;

/** localStorage key of the persisted position (a pixel value: the distance from the bottom edge). */
export const BUTTON_POSITION_STORAGE_KEY = 'portal.chat-widget.bottom-offset';

/**
 * Keeps the button's distance from the bottom edge inside the window, at least 12px from both the
 * bottom and the top edge. A window smaller than the button pins it to the minimum.
 */
export function clampBottomOffset(offset: number, viewportHeight: number, buttonSize: number): number {
  const highest = Math.max(MIN_EDGE_DISTANCE_PX, viewportHeight - buttonSize - MIN_EDGE_DISTANCE_PX);
  if (!Number.isFinite(offset)) return DEFAULT_BOTTOM_OFFSET_PX;
  return Math.round(Math.min(Math.max(offset, MIN_EDGE_DISTANCE_PX), highest));
}

/**
 * The new bottom offset after the pointer moved vertically by `deltaY` pixels (down is positive)
 * from where the drag started.
 */
export function draggedBottomOffset(startOffset: number, deltaY: number, viewportHeight: number, buttonSize: number): number {
  return clampBottomOffset(startOffset - deltaY, viewportHeight, buttonSize);
}

/** Minimal storage surface, so tests and private-mode browsers can pass their own. */
export interface PositionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The stored offset, or the default when nothing usable is stored (or storage is blocked). */
export function readStoredBottomOffset(storage: PositionStorage | null): number {
  try {
    const raw = storage?.getItem(BUTTON_POSITION_STORAGE_KEY);
    const parsed = raw == null ? Number.NaN : Number.parseInt(raw, 10);
    return Number.isFinite(parsed) ? parsed : DEFAULT_BOTTOM_OFFSET_PX;
  } catch {
    return DEFAULT_BOTTOM_OFFSET_PX;
  }
}

/** Persists the offset; a blocked storage only loses the preference. */
export function storeBottomOffset(storage: PositionStorage | null, offset: number): void {
  try {
    storage?.setItem(BUTTON_POSITION_STORAGE_KEY, String(Math.round(offset)));
  } catch {
    // Storage full or disabled: the button still works, it just will not remember its place.
  }
}
