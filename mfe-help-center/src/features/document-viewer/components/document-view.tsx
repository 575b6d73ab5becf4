import { Divider, Group, Stack, Text, type TitleOrder } from '@mantine/core';
import type { KnowledgeDocument } from 'shared-rules';
import { DocumentLinkButton } from './document-link-button';
import { DocumentBody } from './document-body';
import { DocumentBreadcrumb } from './document-breadcrumb';
import { DocumentFacts } from './document-facts';
import { HelpfulRating } from './helpful-rating';
import { RelatedDocuments } from './related-documents';

export interface DocumentViewProps {
  document: KnowledgeDocument;
  /** The level of the view's own section headings, one below the document's title (2 on a page, 3 in the modal). */
  headingLevel: TitleOrder;
  /** Opens another document (a related one) in this viewer. */
  onOpenDocument: (documentId: string) => void;
  /** Called when a link to a portal page is followed (the modal closes then). */
  onFollowLink?: () => void;
}

/**
 * A loaded document as the viewer shows it, in the modal and on its page alike (the title is the
 * frame's): where it sits, what it is, a link to share it, its content by source type, whether
 * it helped, and the documents related to it.
 */
export function DocumentView({ document, headingLevel, onOpenDocument, onFollowLink }: DocumentViewProps) {
  const published = document.status === 'published';
  return (
    <Stack gap="md">
      <DocumentBreadcrumb items={document.breadcrumb} onFollowLink={onFollowLink} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <DocumentFacts document={document} />
        <Group gap="xs">
          <DocumentLinkButton documentId={document._id} />
        </Group>
      </Group>
      {document.description.trim() !== '' && <Text c="dimmed">{document.description}</Text>}
      <DocumentBody document={document} topHeadingLevel={headingLevel} onFollowLink={onFollowLink} />
      {published && (
        <>
          <Divider />
          <HelpfulRating documentId={document._id} />
        </>
      )}
      <RelatedDocuments documents={document.relatedDocuments} headingLevel={headingLevel} onOpen={onOpenDocument} />
    </Stack>
  );
}
