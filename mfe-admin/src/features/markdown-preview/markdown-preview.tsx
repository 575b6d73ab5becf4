import { Paper, Text } from '@mantine/core';

export interface MarkdownPreviewProps {
  /** The Markdown being edited. */
  markdown: string;
  /** Names the preview region ("Preview of the message"). */
  label: string;
}

/**
 * The preview beside a Markdown editor. Until the portal's sanitised Markdown renderer is shared,
 * the text is shown as typed (never as HTML), line breaks kept.
 */
export function MarkdownPreview({ markdown, label }: MarkdownPreviewProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Text size="xs" c="dimmed" mb="xs">
        {label}
      </Text>
      {markdown.trim() === '' ? (
        <Text size="sm" c="dimmed">
          Nothing to preview yet.
        </Text>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {markdown}
        </Text>
      )}
    </Paper>
  );
}
