import { Alert, Anchor, Stack } from '@mantine/core';
import { safeWebAddress } from '../../state/safe-url';
import { VIEWER_TEXTS } from '../../state/viewer-texts';
import type { DocumentBodyProps } from './document-body-props';

/**
 * A web page, framed, with a link to open it in a new window: many sites refuse to be framed, and
 * the link is then the way to read them. Only http(s) addresses are framed.
 */
export function UrlBody({ document }: DocumentBodyProps) {
  const address = safeWebAddress(document.url);
  if (!address) {
    return (
      <Alert color="yellow" role="status">
        {VIEWER_TEXTS.pageRefused}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Anchor href={address} target="_blank" rel="noopener noreferrer" size="sm">
        {VIEWER_TEXTS.openInNewWindow}
      </Anchor>
      <iframe
        src={address}
        title={document.title}
        style={{ width: '100%', height: '70vh', border: 0 }}
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        referrerPolicy="no-referrer"
      />
    </Stack>
  );
}
