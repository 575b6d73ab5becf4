import { Button, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';

/** How long the check mark confirms a copy. */
export const COPIED_FOR_MS = 2000;

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
  /** The page's address in the portal (`/knowledge/html/extending-a-rate-lock`); the full link is copied. */
  address: string;
  /** Called once the link is on the clipboard, for the page's one announcement. */
  onCopied: (address: string) => void;
}

/** Copies the full link of a page; a check mark confirms it for 2 seconds. */
export function CopyLinkButton({ address, onCopied }: CopyLinkButtonProps) {
  const clipboard = useClipboard({ timeout: COPIED_FOR_MS });
  const link = `${window.location.origin}${address}`;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        color={clipboard.copied ? 'teal' : undefined}
        leftSection={clipboard.copied ? <CheckIcon /> : <LinkIcon />}
        aria-label={`${clipboard.copied ? 'Link copied' : 'Copy link'}: ${address}`}
        onClick={() => {
          clipboard.copy(link);
          onCopied(address);
        }}
      >
        {clipboard.copied ? 'Link copied' : 'Copy link'}
      </Button>
      {clipboard.error && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          The link could not be copied: select the address and copy it.
        </Text>
      )}
    </>
  );
}
