import { Paper, Text } from '@mantine/core';
import { SafeMarkdown } from 'shared-ui';

export interface MarkdownPreviewProps {
  /** The Markdown being edited. */
  markdown: string;
  /** Names the preview region ("Preview of the message"). */
  label: string;
  /** The level the text's largest heading gets, one below the heading the preview sits under. */
  topHeadingLevel?: number;
}

/** The preview beside a Markdown editor: the text as users will read it, through the portal's sanitised renderer. */
export function MarkdownPreview({ markdown, label, topHeadingLevel = 2 }: MarkdownPreviewProps) {
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
        <SafeMarkdown topHeadingLevel={topHeadingLevel}>{markdown}</SafeMarkdown>
      )}
    </Paper>
  );
}
