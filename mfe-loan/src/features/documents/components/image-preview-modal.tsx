import { Button, Center, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { LoanAttachment } from 'shared-rules';
import { LoadErrorAlert } from 'shared-ui';
import { useAttachmentObjectUrl } from '../hooks/use-attachment-content';
import { PDF_ERROR_TEXT, PDF_LOADING_TEXT } from '../state/viewer-texts';

export interface ImagePreviewModalProps {
  loanId: string;
  attachment: LoanAttachment;
  onClose: () => void;
  onDownload: (attachment: LoanAttachment) => void;
}

/** An image attachment (spec image types), fetched with the bearer token and shown from a blob URL. */
export function ImagePreviewModal({ loanId, attachment, onClose, onDownload }: ImagePreviewModalProps) {
  const [attempt, setAttempt] = useState(0);
  const content = useAttachmentObjectUrl(loanId, attachment.id, attempt);
  return (
    <Modal opened onClose={onClose} size={800} title={attachment.title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        {content.status === 'loading' && (
          <Center mih={200}>
            <Text c="dimmed" role="status">
              {PDF_LOADING_TEXT}
            </Text>
          </Center>
        )}
        {content.status === 'error' && (
          <LoadErrorAlert title={PDF_ERROR_TEXT} retryLabel="Try again" onRetry={() => setAttempt((value) => value + 1)} />
        )}
        {content.status === 'ready' && (
          <>
            <Image src={content.url} alt={attachment.title} fit="contain" mah="70vh" />
            <Group justify="flex-end">
              <Button size="xs" variant="light" onClick={() => onDownload(attachment)}>
                Download
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
