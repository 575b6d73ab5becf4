import { knowledgeTopicLabel } from 'shared-rules';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SourceTypeIcon } from '../../../components/source-type-icon';
import { documentCountLabel, SOURCE_TYPE_LABELS } from '../../../lib/knowledge-display';
import type { KnowledgeTaxonomyData } from '../api/get-knowledge-taxonomy';
import { browseLink } from '../state/browse-query';

const LIST_STYLE = { listStyle: 'none' } as const;

/** The knowledge base's topics (its tags), each with how many documents it has; picking one lists them. */
export function TopicList({ tags, selectedTag }: { tags: KnowledgeTaxonomyData['tags']; selectedTag: string | null }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="knowledge-topics">
      <Title order={2} fz="h4" id="knowledge-topics">
        Topics
      </Title>
      {tags.length === 0 ? (
        <Text size="sm" c="dimmed">
          No topics yet.
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={LIST_STYLE}>
          {tags.map(({ tag, count }) => (
            <li key={tag}>
              <Anchor
                component={Link}
                to={browseLink({ tag, page: 1 })}
                aria-current={tag === selectedTag ? 'page' : undefined}
                fw={tag === selectedTag ? 700 : 400}
                size="sm"
              >
                {knowledgeTopicLabel(tag)}
              </Anchor>{' '}
              <Text component="span" size="xs" c="dimmed">
                {documentCountLabel(count)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** How many documents of each source type (articles, PDFs, web pages, videos) the knowledge base holds. */
export function FormatList({ sourceTypes }: { sourceTypes: KnowledgeTaxonomyData['sourceTypes'] }) {
  if (sourceTypes.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="knowledge-formats">
      <Title order={2} fz="h4" id="knowledge-formats">
        Formats
      </Title>
      <Stack component="ul" gap={6} m={0} p={0} style={LIST_STYLE}>
        {sourceTypes.map(({ sourceType, count }) => (
          <Group component="li" key={sourceType} gap="xs" wrap="nowrap">
            <SourceTypeIcon type={sourceType} size={24} />
            <Text size="sm">{SOURCE_TYPE_LABELS[sourceType]}</Text>
            <Text size="xs" c="dimmed">
              {documentCountLabel(count)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
