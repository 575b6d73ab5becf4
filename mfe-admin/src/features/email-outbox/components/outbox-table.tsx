import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { OutboxEmailSummary } from 'shared-rules';
import { DataTable, type DataTableColumn, loadErrorOf } from 'shared-ui';
import { useGetOutboxQuery } from '../api/get-outbox';
import {
  OUTBOX_KIND_LABELS,
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATUSES,
  OUTBOX_STATUS_LABELS,
  attemptsLabel,
  outboxDateTime,
  type OutboxView,
} from '../state/outbox-view';
import { OutboxStatusBadge } from './outbox-status-badge';
import { RetrySendingButton } from './retry-sending-button';

export const OUTBOX_LOAD_ERROR = 'Unable to load the outbox';

const ALL = 'all';

export interface OutboxTableProps {
  view: OutboxView;
  onViewChange: (view: OutboxView) => void;
}

/** The emails the portal wrote (`GET /api/admin/outbox`), newest first, a page at a time, narrowed by status. */
export function OutboxTable({ view, onViewChange }: OutboxTableProps) {
  // Read afresh on each visit: emails arrive while the page is closed.
  const outbox = useGetOutboxQuery(
    { page: view.page, pageSize: OUTBOX_PAGE_SIZE, status: view.status ?? undefined },
    { refetchOnMountOrArgChange: true },
  );
  const filterOptions = [
    { value: ALL, label: 'All' },
    ...OUTBOX_STATUSES.map((status) => ({ value: status, label: OUTBOX_STATUS_LABELS[status] })),
  ];

  const columns: DataTableColumn<OutboxEmailSummary>[] = [
    { key: 'status', title: 'Status', render: (email) => <OutboxStatusBadge status={email.status} /> },
    { key: 'kind', title: 'Kind', render: (email) => <Text size="sm">{OUTBOX_KIND_LABELS[email.kind]}</Text> },
    { key: 'to', title: 'To', render: (email) => <Text size="sm">{email.to.join(', ')}</Text> },
    {
      key: 'subject',
      title: 'Subject',
      render: (email) => (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onViewChange({ ...view, emailId: email.id })}>
          {email.subject}
        </Anchor>
      ),
    },
    { key: 'createdAt', title: 'Created', render: (email) => <Text size="sm">{outboxDateTime(email.createdAt)}</Text> },
    {
      key: 'attempts',
      title: 'Delivery',
      render: (email) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{attemptsLabel(email.attempts)}</Text>
          {email.status !== 'sent' && email.error && (
            <Text size="xs" c={email.status === 'failed' ? 'red' : 'dimmed'} lineClamp={2} title={email.error}>
              {email.error}
            </Text>
          )}
          {email.status === 'failed' && <RetrySendingButton emailId={email.id} subject={email.subject} />}
        </Stack>
      ),
    },
  ];

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Outbox">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="md">
            Outbox
          </Title>
          <Group gap="sm">
            <SegmentedControl
              aria-label="Status filter"
              size="xs"
              data={filterOptions}
              value={view.status ?? ALL}
              onChange={(value) =>
                onViewChange({ status: OUTBOX_STATUSES.find((status) => status === value) ?? null, page: 1, emailId: null })
              }
            />
            <Button size="xs" variant="default" onClick={() => void outbox.refetch()} loading={outbox.isFetching && !outbox.isLoading}>
              Refresh
            </Button>
          </Group>
        </Group>
        <DataTable<OutboxEmailSummary>
          label="Outbox"
          records={outbox.data?.items}
          rowKey={(email) => email.id}
          columns={columns}
          error={loadErrorOf(outbox, OUTBOX_LOAD_ERROR)}
          loadingLabel="Loading the outbox"
          fetching={outbox.isFetching}
          empty={{
            title: view.status ? `No ${OUTBOX_STATUS_LABELS[view.status].toLowerCase()} emails` : 'No emails yet',
            description: 'Emails the portal writes (loan help to account executives, technical support tickets) are listed here.',
          }}
          minWidth={860}
          paging={{
            page: view.page,
            pageSize: outbox.data?.pageSize ?? OUTBOX_PAGE_SIZE,
            total: outbox.data?.total ?? 0,
            onPageChange: (page) => onViewChange({ ...view, page, emailId: null }),
            label: 'Outbox pages',
            summary: ({ total }) => (total === 1 ? '1 email' : `${total} emails`),
          }}
        />
      </Stack>
    </Paper>
  );
}
