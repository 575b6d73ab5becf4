import { Paper, Text } from '@mantine/core';
import { Markdown } from 'shared-ui';

export interface MarkdownPreviewProps {
  /** The Markdown being edited, as the readers' page will be given it. */
  markdown: string;
  /** Names the preview region ("Preview of the message"). */
  label: string;
  /** The level the text's largest heading gets, one below the heading the preview sits under. */
  topHeadingLevel?: number;
}

/**
 * The preview beside a Markdown editor: the text through shared-ui's `Markdown`, the component and
 * variant the readers' pages use, so it shows what readers will read (only its heading levels
 * follow this page's outline).
 */
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
        <Markdown topHeadingLevel={topHeadingLevel}>{markdown}</Markdown>
      )}
    </Paper>
  );
}
