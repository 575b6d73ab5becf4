import ReactMarkdown, { type Options as ReactMarkdownOptions, type UrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { safeMarkupUrl } from 'shared-rules';
import { rehypeHeadingLevels } from './heading-levels';
import { MARKUP_COMPONENTS } from './markup-components';
import { MarkupFrame } from './markup-frame';
import type { MarkupVariant } from './markup-options';
import { rehypeAllowList } from './rehype-allow-list';
import { MARKUP_SANITISE_SCHEMA } from './sanitise-schema';

type PluggableList = NonNullable<ReactMarkdownOptions['rehypePlugins']>;

/** The allow-list's address check, also on the addresses react-markdown checks when it renders. */
const keepSafeUrl: UrlTransform = (url, key) => (key === 'href' || key === 'src' ? safeMarkupUrl(key, url) : null);

const REMARK_PLUGINS: PluggableList = [remarkGfm];
const SANITISE: PluggableList = [rehypeAllowList, [rehypeSanitize, MARKUP_SANITISE_SCHEMA]];

export interface MarkdownProps {
  /** The Markdown text (GitHub-flavoured: tables, strikethrough, links written bare). */
  children: string;
  /** Where the text sits (see `MarkupVariant`); a preview passes the same as the page readers read. */
  variant?: MarkupVariant;
  /** On a page: the level the text's largest heading gets (the page's own heading sits above it). */
  topHeadingLevel?: number;
  /** Called when a link to a portal page is followed (a dialog showing the text closes then). */
  onFollowLink?: () => void;
}

/**
 * Markdown as the portal shows it, wherever it is written (release notes, help and training pages,
 * the disclosure message, assistant replies, and the editors' previews of them): raw HTML in the
 * text is dropped, and the tree goes through the portal's one allow-list (shared-rules'
 * `MARKUP_ALLOW_LIST`, as services apply it to stored HTML), so no text runs script however it
 * was written. On a page, the text's headings are renumbered from `topHeadingLevel`, so the page
 * keeps one h1 and no skipped levels.
 */
export function Markdown({ children, variant = 'page', topHeadingLevel = 2, onFollowLink }: MarkdownProps) {
  const rehypePlugins: PluggableList = variant === 'page' ? [...SANITISE, [rehypeHeadingLevels, { topLevel: topHeadingLevel }]] : SANITISE;
  return (
    <MarkupFrame variant={variant} onFollowLink={onFollowLink}>
      <ReactMarkdown
        remarkPlugins={REMARK_PLUGINS}
        rehypePlugins={rehypePlugins}
        urlTransform={keepSafeUrl}
        skipHtml
        components={MARKUP_COMPONENTS}
      >
        {children}
      </ReactMarkdown>
    </MarkupFrame>
  );
}
