import { Anchor, Text, Typography } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';
import { Link } from 'react-router-dom';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

type ElementProps<T extends keyof React.JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & { node?: unknown };

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href) || /^mailto:/i.test(href);

/**
 * A link in a reply: one leaving the portal opens a new tab (noopener), a portal path goes through
 * the router, and one whose address the sanitiser removed is plain text (nothing clickable is left
 * where a script was).
 */
function ReplyLink({ href, children }: ElementProps<'a'>) {
  if (!href) return <span>{children}</span>;
  if (isExternal(href)) {
    return (
      <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
        {children}
      </Anchor>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Anchor component={Link} to={href} size="sm" underline="always">
        {children}
      </Anchor>
    );
  }
  return <span>{children}</span>;
}

/** A heading in a reply is a bold line: a chat bubble must not add to the page's outline of headings. */
function ReplyHeading({ children }: { children?: ReactNode }) {
  return (
    <Text fw={700} size="sm" mt="xs" mb={4}>
      {children}
    </Text>
  );
}

const COMPONENTS: Components = {
  a: ReplyLink,
  h1: ReplyHeading,
  h2: ReplyHeading,
  h3: ReplyHeading,
  h4: ReplyHeading,
  h5: ReplyHeading,
  h6: ReplyHeading,
  table: ({ node: _node, ...props }: ElementProps<'table'>) => (
    <div style={{ overflowX: 'auto' }}>
      <table {...props} />
    </div>
  ),
};

/**
 * An assistant reply's Markdown, also while it streams in. Raw HTML in the text is dropped, the
 * tree is sanitised (rehype-sanitize's GitHub schema: no script, no event handlers, no style) and
 * unsafe URLs are removed, so a reply never runs script whatever the model wrote.
 */
export function ChatMarkdown({ children }: { children: string }) {
  return (
    <Typography fz="sm" style={{ overflowWrap: 'anywhere' }} className="chat-markdown">
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        urlTransform={defaultUrlTransform}
        skipHtml
        components={COMPONENTS}
      >
        {children}
      </Markdown>
    </Typography>
  );
}
