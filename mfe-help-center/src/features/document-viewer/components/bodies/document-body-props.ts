import type { KnowledgeDocument } from 'shared-rules';

/** What every source type's body gets: the published document, and where it sits on the page. */
export interface DocumentBodyProps {
  document: KnowledgeDocument;
  /** The level the body's own headings start at (an article's largest heading). */
  topHeadingLevel: number;
  /** Called when a link to a portal page is followed (the modal viewer closes then). */
  onFollowLink?: () => void;
}
