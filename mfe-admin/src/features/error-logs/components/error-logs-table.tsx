import { Badge, Button, Code, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { type ErrorLogEntry, formatInstantDateTime } from 'shared-rules';
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

/** The log's entries, each opening its stack and ids below it. */
export function ErrorLogsTable({ entries }: { entries: ErrorLogEntry[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label="Errors" verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>Route</Table.Th>
            <Table.Th>User</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const open = openId === entry.id;
            return (
              <Fragment key={entry.id}>
                <Table.Tr>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstantDateTime(entry.at, { seconds: true }) ?? entry.at}</Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Badge variant="light" color={entry.source === 'server' ? 'red' : 'orange'}>
                        {SOURCE_LABELS[entry.source]}
                      </Badge>
                      <Text size="xs">{KIND_LABELS[entry.kind]}</Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
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
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text size="sm">{entry.route}</Text>
                  </Table.Td>
                  <Table.Td>
                    {entry.user ? (
                      <>
                        <Text size="sm">{entry.user.name}</Text>
                        <Text size="xs" c="dimmed">
                          {entry.user.email}
                        </Text>
                      </>
                    ) : (
                      <Text size="sm" c="dimmed">
                        Not signed in
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Details entry={entry} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
