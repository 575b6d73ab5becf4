import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { formatInstantDateTime, type KnowledgeAudit } from 'shared-rules';
import { DataTable, type DataTableColumn, LoadErrorAlert, problemMessage } from 'shared-ui';
import { useGetKnowledgeDocumentAuditQuery } from '../../api/get-knowledge-document-audit';
import { auditActionLabel, auditDetailLines } from '../../state/audit-entries';

type KnowledgeAuditEntry = KnowledgeAudit['data'][number];

const AUDIT_COLUMNS: DataTableColumn<KnowledgeAuditEntry>[] = [
  { key: 'at', title: 'When', render: (entry) => <Text size="sm">{formatInstantDateTime(entry.at, { seconds: true }) ?? entry.at}</Text> },
  {
    key: 'actorName',
    title: 'Who',
    // No actor: the portal itself wrote the entry (text extraction), not a person.
    render: (entry) => <Text size="sm">{entry.actorName ?? 'The portal (automatic)'}</Text>,
  },
  {
    key: 'action',
    title: 'What',
    render: (entry) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {auditActionLabel(entry.action)}
        </Text>
        {auditDetailLines(entry.details).map((line) => (
          <Text key={line} size="xs" c="dimmed">
            {line}
          </Text>
        ))}
      </Stack>
    ),
  },
];

function AuditEntries({ documentId }: { documentId: string }) {
  const audit = useGetKnowledgeDocumentAuditQuery(documentId);
  if (audit.isLoading) return <Skeleton height={200} radius="md" />;
  if (audit.isError || !audit.data) {
    return (
      <LoadErrorAlert title="The audit could not be loaded" message={problemMessage(audit.error)} onRetry={() => void audit.refetch()} />
    );
  }
  if (audit.data.length === 0) return <Text size="sm">Nothing has been recorded for this document yet.</Text>;
  const entries = audit.data;
  return (
    <DataTable<KnowledgeAuditEntry>
      label="Audit entries"
      records={entries}
      // Entries have no id of their own; the list is newest first and never reordered.
      rowKey={(entry) => entries.indexOf(entry)}
      columns={AUDIT_COLUMNS}
      empty="Nothing has been recorded for this document yet."
      verticalSpacing="xs"
      highlightOnHover={false}
    />
  );
}

export interface DocumentAuditDrawerProps {
  /** The document whose audit is open, or null when closed. */
  documentId: string | null;
  onClose: () => void;
}

/** Who added, changed, archived or re-extracted a document, and what the text extraction did, newest first. */
export function DocumentAuditDrawer({ documentId, onClose }: DocumentAuditDrawerProps) {
  return (
    <Drawer
      opened={documentId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title="Document audit"
      closeButtonProps={{ 'aria-label': 'Close the audit' }}
    >
      {documentId && <AuditEntries documentId={documentId} />}
    </Drawer>
  );
}
