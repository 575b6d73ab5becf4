import { Mark, Text } from '@mantine/core';
import { snippetParts } from '../format/snippet-parts';

/**
 * The passage a knowledge search matched (a result, an assistant's citation), its matched words
 * highlighted; rendered as text, never as HTML.
 */
export function SearchSnippet({ snippet, lines = 3 }: { snippet: string; lines?: number }) {
  const parts = snippetParts(snippet);
  if (parts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" lineClamp={lines}>
      {parts.map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one snippet never move.
          <Mark key={index}>{part.text}</Mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one snippet never move.
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
