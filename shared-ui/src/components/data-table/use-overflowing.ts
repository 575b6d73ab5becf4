import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element in `ref` is wider or taller than the room it has, kept current as either
 * changes size; the element may come and go between renders. A table that scrolls must be
 * reachable by keyboard (WCAG 2.1.1); one that fits should add no tab stop, so the table asks
 * this before making its scroll area focusable.
 */
export function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  const watched = useRef<{ element: HTMLElement; observer: ResizeObserver } | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (watched.current?.element === element) return;
    watched.current?.observer.disconnect();
    watched.current = null;
    if (!element) {
      setOverflowing(false);
      return;
    }
    // A pixel of rounding is not a scrollbar.
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // Rows arriving or going change the content's size, not the element's.
    for (const child of element.children) observer.observe(child);
    watched.current = { element, observer };
    measure();
  });

  useEffect(() => () => watched.current?.observer.disconnect(), []);
  return overflowing;
}
