import { Badge, Code, Stack, Text } from '@mantine/core';
import { AUDIT_TRAIL_TEXTS, type AuditTrailEntry, formatInstantDateTime } from 'shared-rules';
import { DataTable, type DataTableColumn } from 'shared-ui';
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

const COLUMNS: DataTableColumn<AuditTrailEntry>[] = [
  {
    key: 'at',
    title: 'When',
    noWrap: true,
    render: (entry) => formatInstantDateTime(entry.at, { seconds: true }) ?? entry.at,
  },
  { key: 'who', title: 'Who', render: (entry) => <WhoCell entry={entry} /> },
  { key: 'action', title: 'Action', render: (entry) => <Code>{entry.action}</Code> },
  { key: 'entity', title: 'Entity', render: (entry) => <Text size="sm">{entityLabel(entry)}</Text> },
  { key: 'summary', title: 'Summary', render: (entry) => <Text size="sm">{entry.summary}</Text> },
];

/** The records read so far, newest first: when, who (both identities when an administrator acted as a user), action, entity, summary. */
export function AuditTrailTable({ entries, fetching }: AuditTrailTableProps) {
  return (
    <DataTable<AuditTrailEntry>
      label="Audit trail, newest first"
      records={entries}
      rowKey={(entry) => entry.id}
      columns={COLUMNS}
      fetching={fetching}
      withBorder
      empty={AUDIT_TRAIL_TEXTS.noMatch}
    />
  );
}
