import { ActionIcon, Button, Menu, Text } from '@mantine/core';
import type { LoanAttachment } from 'shared-rules';
import { DataTable, type DataTableColumn, fileSizeLabel } from 'shared-ui';
import { previewKindOf, uploadedAtLabel } from '../state/attachment-display';

export interface AttachmentActions {
  onView: (attachment: LoanAttachment) => void;
  onDownload: (attachment: LoanAttachment) => void;
  /** Left out while the loan is read-only for the user: files can then be viewed and downloaded only. */
  onMove?: (attachment: LoanAttachment) => void;
  onRename?: (attachment: LoanAttachment) => void;
  /** Offered on PDFs when the loan has another PDF to show beside it. */
  onCompare?: (attachment: LoanAttachment) => void;
  /** The attachment whose download is under way, if any. */
  downloadingId: string | null;
}

export interface AttachmentTableProps extends AttachmentActions {
  /** Names the table for assistive technology (the folder's title). */
  label: string;
  attachments: LoanAttachment[];
  /** What an empty folder says. */
  emptyText: string;
}

const COLUMNS: DataTableColumn<LoanAttachment>[] = [
  {
    key: 'file',
    title: 'File',
    render: (attachment) => (
      <>
        <Text size="sm" fw={500}>
          {attachment.title}
        </Text>
        <Text size="xs" c="dimmed">
          {attachment.fileName}
        </Text>
      </>
    ),
  },
  { key: 'size', title: 'Size', render: (attachment) => <Text size="sm">{fileSizeLabel(attachment.sizeBytes)}</Text> },
  { key: 'uploadedBy', title: 'Uploaded by', render: (attachment) => <Text size="sm">{attachment.uploadedBy.name}</Text> },
  { key: 'uploadedAt', title: 'Uploaded', render: (attachment) => <Text size="sm">{uploadedAtLabel(attachment.createdAt)}</Text> },
];

function AttachmentRowActions({
  attachment,
  onView,
  onDownload,
  onMove,
  onRename,
  onCompare,
  downloadingId,
}: AttachmentActions & { attachment: LoanAttachment }) {
  return (
    <>
      {previewKindOf(attachment) && (
        <Button size="compact-sm" variant="light" aria-label={`View ${attachment.title}`} onClick={() => onView(attachment)}>
          View
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="default"
        aria-label={`Download ${attachment.title}`}
        loading={downloadingId === attachment.id}
        onClick={() => onDownload(attachment)}
      >
        Download
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${attachment.title}`}>
            <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
              <circle cx="5" cy="12" r="2" />
              <circle cx="12" cy="12" r="2" />
              <circle cx="19" cy="12" r="2" />
            </svg>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {onMove && <Menu.Item onClick={() => onMove(attachment)}>Move to folder</Menu.Item>}
          {onRename && <Menu.Item onClick={() => onRename(attachment)}>Rename</Menu.Item>}
          {onCompare && attachment.mimeType === 'application/pdf' && (
            <Menu.Item onClick={() => onCompare(attachment)}>Compare with another PDF</Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

/** One folder's attachments: title and file name, size in MB, who uploaded it and when, and the actions. */
export function AttachmentTable({ label, attachments, emptyText, ...actions }: AttachmentTableProps) {
  return (
    <DataTable<LoanAttachment>
      label={label}
      records={attachments}
      rowKey={(attachment) => attachment.id}
      empty={emptyText}
      minWidth={640}
      verticalSpacing="xs"
      columns={COLUMNS}
      rowActions={{ render: (attachment) => <AttachmentRowActions attachment={attachment} {...actions} /> }}
    />
  );
}
