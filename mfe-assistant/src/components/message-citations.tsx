import { Anchor, Button, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import type { ChatCitation } from 'shared-rules';
import { SearchSnippet } from 'shared-ui';

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
              <SearchSnippet snippet={citation.snippet} lines={4} />
            </li>
          ))}
        </Stack>
      )}
    </div>
  );
}
