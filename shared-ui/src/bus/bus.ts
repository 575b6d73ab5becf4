import { type Observable, Subject, filter, map, type Subscription } from 'rxjs';
import type { PortalEvent, PortalEventMap, PortalEventType } from './events';

/** The typed portal bus: one RxJS subject, typed by {@link PortalEventMap}. */
export interface PortalBus {
  emit<K extends PortalEventType>(type: K, payload: PortalEventMap[K]): void;
  /** Payloads of one event type, from now on (no replay). */
  on<K extends PortalEventType>(type: K): Observable<PortalEventMap[K]>;
  /** Shorthand for `on(type).subscribe(handler)`. */
  subscribe<K extends PortalEventType>(type: K, handler: (payload: PortalEventMap[K]) => void): Subscription;
  /** Every event, for diagnostics. */
  readonly events$: Observable<PortalEvent>;
}

export function createBus(): PortalBus {
  const subject = new Subject<PortalEvent>();
  const bus: PortalBus = {
    emit(type, payload) {
      subject.next({ type, payload } as PortalEvent);
    },
    on<K extends PortalEventType>(type: K) {
      return subject.pipe(
        filter((event): event is Extract<PortalEvent, { type: K }> => event.type === type),
        map((event) => event.payload as PortalEventMap[K]),
      );
    },
    subscribe(type, handler) {
      return bus.on(type).subscribe(handler);
    },
    events$: subject.asObservable(),
  };
  return bus;
}

let current: PortalBus | null = null;

/**
 * The bus of this page. The host (or a remote's dev harness) sets it at start-up with
 * {@link setBus}; if nothing has, one is created so that a widget rendered in isolation still works.
 */
export function getBus(): PortalBus {
  current ??= createBus();
  return current;
}

export function setBus(bus: PortalBus): void {
  current = bus;
}
