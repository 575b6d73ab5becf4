/** The part of a hast tree this plugin reads: elements with a tag name and children. */
interface HastNode {
  type: string;
  tagName?: string;
  children?: HastNode[];
}

const HEADING = /^h([1-6])$/;

function headings(node: HastNode, found: HastNode[] = []): HastNode[] {
  if (node.type === 'element' && node.tagName && HEADING.test(node.tagName)) found.push(node);
  for (const child of node.children ?? []) headings(child, found);
  return found;
}

const levelOf = (node: HastNode) => Number(HEADING.exec(node.tagName ?? '')?.[1]);

/**
 * A rehype plugin: the headings of stored Markdown fit under the page's own heading. The levels
 * the text uses are renumbered in order from `topLevel` (a text using #, ### becomes h2, h3 under
 * an h1), so a page keeps one h1 and its heading levels never skip, however the text was written.
 */
export function rehypeHeadingLevels({ topLevel }: { topLevel: number }) {
  return (tree: HastNode) => {
    const found = headings(tree);
    const used = [...new Set(found.map(levelOf))].sort((a, b) => a - b);
    for (const node of found) node.tagName = `h${Math.min(6, topLevel + used.indexOf(levelOf(node)))}`;
  };
}
