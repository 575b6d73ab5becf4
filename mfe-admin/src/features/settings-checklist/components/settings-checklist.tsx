import { Anchor, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn, sharedApi, useAppSelector, usePortalAdminSections } from 'shared-ui';
import { settingStatusOf } from '../hooks/setting-status';
import { CONFIGURED_BY_ENVIRONMENT, statusCode, usePageStatus, useSmtpConfigured } from '../hooks/use-setting-status';
import { ADMIN_SECTIONS, type AdminPage } from '../../../config/admin-pages';
import { SettingStatusBadge } from './setting-status-badge';

/** How many of the keyed settings count as configured, and whether any is still being read. */
function useChecklistSummary(keys: string[]): { configured: number; checking: boolean } {
  const smtpConfigured = useSmtpConfigured();
  const configured = useAppSelector(
    (state) =>
      keys.filter((key) => {
        const read = sharedApi.endpoints.getSetting.select(key)(state);
        const status = settingStatusOf(
          { isLoading: read.isLoading, isError: read.isError, errorStatus: statusCode(read.error), entry: read.data },
          CONFIGURED_BY_ENVIRONMENT.has(key) && smtpConfigured,
        );
        return status.kind === 'configured';
      }).length,
  );
  const checking = useAppSelector((state) =>
    keys.some((key) => {
      const entry = sharedApi.endpoints.getSetting.select(key)(state);
      return entry.isUninitialized || entry.isLoading;
    }),
  );
  return { configured, checking };
}

function PageStatus({ page }: { page: AdminPage }) {
  return <SettingStatusBadge status={usePageStatus(page)} />;
}

const CHECKLIST_COLUMNS: DataTableColumn<AdminPage>[] = [
  {
    key: 'page',
    title: 'Page',
    // The page is the row's header, so a screen reader names each status by its page.
    rowHeader: true,
    render: (page) => (
      <>
        <Anchor component={Link} to={page.path} fw={500} size="sm">
          {page.label}
        </Anchor>
        <Text size="xs" c="dimmed">
          {page.summary}
        </Text>
      </>
    ),
  },
  { key: 'status', title: 'Status', width: 160, align: 'right', render: (page) => <PageStatus page={page} /> },
];

/** /admin: every admin page of every remote by menu group, and whether its stored setting has been saved. */
export function SettingsChecklist() {
  const groups = usePortalAdminSections(ADMIN_SECTIONS);
  const settingKeys = groups.flatMap((group) => group.pages.flatMap((page) => (page.settingKey ? [page.settingKey] : [])));
  const { configured, checking } = useChecklistSummary(settingKeys);

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>Setup progress</Text>
          <Text size="sm" c="dimmed" aria-live="polite">
            {checking ? 'Checking settings…' : `${configured} of ${settingKeys.length} settings configured`}
          </Text>
        </Group>
        <Progress value={settingKeys.length === 0 ? 0 : (configured / settingKeys.length) * 100} aria-label="Settings configured" />
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {groups.map((group) => (
          <Card key={group.group} withBorder radius="md" padding="lg" component="section" aria-label={group.group}>
            <Title order={2} fz="md" mb="sm">
              {group.group}
            </Title>
            <DataTable<AdminPage>
              label={`${group.group} pages`}
              records={group.pages}
              rowKey={(page) => page.path}
              columns={CHECKLIST_COLUMNS}
              empty="No pages in this group."
              verticalSpacing="xs"
              highlightOnHover={false}
            />
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
