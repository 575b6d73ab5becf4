import { Anchor, Typography } from '@mantine/core';
import { createElement, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { type SafeNode, sanitiseHtml } from '../state/sanitise-html';

/** React's names for the attributes the allow-list keeps. */
const REACT_ATTRIBUTE_NAMES: Readonly<Record<string, string>> = { colspan: 'colSpan', rowspan: 'rowSpan' };

function reactProps(key: string, attributes: Record<string, string>): Record<string, string> {
  const props: Record<string, string> = { key };
  for (const [name, value] of Object.entries(attributes)) props[REACT_ATTRIBUTE_NAMES[name] ?? name] = value;
  return props;
}

function renderNode(node: SafeNode, onFollowLink: (() => void) | undefined): ReactNode {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'image':
      return <img key={node.key} src={node.src} alt={node.alt} loading="lazy" style={{ maxWidth: '100%', height: 'auto' }} />;
    case 'link':
      return node.link.kind === 'portal' ? (
        <Anchor key={node.key} component={Link} to={node.link.path} title={node.title ?? undefined} onClick={onFollowLink}>
          {render(node.children, onFollowLink)}
        </Anchor>
      ) : (
        <Anchor key={node.key} href={node.link.href} title={node.title ?? undefined} target="_blank" rel="noopener noreferrer">
          {render(node.children, onFollowLink)}
        </Anchor>
      );
    case 'element':
      return createElement(node.tag, reactProps(node.key, node.attributes), ...render(node.children, onFollowLink));
  }
}

function render(nodes: SafeNode[], onFollowLink: (() => void) | undefined): ReactNode[] {
  return nodes.map((node) => renderNode(node, onFollowLink));
}

export interface SanitisedHtmlProps {
  html: string;
  /** The level the article's largest heading gets (the viewer's own heading sits above it). */
  topHeadingLevel: number;
  /** Called when a link to a portal page is followed (the modal viewer closes then). */
  onFollowLink?: () => void;
}

/** An HTML article rendered through the viewer's allow-list as React elements: stored HTML never reaches innerHTML. */
export function SanitisedHtml({ html, topHeadingLevel, onFollowLink }: SanitisedHtmlProps) {
  const nodes = useMemo(() => sanitiseHtml(html, topHeadingLevel), [html, topHeadingLevel]);
  return <Typography>{render(nodes, onFollowLink)}</Typography>;
}
