import { Anchor, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { KnowledgeDocument, KnowledgeSourceType } from 'shared-rules';
import { LoadErrorAlert, PageHeader, problemMessage } from 'shared-ui';
import { useGetKnowledgeAdminDocumentQuery } from '../../api/get-knowledge-admin-document';
import type { EditorTarget } from '../../state/documents-view';
import { NEW_DOCUMENT_TITLES, SOURCE_TYPE_LABELS } from '../../state/knowledge-labels';
import { DocumentStatus } from '../document-status';
import { DocumentForm } from './document-form';

const NEW_DESCRIPTIONS: Record<KnowledgeSourceType, string> = {
  html: 'An article written here in HTML, read in the help center.',
  url: 'A web page readers open from the help center.',
  video: 'A YouTube or Vimeo video played in the help center.',
  pdf: 'A PDF guide; its text is extracted after the upload so that searches find it.',
};

export interface DocumentEditorProps {
  target: EditorTarget;
  /** The list's address, for Back and Cancel. */
  backTo: { search: string };
  onSaved: (saved: KnowledgeDocument) => void;
}

function BackLink({ backTo }: { backTo: { search: string } }) {
  return (
    <Anchor component={Link} to={backTo} size="sm">
      ← Back to documents
    </Anchor>
  );
}

/** An existing document: read whole (`GET /api/knowledge/documents/:id`), then edited; its status follows live updates. */
function ExistingDocument({ id, backTo, onSaved }: { id: string } & Omit<DocumentEditorProps, 'target'>) {
  const document = useGetKnowledgeAdminDocumentQuery(id);
  if (document.isLoading) return <Skeleton height={480} radius="md" />;
  if (document.isError || !document.data) {
    return (
      <LoadErrorAlert
        title="The document could not be loaded"
        message={problemMessage(document.error)}
        onRetry={() => void document.refetch()}
      />
    );
  }
  const { data } = document;
  return (
    <>
      <PageHeader title={`Edit ${data.title}`} />
      <Group gap="sm" align="flex-start" mb="sm">
        <Text size="sm">{SOURCE_TYPE_LABELS[data.sourceType]}</Text>
        <DocumentStatus status={data.status} statusMessage={data.statusMessage} />
      </Group>
      <Paper withBorder radius="md" p="lg">
        {/* Keyed by id: another document starts from its own values, never from the last one's edits. */}
        <DocumentForm key={data._id} document={data} sourceType={data.sourceType} backTo={backTo} onSaved={onSaved} />
      </Paper>
    </>
  );
}

/** The form open in place of the list: a new document of one kind, or an existing one loaded first. */
export function DocumentEditor({ target, backTo, onSaved }: DocumentEditorProps) {
  return (
    <Stack gap="sm">
      <BackLink backTo={backTo} />
      {target.kind === 'edit' ? (
        <ExistingDocument id={target.id} backTo={backTo} onSaved={onSaved} />
      ) : (
        <>
          <PageHeader title={NEW_DOCUMENT_TITLES[target.sourceType]} description={NEW_DESCRIPTIONS[target.sourceType]} />
          <Paper withBorder radius="md" p="lg">
            <DocumentForm key={target.sourceType} document={null} sourceType={target.sourceType} backTo={backTo} onSaved={onSaved} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
