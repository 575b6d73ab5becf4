import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { InternalUser } from 'shared-rules';
import { LoadErrorAlert, problemMessage } from 'shared-ui';
import { telHref } from '../../../components/help-center-contact';

export interface AccountExecutiveContactProps {
  accountExecutive: { data?: InternalUser; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => void };
  onEmail: () => void;
}

/** The account executive with a call to each of their numbers and an email about the loan. */
export function AccountExecutiveContact({ accountExecutive, onEmail }: AccountExecutiveContactProps) {
  if (accountExecutive.isLoading) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Loading your account executive…</Text>
      </Group>
    );
  }
  if (accountExecutive.isError || !accountExecutive.data) {
    return (
      <LoadErrorAlert
        title="Your account executive could not be loaded"
        message={problemMessage(accountExecutive.error, 'The portal could not be reached.')}
        retryLabel="Try again"
        onRetry={accountExecutive.refetch}
      />
    );
  }
  const { fullName, email, phone, cell } = accountExecutive.data;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Your account executive
          </Text>
          <Text fw={600}>{fullName}</Text>
          <Text size="sm" c="dimmed">
            {email}
          </Text>
        </div>
        <Stack gap="xs">
          {phone && (
            <Button component="a" href={telHref(phone)} variant="light" aria-label={`Call ${fullName} at ${phone}`}>
              Call {phone}
            </Button>
          )}
          {cell && (
            <Button component="a" href={telHref(cell)} variant="light" aria-label={`Call ${fullName}'s cell at ${cell}`}>
              Call cell {cell}
            </Button>
          )}
          <Button onClick={onEmail}>Email {fullName}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
