import 'mantine-datatable/styles.css';
import { Badge, Code, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { type AuditTrailEntry, formatInstantDateTime } from 'shared-rules';
import { entityLabel, whoLabel } from '../state/audit-trail-labels';

function WhoCell({ entry }: { entry: AuditTrailEntry }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {whoLabel(entry)}
      </Text>
      {entry.impersonator && (
        <Badge color="orange" variant="light" size="sm" w="fit-content">
          Impersonation
        </Badge>
      )}
      {entry.actor.email && !entry.impersonator && (
        <Text size="xs" c="dimmed">
          {entry.actor.email}
        </Text>
      )}
    </Stack>
  );
}

export interface AuditTrailTableProps {
  entries: AuditTrailEntry[];
  /** Newer filters or an older page are being read. */
  fetching: boolean;
}

/** The records read so far, newest first: when, who (both identities when an administrator acted as a user), action, entity, summary. */
export function AuditTrailTable({ entries, fetching }: AuditTrailTableProps) {
  return (
    <DataTable<AuditTrailEntry>
      aria-label="Audit trail, newest first"
      aria-busy={fetching}
      withTableBorder
      borderRadius="md"
      highlightOnHover
      records={entries}
      idAccessor="id"
      noRecordsText="No audit records match these filters"
      columns={[
        {
          accessor: 'at',
          title: 'When',
          noWrap: true,
          render: (entry) => formatInstantDateTime(entry.at, { seconds: true }) ?? entry.at,
        },
        { accessor: 'who', title: 'Who', render: (entry) => <WhoCell entry={entry} /> },
        { accessor: 'action', title: 'Action', render: (entry) => <Code>{entry.action}</Code> },
        { accessor: 'entity', title: 'Entity', render: (entry) => <Text size="sm">{entityLabel(entry)}</Text> },
        { accessor: 'summary', title: 'Summary', render: (entry) => <Text size="sm">{entry.summary}</Text> },
      ]}
    />
  );
}
