import type { NotificationData } from '@mantine/notifications';
import { getBus } from '../bus/bus';
import { problemMessage } from './problem';
import type { ToastKind } from '../bus/events';

/** The notification colour of each toast kind; info takes the theme's primary colour (the brand's). */
const TOAST_COLORS: Record<ToastKind, string | undefined> = { success: 'green', error: 'red', warning: 'orange', info: undefined };

/** Asks the host to show a toast (the host owns the notifications container). */
export function showToast(kind: ToastKind, title: string, message: string): void {
  getBus().emit('host:toast', { kind, title, message });
}

/**
 * The Mantine notification for a toast. Screen readers hear it without losing their place
 * (role status, a polite live region); an error interrupts them (role alert).
 */
export function toastNotification(kind: ToastKind, title: string, message: string): NotificationData {
  return { title, message, color: TOAST_COLORS[kind], role: kind === 'error' ? 'alert' : 'status' };
}

/**
 * The shared error toast: any failed call, in the server's words when it gave a problem, else a
 * general sentence. Every page reports a failed save through this one helper.
 */
export function showErrorToast(error: unknown, title = 'Error'): void {
  showToast('error', title, problemMessage(error));
}
