import { VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useBusEvent } from 'shared-ui';

/** What a screen reader hears when the server pushes a notification. */
export const newNotificationAnnouncement = (message: string) => `New notification: ${message}`;

/**
 * Says each notification the server pushes, politely: the bell's unread count changes its name
 * silently, so without this a screen-reader user would not learn that one arrived.
 */
export function LiveNotificationAnnouncer() {
  const [announcement, setAnnouncement] = useState('');
  useBusEvent('socket:notification', (pushed) => setAnnouncement(newNotificationAnnouncement(pushed.message)));
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {announcement}
    </VisuallyHidden>
  );
}
