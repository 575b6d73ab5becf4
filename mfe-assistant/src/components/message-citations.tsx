import { Anchor, Button, Mark, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { ChatCitation } from 'shared-rules';
import { snippetParts } from '../lib/snippet-parts';

/** A citation's passage with the matched words highlighted; rendered as text, never as HTML. */
export function CitationSnippet({ snippet }: { snippet: string }) {
  const parts = snippetParts(snippet);
  if (parts.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" lineClamp={4}>
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

export interface MessageCitationsProps {
  citations: ChatCitation[];
  /** Opens a cited document in the help center's viewer. */
  onOpenDocument: (documentId: string) => void;
}

/** The knowledge documents a reply was built from: collapsed to "Sources (n)", each opening in the viewer. */
export function MessageCitations({ citations, onOpenDocument }: MessageCitationsProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (citations.length === 0) return null;
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-xs"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        onClick={() => setExpanded((value) => !value)}
        rightSection={
          <svg
            width="12"
            height="12"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden
            style={{ transform: expanded ? 'rotate(180deg)' : undefined }}
          >
            <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        }
      >
        Sources ({citations.length})
      </Button>
      {expanded && (
        <Stack component="ul" id={listId} aria-label="Sources" gap={6} mt={4} pl={0} style={{ listStyle: 'none' }}>
          {citations.map((citation, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a reply's sources never move, and may cite one document twice.
            <li key={`${citation.documentId}-${index}`}>
              <Anchor component="button" type="button" size="xs" fw={600} ta="left" onClick={() => onOpenDocument(citation.documentId)}>
                {citation.title}
              </Anchor>
              <CitationSnippet snippet={citation.snippet} />
            </li>
          ))}
        </Stack>
      )}
    </div>
  );
}
