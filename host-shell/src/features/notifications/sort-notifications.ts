import type { Notification } from 'shared-rules';

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
