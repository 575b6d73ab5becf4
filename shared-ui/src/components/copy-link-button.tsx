import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';

/** Spec: the copy-link button shows its check mark for 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;

export const COPY_LINK_TEXTS = {
  copy: 'Copy link',
  copied: 'Link copied',
  failed: 'The link could not be copied: select the address and copy it.',
} as const;

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

export interface CopyLinkButtonProps {
  /** The whole link put on the clipboard. */
  link: string;
  /** Where several buttons share a page, what this one copies, added to its name ("Copy link: /knowledge/…"). */
  names?: string;
  /** Called once the link is on the clipboard. */
  onCopied?: () => void;
  /** Announces the copy in a status region of its own; off where the page announces it once for all its buttons. */
  announce?: boolean;
}

/** Copies a link; a check mark confirms it for 2 seconds (the knowledge viewer, the knowledge pages' addresses). */
export function CopyLinkButton({ link, names, onCopied, announce = true }: CopyLinkButtonProps) {
  const clipboard = useClipboard({ timeout: COPY_CONFIRMATION_MS });
  const text = clipboard.copied ? COPY_LINK_TEXTS.copied : COPY_LINK_TEXTS.copy;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        color={clipboard.copied ? 'teal' : undefined}
        leftSection={clipboard.copied ? <CheckIcon /> : <LinkIcon />}
        aria-label={names ? `${text}: ${names}` : undefined}
        onClick={() => {
          clipboard.copy(link);
          onCopied?.();
        }}
      >
        {text}
      </Button>
      {announce && <VisuallyHidden role="status">{clipboard.copied ? COPY_LINK_TEXTS.copied : ''}</VisuallyHidden>}
      {clipboard.error && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {COPY_LINK_TEXTS.failed}
        </Text>
      )}
    </>
  );
}
