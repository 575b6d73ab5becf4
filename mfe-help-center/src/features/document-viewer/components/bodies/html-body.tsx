import { SanitisedHtml } from 'shared-ui';
import type { DocumentBodyProps } from './document-body-props';
import { NotAvailable } from './not-available';

/**
 * An article: its HTML (sanitised by services when saved) through shared-ui's `SanitisedHtml`,
 * which cleans it again by the same allow-list and draws it as the editor's preview did.
 */
export function HtmlBody({ document, topHeadingLevel, onFollowLink }: DocumentBodyProps) {
  if (!document.content) return <NotAvailable status={document.status} />;
  return <SanitisedHtml html={document.content} topHeadingLevel={topHeadingLevel} onFollowLink={onFollowLink} />;
}
