import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { KnowledgeDocumentSummary } from 'shared-rules';
import { CARD_TAG_LIMIT, matchLabel, truncateDescription } from '../lib/knowledge-display';
import { SearchSnippet } from 'shared-ui';
import { SourceTypeIcon } from './source-type-icon';
import { TagBadges } from './tag-badges';

export interface KnowledgeDocumentCardProps {
  document: KnowledgeDocumentSummary;
  onOpen: () => void;
  /** The search score (0..1) when the card is a search result: shown as "N% match". */
  score?: number;
  /** The passage the search matched (escaped text with `<mark>`), for search results. */
  snippet?: string;
}

/**
 * A document in the help drawer or a topic's list: its source type, title (the button that opens
 * it in the viewer), description cut at 120 characters, two tags then "+N", and for a search
 * result how well it matched.
 */
export function KnowledgeDocumentCard({ document, onOpen, score, snippet }: KnowledgeDocumentCardProps) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <SourceTypeIcon type={document.sourceType} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Anchor component="button" type="button" fw={600} size="sm" ta="left" onClick={onOpen}>
              {document.title}
            </Anchor>
            {score !== undefined && (
              <Badge variant="light" color="teal" size="sm" style={{ flexShrink: 0 }}>
                {matchLabel(score)}
              </Badge>
            )}
          </Group>
          {document.description.trim() !== '' && (
            <Text size="sm" c="dimmed">
              {truncateDescription(document.description)}
            </Text>
          )}
          {snippet && <SearchSnippet snippet={snippet} />}
          <TagBadges tags={document.tags} limit={CARD_TAG_LIMIT} />
        </Stack>
      </Group>
    </Paper>
  );
}
