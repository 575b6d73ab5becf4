import { Group, Pagination, Text } from '@mantine/core';

/** Under a paged list: how many there are, and the pages when there is more than one. */
export function ListFooter({
  countLabel,
  page,
  pages,
  onPage,
  pagesLabel,
}: {
  countLabel: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The pagination's name ("Document pages"). */
  pagesLabel: string;
}) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {countLabel}
      </Text>
      {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} size="sm" aria-label={pagesLabel} />}
    </Group>
  );
}
