import { Anchor, Text } from '@mantine/core';
import type { ContentPageEntry } from 'shared-rules';
import { PageHeader, SafeMarkdown, useCrumbLabel } from 'shared-ui';

/** The body without a first line that only repeats the page's title (the page header shows it). */
export function bodyWithoutTitle(body: string, title: string): string {
  const [first, ...rest] = body.split('\n');
  return first.replace(/^#\s+/, '').trim() === title.trim() && first.startsWith('#') ? rest.join('\n') : body;
}

/** An administrator's page: its Markdown body (sanitised), or where its external link leads. */
export function ContentPageView({ entry }: { entry: ContentPageEntry }) {
  useCrumbLabel(entry.label);
  return (
    <>
      <PageHeader title={entry.label} />
      {entry.link ? (
        <Text>
          This page is on another site:{' '}
          <Anchor href={entry.link} target="_blank" rel="noopener noreferrer">
            open {entry.label} in a new tab
          </Anchor>
          .
        </Text>
      ) : (
        <SafeMarkdown>{bodyWithoutTitle(entry.body, entry.label)}</SafeMarkdown>
      )}
    </>
  );
}
