import { createBus, getBus, setBus } from '../bus/bus';
import type { PortalEventMap } from '../bus/events';

export type CollectedToast = PortalEventMap['host:toast'];

/**
 * Gives every test of the file a fresh bus and collects the toasts shown on it: call once at the
 * top of a test file; `toasts` is the current test's list.
 */
export function collectToasts(): { readonly toasts: CollectedToast[] } {
  const collected = { toasts: [] as CollectedToast[] };
  beforeEach(() => {
    setBus(createBus());
    collected.toasts = [];
    getBus().subscribe('host:toast', (toast) => collected.toasts.push(toast));
  });
  return collected;
}
