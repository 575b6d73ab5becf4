import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import type { LoanAttachment, LoanDocuments } from 'shared-rules';
import { EmptyState, LoadErrorAlert, problemMessage, useAppDispatch, useBusEvent } from 'shared-ui';
import { documentsApi, loanDocumentsTag } from '../api/documents-api';
import { useGetLoanDocumentsQuery } from '../api/get-loan-documents';
import { useAttachmentDownload } from '../hooks/use-attachment-download';
import { previewKindOf, type PreviewKind } from '../state/attachment-display';
import { PDF_LOADING_TEXT } from '../state/viewer-texts';
import { AttachmentTable, type AttachmentActions } from './attachment-table';
import { ImagePreviewModal } from './image-preview-modal';
import { ComparePickModal } from './compare-pick-modal';
import { MoveAttachmentModal } from './move-attachment-modal';
import { NewFolderModal } from './new-folder-modal';
import { RenameAttachmentModal } from './rename-attachment-modal';
import { type TaskUpload, UploadPanel } from './upload-panel';

// pdf.js is large: it loads when a PDF is first opened, not with the tab.
const PdfViewerModal = lazy(() => import('./pdf-viewer-modal'));

/** Every attachment of the loan, filed or not. */
function allAttachments(documents: LoanDocuments | undefined): LoanAttachment[] {
  if (!documents) return [];
  return [...documents.documents.flatMap((folder) => folder.attachments), ...documents.uncategorizedAttachments];
}

type Dialog =
  | { kind: 'view'; preview: PreviewKind; attachment: LoanAttachment }
  | { kind: 'move'; attachment: LoanAttachment }
  | { kind: 'rename'; attachment: LoanAttachment }
  | { kind: 'compare-pick'; attachment: LoanAttachment }
  | { kind: 'compare'; attachments: [LoanAttachment, LoanAttachment] }
  | { kind: 'new-folder' };

function fileCountLabel(count: number): string {
  return count === 1 ? '1 file' : `${count} files`;
}

function FolderSection({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" component="section" aria-label={title}>
      <Group justify="space-between" px="md" py="sm">
        <Title order={3} fz="h4">
          {title}
        </Title>
        <Badge variant="light" color="gray">
          {fileCountLabel(count)}
        </Badge>
      </Group>
      {children}
    </Paper>
  );
}

export interface DocumentsTabProps {
  loanId: string;
  /** Uploads for a workflow task (see UploadPanel). */
  uploadFor?: TaskUpload | null;
  onUploadForDone?: () => void;
  /** The loan is read-only for the user (archived, or another staff member holds its lock): view and download only. */
  readOnly?: boolean;
}

/**
 * The loan's Documents tab: its folders with their attachments and the uncategorized ones, the
 * upload area, and the view, download, move and rename actions. Kept current for every open
 * browser by `attachment-update` events of the loan's room (the loan page keeps the socket in it).
 */
export function DocumentsTab({ loanId, uploadFor = null, onUploadForDone, readOnly = false }: DocumentsTabProps) {
  const documents = useGetLoanDocumentsQuery(loanId);
  const dispatch = useAppDispatch();
  useBusEvent('socket:attachment-update', (event) => {
    if (event.loanId === loanId) dispatch(documentsApi.util.invalidateTags([loanDocumentsTag(loanId)]));
  });

  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { download, downloadingId } = useAttachmentDownload(loanId);
  const close = () => setDialog(null);

  const pdfs = allAttachments(documents.data).filter((attachment) => attachment.mimeType === 'application/pdf');
  const actions: AttachmentActions = {
    onView: (attachment) => {
      const preview = previewKindOf(attachment);
      if (preview) setDialog({ kind: 'view', preview, attachment });
    },
    onDownload: (attachment) => void download(attachment),
    ...(pdfs.length > 1 ? { onCompare: (attachment: LoanAttachment) => setDialog({ kind: 'compare-pick', attachment }) } : {}),
    ...(readOnly
      ? {}
      : {
          onMove: (attachment: LoanAttachment) => setDialog({ kind: 'move', attachment }),
          onRename: (attachment: LoanAttachment) => setDialog({ kind: 'rename', attachment }),
        }),
    downloadingId,
  };

  const header = (
    <Group justify="space-between" align="flex-start">
      <Stack gap={2}>
        <Title order={2} fz="h3">
          Documents
        </Title>
        <Text size="sm" c="dimmed">
          Files of this loan, filed in folders. New uploads from anyone on the loan appear here as they arrive.
        </Text>
      </Stack>
      {!readOnly && (
        <Button variant="light" onClick={() => setDialog({ kind: 'new-folder' })} disabled={!documents.data}>
          New folder
        </Button>
      )}
    </Group>
  );

  if (documents.isLoading) {
    return (
      <Stack gap="md">
        {header}
        <Stack gap="xs" role="status" aria-label="Loading documents">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={44} radius="sm" />
          ))}
        </Stack>
      </Stack>
    );
  }

  if (!documents.data) {
    return (
      <Stack gap="md">
        {header}
        <LoadErrorAlert
          title="The documents could not be loaded"
          message={problemMessage(documents.error)}
          onRetry={() => void documents.refetch()}
        />
      </Stack>
    );
  }

  const { documents: folders, uncategorizedAttachments } = documents.data;
  const nothingYet = folders.length === 0 && uncategorizedAttachments.length === 0;
  return (
    <Stack gap="md">
      {header}
      {!readOnly && <UploadPanel loanId={loanId} folders={folders} uploadFor={uploadFor} onUploadForDone={onUploadForDone} />}
      {documents.isError && (
        // A refetch failed: the last list stays on screen, marked as possibly stale.
        <Alert color="orange" role="alert" title="The list may be out of date">
          {problemMessage(documents.error)}
        </Alert>
      )}
      {nothingYet ? (
        <EmptyState
          title="No documents yet"
          description="Upload the loan's files above, or create a folder (e.g. Bank Statements) to file them in."
        />
      ) : (
        <>
          {folders.map((folder) => (
            <FolderSection key={folder.id} title={folder.title} count={folder.attachments.length}>
              <AttachmentTable
                label={folder.title}
                attachments={folder.attachments}
                emptyText="No files in this folder yet."
                {...actions}
              />
            </FolderSection>
          ))}
          <FolderSection title="Uncategorized" count={uncategorizedAttachments.length}>
            <AttachmentTable
              label="Uncategorized"
              attachments={uncategorizedAttachments}
              emptyText="Every file is filed in a folder."
              {...actions}
            />
          </FolderSection>
        </>
      )}

      <NewFolderModal loanId={loanId} opened={dialog?.kind === 'new-folder'} onClose={close} />
      {dialog?.kind === 'move' && <MoveAttachmentModal loanId={loanId} attachment={dialog.attachment} folders={folders} onClose={close} />}
      {dialog?.kind === 'rename' && <RenameAttachmentModal loanId={loanId} attachment={dialog.attachment} onClose={close} />}
      {dialog?.kind === 'view' && dialog.preview === 'image' && (
        <ImagePreviewModal loanId={loanId} attachment={dialog.attachment} onClose={close} onDownload={actions.onDownload} />
      )}
      {dialog?.kind === 'view' && dialog.preview === 'pdf' && (
        <Suspense fallback={<Text role="status">{PDF_LOADING_TEXT}</Text>}>
          <PdfViewerModal loanId={loanId} attachments={[dialog.attachment]} onClose={close} onDownload={actions.onDownload} />
        </Suspense>
      )}
      {dialog?.kind === 'compare-pick' && (
        <ComparePickModal
          attachment={dialog.attachment}
          candidates={pdfs.filter((pdf) => pdf.id !== dialog.attachment.id)}
          onCompare={(other) => setDialog({ kind: 'compare', attachments: [dialog.attachment, other] })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'compare' && (
        <Suspense fallback={<Text role="status">{PDF_LOADING_TEXT}</Text>}>
          <PdfViewerModal loanId={loanId} attachments={dialog.attachments} onClose={close} onDownload={actions.onDownload} />
        </Suspense>
      )}
    </Stack>
  );
}
