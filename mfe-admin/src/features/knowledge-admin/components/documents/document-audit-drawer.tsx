import { Drawer, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatInstantDateTime } from 'shared-rules';
import { LoadErrorAlert, problemMessage } from 'shared-ui';
import { useGetKnowledgeDocumentAuditQuery } from '../../api/get-knowledge-document-audit';
import { auditActionLabel, auditDetailLines } from '../../state/audit-entries';

function AuditEntries({ documentId }: { documentId: string }) {
  const audit = useGetKnowledgeDocumentAuditQuery(documentId);
  if (audit.isLoading) return <Skeleton height={200} radius="md" />;
  if (audit.isError || !audit.data) {
    return (
      <LoadErrorAlert title="The audit could not be loaded" message={problemMessage(audit.error)} onRetry={() => void audit.refetch()} />
    );
  }
  if (audit.data.length === 0) return <Text size="sm">Nothing has been recorded for this document yet.</Text>;
  return (
    <Table aria-label="Audit entries" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>Who</Table.Th>
          <Table.Th>What</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {audit.data.map((entry, index) => (
          // Entries have no id of their own; the list is newest first and never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: position is the entry's identity here
          <Table.Tr key={index}>
            <Table.Td>
              <Text size="sm">{formatInstantDateTime(entry.at, { seconds: true }) ?? entry.at}</Text>
            </Table.Td>
            <Table.Td>
              {/* No actor: the portal itself wrote the entry (text extraction), not a person. */}
              <Text size="sm">{entry.actorName ?? 'The portal (automatic)'}</Text>
            </Table.Td>
            <Table.Td>
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
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
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
