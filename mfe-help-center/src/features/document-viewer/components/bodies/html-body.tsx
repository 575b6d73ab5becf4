import { SanitisedHtml } from '../sanitised-html';
import type { DocumentBodyProps } from './document-body-props';
import { NotAvailable } from './not-available';

/** An article: its HTML (sanitised by services when saved) through the viewer's own allow-list. */
export function HtmlBody({ document, topHeadingLevel, onFollowLink }: DocumentBodyProps) {
  if (!document.content) return <NotAvailable status={document.status} />;
  return <SanitisedHtml html={document.content} topHeadingLevel={topHeadingLevel} onFollowLink={onFollowLink} />;
}
