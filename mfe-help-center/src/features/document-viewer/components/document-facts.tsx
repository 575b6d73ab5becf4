import { Badge, Group, Text } from '@mantine/core';
import type { KnowledgeDocument } from 'shared-rules';
import { fileSizeLabel } from 'shared-ui';
import { SourceTypeIcon } from '../../../components/source-type-icon';
import { TagBadges } from '../../../components/tag-badges';
import { isFeatured, SOURCE_TYPE_LABELS, VIEWER_TAG_LIMIT, wordCountLabel } from '../../../lib/knowledge-display';
import { VIEWER_TEXTS } from '../state/viewer-texts';

function StarIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
    </svg>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group component="div" gap={4} wrap="nowrap">
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="xs" m={0}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * What the document is before reading it: Featured (a star) when its priority is 80 or more, its
 * source type, its size in MB with 2 decimals when it is a file, its length in words, and three
 * tags then "+N".
 */
export function DocumentFacts({ document }: { document: KnowledgeDocument }) {
  return (
    <Group gap="sm" align="center">
      <SourceTypeIcon type={document.sourceType} size={28} />
      {isFeatured(document.priority) && (
        <Badge color="yellow" variant="light" leftSection={<StarIcon />}>
          {VIEWER_TEXTS.featured}
        </Badge>
      )}
      <Group component="dl" gap="md" m={0}>
        <Fact label="Type" value={SOURCE_TYPE_LABELS[document.sourceType]} />
        {document.fileSize !== null && <Fact label="Size" value={fileSizeLabel(document.fileSize)} />}
        <Fact label="Length" value={wordCountLabel(document.wordCount)} />
      </Group>
      <TagBadges tags={document.tags} limit={VIEWER_TAG_LIMIT} />
    </Group>
  );
}
