import { Group, Stack, Text, Title } from '@mantine/core';
import { type Changelog, formatCalendarDate } from 'shared-rules';
import { Markdown } from 'shared-ui';

/** One release note: title, version and date, then its Markdown (sanitised). */
export function ChangelogEntry({ changelog, headingOrder }: { changelog: Changelog; headingOrder: 2 | 3 }) {
  return (
    <Stack gap="xs" component="article" aria-label={changelog.title}>
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={headingOrder}>{changelog.title}</Title>
        <Text size="sm" c="dimmed">
          Version {changelog.version} · {formatCalendarDate(changelog.startDate) ?? changelog.startDate}
        </Text>
      </Group>
      <Markdown topHeadingLevel={headingOrder + 1}>{changelog.content}</Markdown>
    </Stack>
  );
}
