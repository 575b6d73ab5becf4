import { Anchor, Button, Group, Paper, Select, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatInstantDateTime, type SettingAuditEntry, type SettingKey } from 'shared-rules';
import { LoadErrorAlert, problemMessage } from 'shared-ui';
import { useGetSettingsAuditInfiniteQuery } from './get-settings-audit';
import { SettingChangeDrawer } from './setting-change-drawer';
import { settingFilterOptions, settingPageOf } from './setting-page-of';

const FILTER_OPTIONS = settingFilterOptions();

function SettingName({ settingKey }: { settingKey: string }) {
  const page = settingPageOf(settingKey);
  return page.path ? (
    <Anchor component={Link} to={page.path} size="sm">
      {page.label}
    </Anchor>
  ) : (
    <Text size="sm">{page.label}</Text>
  );
}

/** The settings change log (`GET /api/settings-audit`): who changed which setting and when, newest first. */
export function SettingsChangeLog() {
  const [key, setKey] = useState<SettingKey | null>(null);
  const [shown, setShown] = useState<SettingAuditEntry | null>(null);
  const log = useGetSettingsAuditInfiniteQuery({ key });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-change-log">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={2} fz="lg" id="settings-change-log">
              Settings change log
            </Title>
            <Text size="sm" c="dimmed">
              Every saved change of a setting, newest first.
            </Text>
          </Stack>
          <Select
            label="Setting"
            placeholder="All settings"
            data={FILTER_OPTIONS}
            value={key}
            onChange={(value) => setKey(value as SettingKey | null)}
            clearable
            searchable
            w={{ base: '100%', sm: 260 }}
          />
        </Group>
        {log.isLoading ? (
          <Skeleton height={160} radius="md" />
        ) : log.isError ? (
          <LoadErrorAlert
            title="The settings change log could not be loaded"
            message={problemMessage(log.error)}
            onRetry={() => void log.refetch()}
          />
        ) : entries.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {key ? 'This setting has not been changed yet.' : 'No setting has been changed yet.'}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" striped captionSide="top">
              <Table.Caption>Settings changes, newest first</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Setting</Table.Th>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Change</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => {
                  const when = formatInstantDateTime(entry.changedAt) ?? entry.changedAt;
                  return (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{when}</Table.Td>
                      <Table.Td>{entry.changedBy.name}</Table.Td>
                      <Table.Td>
                        <SettingName settingKey={entry.key} />
                      </Table.Td>
                      <Table.Td>{entry.version}</Table.Td>
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setShown(entry)}
                          aria-label={`View change to ${settingPageOf(entry.key).label} at ${when}`}
                        >
                          View change
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {log.hasNextPage && (
          <Group justify="center">
            <Button variant="default" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              Load older
            </Button>
          </Group>
        )}
      </Stack>
      <SettingChangeDrawer entry={shown} onClose={() => setShown(null)} />
    </Paper>
  );
}
