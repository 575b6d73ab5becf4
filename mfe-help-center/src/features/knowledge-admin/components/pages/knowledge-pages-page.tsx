import { Stack, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { KnowledgeSourceType } from 'shared-rules';
import { PageHeader } from 'shared-ui';
import { useKnowledgeDocumentUpdates } from '../../hooks/use-knowledge-document-updates';
import { PageAddressesSection } from './page-addresses-section';

/** The kinds in the order readers meet them: articles first, then guides, links and videos. */
const PAGE_TYPES: readonly KnowledgeSourceType[] = ['html', 'pdf', 'url', 'video'];

/**
 * /admin/knowledge/pages: where readers open each published document, kind by kind, with the
 * links to copy into emails, training pages or help links, and to open in a new tab.
 */
export default function KnowledgePagesPage() {
  useKnowledgeDocumentUpdates();
  // One announcement for the whole page, rather than a live region beside every button.
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <PageHeader
        title="Knowledge Pages"
        description="The reader pages of the published documents. The page address follows the title; the permanent address never changes."
      />
      <Stack gap="lg">
        {PAGE_TYPES.map((sourceType) => (
          <PageAddressesSection
            key={sourceType}
            sourceType={sourceType}
            onCopied={(address) => setAnnouncement(`Link to ${address} copied`)}
          />
        ))}
      </Stack>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}
