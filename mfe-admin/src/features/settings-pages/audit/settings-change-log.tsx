import { Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatInstantDateTime, type SettingAuditEntry, type SettingKey } from 'shared-rules';
import { DataTable, type DataTableColumn, loadErrorOf } from 'shared-ui';
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

const whenOf = (entry: SettingAuditEntry) => formatInstantDateTime(entry.changedAt) ?? entry.changedAt;

const CHANGE_COLUMNS: DataTableColumn<SettingAuditEntry>[] = [
  { key: 'changedAt', title: 'When', render: whenOf },
  { key: 'changedBy', title: 'Who', render: (entry) => entry.changedBy.name },
  { key: 'key', title: 'Setting', render: (entry) => <SettingName settingKey={entry.key} /> },
  { key: 'version', title: 'Version', render: (entry) => entry.version },
];

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
        <DataTable<SettingAuditEntry>
          caption="Settings changes, newest first"
          records={log.data ? entries : undefined}
          rowKey={(entry) => entry.id}
          columns={CHANGE_COLUMNS}
          error={loadErrorOf(log, 'The settings change log could not be loaded')}
          loadingLabel="Loading the settings change log"
          // Older changes are added below: the rows shown are not being replaced.
          fetching={log.isFetching && !log.isFetchingNextPage}
          empty={key ? 'This setting has not been changed yet.' : 'No setting has been changed yet.'}
          minWidth={560}
          verticalSpacing="xs"
          striped
          highlightOnHover={false}
          rowActions={{
            title: 'Change',
            render: (entry) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => setShown(entry)}
                aria-label={`View change to ${settingPageOf(entry.key).label} at ${whenOf(entry)}`}
              >
                View change
              </Button>
            ),
          }}
        />
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
