import type { Notification } from '../api/notifications';
import { sortNotifications, withNotificationsPushedDuringFetch, withPushedNotification } from './notification-list';

const n = (id: string, read: boolean, timestamp: string): Notification => ({ id, message: id, link: null, read, timestamp });

describe('notification order', () => {
  it('puts unread first, newest first within each group', () => {
    const sorted = sortNotifications([
      n('old-read', true, '2026-01-01T00:00:00Z'),
      n('old-unread', false, '2026-01-02T00:00:00Z'),
      n('new-read', true, '2026-01-05T00:00:00Z'),
      n('new-unread', false, '2026-01-04T00:00:00Z'),
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['new-unread', 'old-unread', 'new-read', 'old-read']);
  });

  it('adds a pushed notification once, in order', () => {
    const list = [n('a', false, '2026-01-01T00:00:00Z'), n('b', true, '2026-01-03T00:00:00Z')];
    const pushed = n('c', false, '2026-01-04T00:00:00Z');
    expect(withPushedNotification(list, pushed).map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(withPushedNotification([pushed, ...list], pushed)).toHaveLength(3);
  });

  it('keeps what was pushed while a fetch was in flight, once', () => {
    const fetched = [n('a', false, '2026-01-01T00:00:00Z'), n('b', false, '2026-01-02T00:00:00Z')];
    const pushedMeanwhile = [n('b', false, '2026-01-02T00:00:00Z'), n('c', false, '2026-01-03T00:00:00Z')];
    expect(withNotificationsPushedDuringFetch(fetched, pushedMeanwhile).map((item) => item.id)).toEqual(['c', 'b', 'a']);
  });
});
