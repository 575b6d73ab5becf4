import type { Notification } from '../api/notifications';

/** Spec: unread first; within each group newest first. Returns a new list. */
export function sortNotifications(items: readonly Notification[]): Notification[] {
  return [...items].sort((a, b) => {
    if (a.read !== b.read) return a.read ? 1 : -1;
    return Date.parse(b.timestamp) - Date.parse(a.timestamp);
  });
}

/** Adds a pushed notification unless the list already has it (a refetch may race the push). */
export function withPushedNotification(items: readonly Notification[], pushed: Notification): Notification[] {
  if (items.some((item) => item.id === pushed.id)) return [...items];
  return sortNotifications([pushed, ...items]);
}

/**
 * A fetched list completed with the notifications pushed while the fetch was in flight: the
 * server may have read its list before they were stored, and replacing the list with the
 * answer alone would drop them (a reconnect's catch-up fetch races the live pushes).
 */
export function withNotificationsPushedDuringFetch(
  fetched: readonly Notification[],
  pushedMeanwhile: readonly Notification[],
): Notification[] {
  return pushedMeanwhile.reduce<Notification[]>((items, pushed) => withPushedNotification(items, pushed), sortNotifications(fetched));
}
