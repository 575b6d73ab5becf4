import { Alert, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { LoadErrorAlert, problemMessage } from 'shared-ui';
import { useGetOutboxEmailQuery } from '../api/get-outbox-email';
import { attemptsLabel, OUTBOX_KIND_LABELS, outboxDateTime } from '../state/outbox-view';
import { OutboxStatusBadge } from './outbox-status-badge';
import { RetrySendingButton } from './retry-sending-button';

export const OUTBOX_EMAIL_LOAD_ERROR = 'Unable to load this email';

function Header({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value}
      </Text>
    </Group>
  );
}

function EmailDetail({ emailId }: { emailId: string }) {
  const email = useGetOutboxEmailQuery(emailId);
  if (email.isLoading) return <Skeleton height={240} radius="md" />;
  if (email.isError || !email.data) {
    return <LoadErrorAlert title={OUTBOX_EMAIL_LOAD_ERROR} message={problemMessage(email.error)} onRetry={() => void email.refetch()} />;
  }
  const { data } = email;
  return (
    <Stack gap="md">
      <Group gap="xs">
        <OutboxStatusBadge status={data.status} />
        <Text size="sm" c="dimmed">
          {OUTBOX_KIND_LABELS[data.kind]}
        </Text>
      </Group>
      {data.status === 'failed' && (
        <Alert color="red" title="The SMTP server refused this email" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{data.error ?? 'No error was recorded.'}</Text>
            <RetrySendingButton emailId={data.id} subject={data.subject} />
          </Stack>
        </Alert>
      )}
      {data.status === 'stored' && data.error && (
        <Alert color="yellow" title="The last attempt failed; it will be tried again">
          {data.error}
        </Alert>
      )}
      <Stack gap={4}>
        <Header label="From" value={data.from} />
        <Header label="To" value={data.to.join(', ')} />
        {data.replyTo && <Header label="Reply-To" value={data.replyTo} />}
        <Header label="Subject" value={data.subject} />
        <Header label="Created" value={outboxDateTime(data.createdAt)} />
        {data.sentAt && <Header label="Sent" value={outboxDateTime(data.sentAt)} />}
        <Header label="Attempts" value={attemptsLabel(data.attempts)} />
        {data.lastAttemptAt && <Header label="Last attempt" value={outboxDateTime(data.lastAttemptAt)} />}
      </Stack>
      <Text
        component="pre"
        size="sm"
        aria-label="Email body"
        p="sm"
        bg="var(--mantine-color-default-hover)"
        style={{
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontFamily: 'var(--mantine-font-family-monospace)',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        {data.text}
      </Text>
    </Stack>
  );
}

export interface OutboxEmailDrawerProps {
  emailId: string | null;
  onClose: () => void;
}

/** The whole email (`GET /api/admin/outbox/:id`): its headers, the error when it failed, and the plain-text body. */
export function OutboxEmailDrawer({ emailId, onClose }: OutboxEmailDrawerProps) {
  return (
    <Drawer
      opened={emailId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title="Email"
      closeButtonProps={{ 'aria-label': 'Close email' }}
    >
      {emailId && <EmailDetail emailId={emailId} />}
    </Drawer>
  );
}
