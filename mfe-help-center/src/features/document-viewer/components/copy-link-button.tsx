import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { linkTo } from 'shared-ui';
import { COPY_CONFIRMATION_MS, VIEWER_TEXTS } from '../state/viewer-texts';

function LinkIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" strokeLinecap="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      aria-hidden="true"
      data-icon="check"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The address of a document's page, to share. */
export function documentShareLink(documentId: string, origin = window.location.origin): string {
  return `${origin}${linkTo('knowledgeDocument', { id: documentId })}`;
}

/** Copies the link to the document's page; a check mark confirms it for 2 seconds. */
export function CopyLinkButton({ documentId }: { documentId: string }) {
  const clipboard = useClipboard({ timeout: COPY_CONFIRMATION_MS });
  return (
    <>
      <Button
        size="xs"
        variant="default"
        color={clipboard.copied ? 'teal' : undefined}
        leftSection={clipboard.copied ? <CheckIcon /> : <LinkIcon />}
        onClick={() => clipboard.copy(documentShareLink(documentId))}
      >
        {clipboard.copied ? VIEWER_TEXTS.linkCopied : VIEWER_TEXTS.copyLink}
      </Button>
      <VisuallyHidden role="status">{clipboard.copied ? VIEWER_TEXTS.linkCopied : ''}</VisuallyHidden>
      {clipboard.error && (
        <Text size="xs" c="red.8" role="alert">
          {VIEWER_TEXTS.copyFailed}
        </Text>
      )}
    </>
  );
}
