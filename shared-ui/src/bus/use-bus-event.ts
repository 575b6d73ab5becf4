import { useLayoutEffect, useRef } from 'react';
import { getBus } from './bus';
import type { PortalEventMap, PortalEventType } from './events';

/**
 * Subscribes a component to one bus event for its lifetime; the latest handler always runs. The
 * subscription is made as the component commits, before the browser paints: a button painted in
 * the same render (Add Loan beside the host's listener) is never clicked before anyone listens, as
 * it could be between paint and a passive effect on a busy machine.
 */
export function useBusEvent<K extends PortalEventType>(type: K, handler: (payload: PortalEventMap[K]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useLayoutEffect(() => {
    const subscription = getBus().subscribe(type, (payload) => latest.current(payload));
    return () => subscription.unsubscribe();
  }, [type]);
}
