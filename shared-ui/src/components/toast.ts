import { getBus } from '../bus/bus';
import type { ToastKind } from '../bus/events';

/** Asks the host to show a toast (the host owns the notifications container). */
export function showToast(kind: ToastKind, title: string, message: string): void {
  getBus().emit('host:toast', { kind, title, message });
}
