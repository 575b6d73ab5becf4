import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { useMemo } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { rehypeHeadingLevels } from './heading-levels';
import { MARKUP_COMPONENTS } from './markup-components';
import { MarkupFrame } from './markup-frame';
import { sanitiseHtmlTree } from './sanitise-html-tree';

export interface SanitisedHtmlProps {
  /** Stored HTML (a knowledge article), or the HTML an editor is writing. */
  html: string;
  /** The level the article's largest heading gets (the view's own heading sits above it). */
  topHeadingLevel?: number;
  /** Called when a link to a portal page is followed (a dialog showing the article closes then). */
  onFollowLink?: () => void;
}

/**
 * An HTML article as readers read it, and as its editor's preview shows it: cleaned by the
 * portal's one allow-list (as services clean it when storing), then drawn as React elements with
 * the same links, images and tables as `Markdown` (stored HTML never reaches innerHTML). Its
 * headings are renumbered from `topHeadingLevel`, so it fits under the view's own heading.
 */
export function SanitisedHtml({ html, topHeadingLevel = 2, onFollowLink }: SanitisedHtmlProps) {
  const content = useMemo(() => {
    const tree = sanitiseHtmlTree(html);
    rehypeHeadingLevels({ topLevel: topHeadingLevel })(tree);
    return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: MARKUP_COMPONENTS, passKeys: true });
  }, [html, topHeadingLevel]);
  return (
    <MarkupFrame variant="page" onFollowLink={onFollowLink}>
      {content}
    </MarkupFrame>
  );
}
