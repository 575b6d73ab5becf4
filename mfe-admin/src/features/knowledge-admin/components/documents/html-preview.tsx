import { Paper, Stack, Text } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { htmlPreviewBlocks } from '../../state/html-preview-blocks';

/**
 * The article's text as readers will read it, beside the HTML being typed. Only text is shown
 * (see htmlPreviewBlocks): the services sanitise the HTML when it is saved, and the portal has no
 * shared HTML renderer to trust with markup that has not been sanitised yet.
 */
export function HtmlPreview({ html }: { html: string }) {
  // Parsing a long article on every keystroke would slow typing; the preview may lag a little.
  const deferred = useDeferredValue(html);
  const blocks = useMemo(() => htmlPreviewBlocks(deferred), [deferred]);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Preview of the article">
      <Text size="xs" c="dimmed" mb="xs">
        Preview of the article (text only: formatting and links are kept when it is saved; scripts and unsafe markup are removed)
      </Text>
      {blocks.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing to preview yet.
        </Text>
      ) : (
        <Stack gap="xs">
          {blocks.map((block, index) => (
            // Blocks are recomputed from the text as a whole; their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Text key={index} size="sm" fw={block.kind === 'heading' ? 700 : undefined} pl={block.kind === 'item' ? 'md' : undefined}>
              {block.kind === 'item' ? `• ${block.text}` : block.text}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
