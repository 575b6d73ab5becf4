import { Anchor, Text } from '@mantine/core';
import { type ContentPageEntry, contentPageBody } from 'shared-rules';
import { Markdown, PageHeader, useCrumbLabel } from 'shared-ui';

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
        <Markdown>{contentPageBody(entry)}</Markdown>
      )}
    </>
  );
}
