import { Paper } from '@mantine/core';
import { useState } from 'react';
import type { KnowledgeAdminDocument } from 'shared-rules';
import { loadErrorOf, showErrorToast, showToast } from 'shared-ui';
import { ConfirmDeleteModal } from 'shared-ui';
import { useArchiveKnowledgeDocumentMutation } from '../../api/archive-knowledge-document';
import { useGetKnowledgeAdminDocumentsQuery } from '../../api/get-knowledge-admin-documents';
import { useReextractKnowledgePdfMutation } from '../../api/reextract-knowledge-pdf';
import { DOCUMENTS_PAGE_SIZE, type DocumentsView, documentsListQuery, documentsViewParams } from '../../state/documents-view';
import { documentCountLabel } from '../../state/knowledge-labels';
import { DocumentsTable } from './documents-table';

export const DOCUMENTS_LOAD_ERROR = 'The documents could not be loaded';

export interface DocumentsListProps {
  view: DocumentsView;
  onViewChange: (view: DocumentsView) => void;
}

/** The editors' list, a page at a time (`GET /api/knowledge/admin/documents`), with archive (asked first), re-extract and the audit. */
export function DocumentsList({ view, onViewChange }: DocumentsListProps) {
  const list = useGetKnowledgeAdminDocumentsQuery(documentsListQuery(view));
  const [archive, archiving] = useArchiveKnowledgeDocumentMutation();
  const [reextract] = useReextractKnowledgePdfMutation();
  const [toArchive, setToArchive] = useState<KnowledgeAdminDocument | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const confirmArchive = async () => {
    if (!toArchive) return;
    try {
      await archive(toArchive._id).unwrap();
      showToast('success', 'Document archived', `"${toArchive.title}" is no longer shown to readers.`);
      setToArchive(null);
    } catch (error) {
      showErrorToast(error, 'The document was not archived');
    }
  };

  const startReextract = async (document: KnowledgeAdminDocument) => {
    setBusyId(document._id);
    try {
      await reextract(document._id).unwrap();
      showToast(
        'success',
        'Extraction started',
        `The text of "${document.title}" is being extracted again; the list shows when it is done.`,
      );
    } catch (error) {
      showErrorToast(error, 'The text was not extracted again');
    } finally {
      setBusyId(null);
    }
  };

  const filtered = view.status !== null || view.sourceType !== null || view.text !== '';
  return (
    <>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Documents">
        <DocumentsTable
          documents={list.data?.data}
          error={loadErrorOf(list, DOCUMENTS_LOAD_ERROR)}
          fetching={list.isFetching}
          empty={
            filtered
              ? { title: 'No documents match', description: 'Change the status, the type or the words searched for.' }
              : { title: 'No documents yet', description: 'Write an article, add a link or a video, or upload a PDF guide.' }
          }
          paging={{
            page: view.page,
            pageSize: list.data?.pageSize ?? DOCUMENTS_PAGE_SIZE,
            total: list.data?.total ?? 0,
            onPageChange: (page) => onViewChange({ ...view, page }),
            label: 'Document pages',
            summary: ({ total }) => documentCountLabel(total),
          }}
          editAddress={(document) => ({
            search: `?${new URLSearchParams(documentsViewParams({ ...view, editor: { kind: 'edit', id: document._id }, auditId: null }))}`,
          })}
          busyId={busyId}
          onAudit={(document) => onViewChange({ ...view, auditId: document._id })}
          onArchive={setToArchive}
          onReextract={(document) => void startReextract(document)}
        />
      </Paper>
      <ConfirmDeleteModal
        opened={toArchive !== null}
        title={`Archive "${toArchive?.title ?? ''}"?`}
        consequence="Readers will no longer find or open it. Editing it and saving it as Published brings it back."
        confirmLabel="Archive"
        irreversible={false}
        deleting={archiving.isLoading}
        onCancel={() => setToArchive(null)}
        onConfirm={() => void confirmArchive()}
      />
    </>
  );
}
