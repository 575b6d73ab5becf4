import { Alert, Badge, Code, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Fact, LoadErrorAlert, problemMessage } from 'shared-ui';
import { useGetEmailSettingsQuery } from '../api/get-email-settings';

export const EMAIL_SETTINGS_LOAD_ERROR = 'Unable to load the email settings';

/**
 * How the portal sends email (`GET /api/admin/email-settings`). Read-only: the SMTP server is part
 * of the services' configuration (SMTP_URL), not a setting saved from the portal.
 */
export function EmailSettingsStatus() {
  const settings = useGetEmailSettingsQuery();

  if (settings.isLoading) return <Skeleton height={140} radius="md" />;
  if (settings.isError || !settings.data) {
    return (
      <LoadErrorAlert title={EMAIL_SETTINGS_LOAD_ERROR} message={problemMessage(settings.error)} onRetry={() => void settings.refetch()} />
    );
  }
  const { smtpConfigured, smtpServer, from, supportAddress } = settings.data;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Email delivery">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="md">
            Email delivery
          </Title>
          <Badge color={smtpConfigured ? 'green' : 'orange'} variant="light">
            {smtpConfigured ? 'SMTP configured' : 'SMTP not configured'}
          </Badge>
        </Group>
        {smtpConfigured ? (
          <Text size="sm">
            Emails are sent through the SMTP server below. Each one is also kept in the outbox, with its delivery status.
          </Text>
        ) : (
          <Alert color="orange" title="Emails are not being sent">
            <Text size="sm">
              No SMTP server is configured, so emails are kept in the outbox below and are not sent to anyone. Set <Code>SMTP_URL</Code> on
              the services (for example <Code>smtp://user:password@mail.example.com:587</Code>) and restart them to send emails.
            </Text>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label="SMTP server" value={smtpServer ?? 'Not configured'} />
          <Fact label="From address" value={from} />
          <Fact label="Support address" value={supportAddress} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
