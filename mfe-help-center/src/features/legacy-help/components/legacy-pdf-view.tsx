import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import type { HelpLink } from 'shared-rules';
import { fittedPdfPageWidth, PagedPdfView } from 'shared-ui/pdf';

/**
 * A legacy PDF link drawn page by page in the portal's PDF view. The link is a public address,
 * read by pdf.js directly; Try again draws it anew (a host without CORS fails here, and the
 * viewer's "Open in a new window" stays the way out).
 */
export function LegacyPdfView({ link }: { link: HelpLink }) {
  const [attempt, setAttempt] = useState(0);
  const { ref, width } = useElementSize<HTMLDivElement>();
  return (
    <Box ref={ref}>
      <PagedPdfView
        key={attempt}
        source={{ status: 'ready', url: link.link }}
        pageWidth={fittedPdfPageWidth(width)}
        onRetry={() => setAttempt((value) => value + 1)}
      />
    </Box>
  );
}
