import { Alert, Text } from '@mantine/core';

export const FALLBACK_NOTICE_TITLE = 'Limited answers right now';
export const FALLBACK_NOTICE_TEXT =
  'The AI model cannot be reached, so the built-in assistant is answering from the knowledge base and portal data.';

/** Said while the built-in provider answers in place of the configured model (a reply's `metadata.fallback`, or the system status). */
export function FallbackNotice() {
  return (
    <Alert color="yellow" variant="light" p="xs" title={FALLBACK_NOTICE_TITLE} data-testid="fallback-notice">
      <Text size="xs">{FALLBACK_NOTICE_TEXT}</Text>
    </Alert>
  );
}
