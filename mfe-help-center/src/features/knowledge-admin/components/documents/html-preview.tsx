import { Paper, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { SanitisedHtml } from 'shared-ui';

/**
 * The article beside the HTML being typed, as readers will read it: shared-ui's `SanitisedHtml`,
 * the component the help center shows articles with, cleaning by the allow-list services apply
 * when the article is saved, so scripts and unsafe markup are gone here as they will be there.
 */
export function HtmlPreview({ html }: { html: string }) {
  // Parsing a long article on every keystroke would slow typing; the preview may lag a little.
  const deferred = useDeferredValue(html);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Preview of the article">
      <Text size="xs" c="dimmed" mb="xs">
        Preview of the article as readers will see it (scripts and unsafe markup are removed when it is saved)
      </Text>
      {deferred.trim() === '' ? (
        <Text size="sm" c="dimmed">
          Nothing to preview yet.
        </Text>
      ) : (
        <SanitisedHtml html={deferred} topHeadingLevel={2} />
      )}
    </Paper>
  );
}
