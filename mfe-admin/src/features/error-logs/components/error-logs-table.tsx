import { Badge, Button, Code, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type ErrorLogEntry, formatInstantDateTime } from 'shared-rules';
import { DataTable, type DataTableColumn, type DataTableEmpty, type DataTableLoadError, type DataTablePaging } from 'shared-ui';
import { KIND_LABELS, SOURCE_LABELS } from '../state/error-logs-view';

function Details({ entry }: { entry: ErrorLogEntry }) {
  return (
    <Stack gap={4}>
      <Text size="xs">
        Build {entry.buildId}
        {entry.remote ? ` · remote ${entry.remote}` : ''}
        {entry.requestId ? ` · request ${entry.requestId}` : ''}
        {entry.statusCode ? ` · status ${entry.statusCode}` : ''}
      </Text>
      {entry.stack ? (
        <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }}>
          {entry.stack}
        </Code>
      ) : (
        <Text size="xs" c="dimmed">
          No stack was recorded.
        </Text>
      )}
    </Stack>
  );
}

function UserCell({ entry }: { entry: ErrorLogEntry }) {
  if (!entry.user) {
    return (
      <Text size="sm" c="dimmed">
        Not signed in
      </Text>
    );
  }
  return (
    <>
      <Text size="sm">{entry.user.name}</Text>
      <Text size="xs" c="dimmed">
        {entry.user.email}
      </Text>
    </>
  );
}

export interface ErrorLogsTableProps {
  /** Undefined until services first answer. */
  entries: ErrorLogEntry[] | undefined;
  error: DataTableLoadError | null;
  empty: DataTableEmpty;
  fetching: boolean;
  paging: DataTablePaging;
}

/** The log's entries, each opening its stack and ids below it. */
export function ErrorLogsTable({ entries, error, empty, fetching, paging }: ErrorLogsTableProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const columns: DataTableColumn<ErrorLogEntry>[] = [
    { key: 'at', title: 'When', noWrap: true, render: (entry) => formatInstantDateTime(entry.at, { seconds: true }) ?? entry.at },
    {
      key: 'what',
      title: 'What',
      render: (entry) => (
        <Stack gap={2} align="flex-start">
          <Badge variant="light" color={entry.source === 'server' ? 'red' : 'orange'}>
            {SOURCE_LABELS[entry.source]}
          </Badge>
          <Text size="xs">{KIND_LABELS[entry.kind]}</Text>
        </Stack>
      ),
    },
    {
      key: 'message',
      title: 'Message',
      cellStyle: { overflowWrap: 'anywhere' },
      render: (entry) => {
        const open = openId === entry.id;
        return (
          <>
            <Text size="sm">{entry.message}</Text>
            <Button
              size="compact-xs"
              variant="subtle"
              aria-expanded={open}
              onClick={() => setOpenId(open ? null : entry.id)}
              aria-label={`${open ? 'Hide' : 'Show'} the details of error ${entry.id}`}
            >
              {open ? 'Hide details' : 'Details'}
            </Button>
          </>
        );
      },
    },
    { key: 'route', title: 'Route', cellStyle: { overflowWrap: 'anywhere' }, render: (entry) => <Text size="sm">{entry.route}</Text> },
    { key: 'user', title: 'User', render: (entry) => <UserCell entry={entry} /> },
  ];
  return (
    <DataTable<ErrorLogEntry>
      label="Errors"
      records={entries}
      rowKey={(entry) => entry.id}
      columns={columns}
      error={error}
      loadingLabel="Loading the error log"
      empty={empty}
      fetching={fetching}
      paging={paging}
      minWidth={760}
      verticalSpacing="xs"
      rowExpansion={{ openKeys: openId === null ? [] : [openId], content: (entry) => <Details entry={entry} /> }}
    />
  );
}
