import { Anchor, Button, Group, Pagination, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyState, LoadErrorAlert, problemMessage } from 'shared-ui';
import { pageCount } from '../../../components/page-count';
import { useGetOutboxQuery } from '../api/get-outbox';
import {
  OUTBOX_KIND_LABELS,
  OUTBOX_PAGE_SIZE,
  OUTBOX_STATUSES,
  OUTBOX_STATUS_LABELS,
  outboxDateTime,
  type OutboxView,
} from '../state/outbox-view';
import { OutboxStatusBadge } from './outbox-status-badge';

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

  function body() {
    if (outbox.isLoading) return <Skeleton height={200} radius="md" />;
    if (outbox.isError || !outbox.data) {
      return <LoadErrorAlert title={OUTBOX_LOAD_ERROR} message={problemMessage(outbox.error)} onRetry={() => void outbox.refetch()} />;
    }
    const { items, total, pageSize } = outbox.data;
    if (items.length === 0) {
      return (
        <EmptyState
          title={view.status ? `No ${OUTBOX_STATUS_LABELS[view.status].toLowerCase()} emails` : 'No emails yet'}
          description="Emails the portal writes (loan help to account executives, technical support tickets) are listed here."
        />
      );
    }
    const pages = pageCount(total, pageSize);
    return (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Outbox">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Status</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((email) => (
                <Table.Tr key={email.id}>
                  <Table.Td>
                    <OutboxStatusBadge status={email.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{OUTBOX_KIND_LABELS[email.kind]}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{email.to.join(', ')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      ta="left"
                      onClick={() => onViewChange({ ...view, emailId: email.id })}
                    >
                      {email.subject}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{outboxDateTime(email.createdAt)}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" px="sm" pb="sm">
          <Text size="sm" c="dimmed">
            {total === 1 ? '1 email' : `${total} emails`}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={view.page}
              onChange={(page) => onViewChange({ ...view, page, emailId: null })}
              size="sm"
              aria-label="Outbox pages"
            />
          )}
        </Group>
      </Stack>
    );
  }

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
        {body()}
      </Stack>
    </Paper>
  );
}
