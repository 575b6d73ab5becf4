import { useEffect, useRef } from 'react';

/**
 * Moves focus to the new step's heading whenever the wizard changes step. The button that moved
 * it (Next, Back) is gone with the old step, and focus left on nothing would let Tab escape the
 * modal; on the heading, a screen reader also says which step this is. Put the returned ref on
 * the element holding the step; the first step keeps the modal's own initial focus.
 */
export function useStepFocus<T extends HTMLElement>(step: string) {
  const container = useRef<T>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = container.current?.querySelector<HTMLElement>('h2, h3, h4');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [step]);
  return container;
}
