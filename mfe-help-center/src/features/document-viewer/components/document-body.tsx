import type { ComponentType } from 'react';
import type { KnowledgeSourceType } from 'shared-rules';
import type { DocumentBodyProps } from './bodies/document-body-props';
import { HtmlBody } from './bodies/html-body';
import { NotAvailable } from './bodies/not-available';
import { PdfBody } from './bodies/pdf-body';
import { UrlBody } from './bodies/url-body';
import { VideoBody } from './bodies/video-body';

/** How each source type is shown: a new type adds its body here. */
const BODY_BY_SOURCE_TYPE: Record<KnowledgeSourceType, ComponentType<DocumentBodyProps>> = {
  html: HtmlBody,
  pdf: PdfBody,
  url: UrlBody,
  video: VideoBody,
};

/** The document's content by its source type; a document not published says it cannot be shown, with its status. */
export function DocumentBody(props: DocumentBodyProps) {
  if (props.document.status !== 'published') return <NotAvailable status={props.document.status} />;
  const Body = BODY_BY_SOURCE_TYPE[props.document.sourceType];
  return <Body {...props} />;
}
