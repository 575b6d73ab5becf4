import { Mark, Text } from '@mantine/core';
import { snippetParts } from '../lib/search-snippet';

/** The passage a search matched, its matched words highlighted; rendered as text, never as HTML. */
export function SearchSnippet({ snippet }: { snippet: string }) {
  const parts = snippetParts(snippet);
  if (parts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" lineClamp={3}>
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
