import { Anchor, Text } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import type { Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import { isPortalAddress } from 'shared-rules';
import { useMarkupOptions } from './markup-options';

type ElementProps<T extends keyof React.JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & { node?: unknown };

/**
 * A link of stored markup. Its address and attributes were already cleaned by the allow-list (a
 * web link carries its new-tab target and rel); a portal path goes through the router; a link
 * whose address was removed is plain text, so nothing clickable is left where a script was.
 */
function MarkupLink({ href, title, target, rel, children }: ElementProps<'a'>) {
  const { variant, onFollowLink } = useMarkupOptions();
  const look = variant === 'reply' ? ({ size: 'sm', underline: 'always' } as const) : {};
  if (!href) return <span>{children}</span>;
  if (isPortalAddress(href) && !href.startsWith('#')) {
    return (
      <Anchor component={Link} to={href} title={title} onClick={onFollowLink} {...look}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} title={title} target={target} rel={rel} {...look}>
      {children}
    </Anchor>
  );
}

/** An image whose address the allow-list removed shows nothing, rather than a broken picture. */
function MarkupImage({ src, alt, title, width, height }: ElementProps<'img'>) {
  if (!src) return null;
  return <img src={src} alt={alt ?? ''} title={title} width={width} height={height} loading="lazy" style={{ height: 'auto' }} />;
}

/** A wide table scrolls sideways inside the text instead of widening the page or the bubble. */
function MarkupTable({ node: _node, ...props }: ElementProps<'table'>) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table {...props} />
    </div>
  );
}

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
type HeadingProps = ElementProps<'h1'>;

/** A heading on a page keeps its (renumbered) level; in a reply it is a bold line, outside the page's outline. */
function MarkupHeading({ level, node: _node, children, ...props }: HeadingProps & { level: HeadingLevel }) {
  const { variant } = useMarkupOptions();
  if (variant === 'reply') {
    return (
      <Text fw={700} size="sm" mt="xs" mb={4}>
        {children}
      </Text>
    );
  }
  const Tag = `h${level}` as const;
  return <Tag {...props}>{children}</Tag>;
}

const H1 = (props: HeadingProps) => <MarkupHeading level={1} {...props} />;
const H2 = (props: HeadingProps) => <MarkupHeading level={2} {...props} />;
const H3 = (props: HeadingProps) => <MarkupHeading level={3} {...props} />;
const H4 = (props: HeadingProps) => <MarkupHeading level={4} {...props} />;
const H5 = (props: HeadingProps) => <MarkupHeading level={5} {...props} />;
const H6 = (props: HeadingProps) => <MarkupHeading level={6} {...props} />;

/** The elements of rendered markup the portal draws itself; every other allowed element is plain HTML. */
export const MARKUP_COMPONENTS: Components = {
  a: MarkupLink,
  img: MarkupImage,
  table: MarkupTable,
  h1: H1,
  h2: H2,
  h3: H3,
  h4: H4,
  h5: H5,
  h6: H6,
};
