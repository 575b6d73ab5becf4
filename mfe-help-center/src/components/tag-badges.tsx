import { knowledgeTopicLabel } from 'shared-rules';
import { Badge, Group } from '@mantine/core';
import { visibleTags } from '../lib/knowledge-display';

/** A document's first `limit` tags as a list of badges, then "+N" for the rest (their names in its tooltip). */
export function TagBadges({ tags, limit }: { tags: readonly string[]; limit: number }) {
  if (tags.length === 0) return null;
  const { shown, hiddenCount } = visibleTags(tags, limit);
  const hidden = tags.slice(limit);
  return (
    <Group component="ul" aria-label="Tags" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="light" color="gray" size="sm" tt="none">
            {knowledgeTopicLabel(tag)}
          </Badge>
        </li>
      ))}
      {hiddenCount > 0 && (
        <li>
          <Badge
            variant="outline"
            color="gray"
            size="sm"
            title={hidden.join(', ')}
            aria-label={`${hiddenCount} more: ${hidden.join(', ')}`}
          >
            +{hiddenCount}
          </Badge>
        </li>
      )}
    </Group>
  );
}
