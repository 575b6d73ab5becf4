import { ActionIcon, Anchor, Divider, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { formatTimeAgo, type Notification } from 'shared-rules';
import { EmptyState, getBus, LoadErrorAlert } from 'shared-ui';
import { BellIcon, CheckIcon, TrashIcon } from '../navbar/icons';
import { useDeleteNotificationMutation, useGetNotificationsQuery, useMarkNotificationReadMutation } from './notifications-api';

function NotificationItem({ item, onOpenLink }: { item: Notification; onOpenLink: () => void }) {
  const [markRead] = useMarkNotificationReadMutation();
  const [remove] = useDeleteNotificationMutation();
  const openLink = () => {
    if (!item.link) return;
    if (!item.read) void markRead(item.id);
    if (item.link.startsWith('/')) getBus().emit('host:navigate', { to: item.link });
    else window.open(item.link, '_blank', 'noopener');
    onOpenLink();
  };
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      px="md"
      py="sm"
      aria-label={`${item.read ? 'Read' : 'Unread'} notification: ${item.message}`}
      style={{ background: item.read ? undefined : 'var(--mantine-color-brand-0)', listStyle: 'none' }}
    >
      <span
        aria-hidden
        style={{
          width: 8,
          height: 8,
          marginTop: 7,
          borderRadius: 99,
          flex: 'none',
          background: item.read ? 'transparent' : 'var(--mantine-color-brand-6)',
        }}
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        {item.link ? (
          <Anchor component="button" type="button" ta="left" size="sm" onClick={openLink} fw={item.read ? 400 : 600}>
            {item.message}
          </Anchor>
        ) : (
          <Text size="sm" fw={item.read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
            {item.message}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatTimeAgo(item.timestamp, new Date())}
        </Text>
      </Stack>
      <Group gap={2} wrap="nowrap">
        {!item.read && (
          <Tooltip label="Mark read" withArrow>
            <ActionIcon variant="subtle" color="gray" aria-label="Mark read" onClick={() => void markRead(item.id)}>
              <CheckIcon size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        <Tooltip label="Delete" withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label="Delete notification" onClick={() => void remove(item.id)}>
            <TrashIcon size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/** The bell: unread badge, a 400px popover with the list (unread first), mark read and delete. */
export function NotificationsPopover() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery();
  const unread = data?.filter((item) => !item.read).length ?? 0;
  // Mantine reads Escape inside the dropdown only, and the focus moves there a moment after the
  // dialog opens: Escape closes it from wherever the focus is, the bell included.
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });
  return (
    // The badge sits outside the popover's target, so the target's aria-haspopup and
    // aria-expanded land on the button itself (a div may not carry them).
    <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red" offset={4}>
      {/* A dialog: it takes the focus as it opens and gives it back to the bell as it closes. */}
      <Popover
        width={400}
        position="bottom-end"
        shadow="md"
        opened={opened}
        onChange={(next) => (next ? undefined : close())}
        withinPortal
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={toggle}
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)" role="dialog" aria-label="Notifications">
          <Group justify="space-between" px="md" py="sm">
            <Text fw={600}>Notifications</Text>
            {unread > 0 && (
              <Text size="xs" c="dimmed">
                {unread} unread
              </Text>
            )}
          </Group>
          <Divider />
          {isLoading && (
            <Group justify="center" py="lg">
              <Loader size="sm" />
            </Group>
          )}
          {isError && <LoadErrorAlert message="Notifications could not be loaded." onRetry={() => void refetch()} />}
          {data && data.length === 0 && (
            <EmptyState title="You're all caught up" description="New notifications about your loans and account appear here." />
          )}
          {data && data.length > 0 && (
            <ScrollArea.Autosize mah={420}>
              <Stack component="ul" gap={0} m={0} p={0}>
                {data.map((item) => (
                  <NotificationItem key={item.id} item={item} onOpenLink={close} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
