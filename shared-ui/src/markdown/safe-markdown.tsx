import { Anchor, Typography } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';
import { Link } from 'react-router-dom';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { rehypeHeadingLevels } from './heading-levels';

/** An address that leaves the portal (opened in a new tab). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href) || /^mailto:/i.test(href);
}

/**
 * Links inside stored Markdown: an address that survived sanitising (so never `javascript:`)
 * goes to a new tab when it leaves the portal, through the router when it stays; a link whose
 * address was removed is plain text, so nothing clickable is left where a script was.
 */
function MarkdownLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (!href) return <span>{children}</span>;
  if (isExternalHref(href)) {
    return (
      <Anchor href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </Anchor>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Anchor component={Link} to={href}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} {...rest}>
      {children}
    </Anchor>
  );
}

const COMPONENTS: Components = { a: MarkdownLink };

/**
 * Administrators' Markdown (release notes, training and resource pages) as the portal shows it.
 * Raw HTML in the text is dropped, the tree is sanitised (rehype-sanitize's GitHub schema: no
 * event handlers, no script, no style) and unsafe URLs are removed, so stored content never runs
 * script however it was written. Its headings are renumbered from `topHeadingLevel`, so the page
 * keeps one h1 and no skipped levels.
 */
export function SafeMarkdown({
  children,
  topHeadingLevel = 2,
}: {
  children: string /** The level the text's largest heading gets (the page's own heading sits above it). */;
  topHeadingLevel?: number;
}) {
  return (
    <Typography>
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize, [rehypeHeadingLevels, { topLevel: topHeadingLevel }]]}
        urlTransform={defaultUrlTransform}
        skipHtml
        components={COMPONENTS}
      >
        {children}
      </Markdown>
    </Typography>
  );
}
