import { useEffect, useRef } from 'react';
import { getBus } from './bus';
import type { PortalEventMap, PortalEventType } from './events';

/** Subscribes a component to one bus event for its lifetime; the latest handler always runs. */
export function useBusEvent<K extends PortalEventType>(type: K, handler: (payload: PortalEventMap[K]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const subscription = getBus().subscribe(type, (payload) => latest.current(payload));
    return () => subscription.unsubscribe();
  }, [type]);
}
