/** One block of an article's text as the preview shows it. */
export interface PreviewBlock {
  kind: 'heading' | 'item' | 'paragraph';
  text: string;
}

/** Elements whose text starts and ends a block of its own. */
const BLOCK_ELEMENTS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'pre',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tr',
  'caption',
  'figure',
  'figcaption',
  'br',
  'hr',
]);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Elements whose text readers never see (and that could carry script). */
const HIDDEN_ELEMENTS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'title']);

/**
 * The text of an article's HTML, block by block, for the editor's preview. The HTML is parsed
 * into an inert document (DOMParser: no script runs, nothing loads) and only its text is kept:
 * the preview shows what readers will read without rendering markup the services have not yet
 * sanitised. Headings and list items are marked so the preview keeps the article's shape.
 */
export function htmlPreviewBlocks(html: string): PreviewBlock[] {
  if (html.trim() === '') return [];
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const blocks: PreviewBlock[] = [];
  let text = '';
  let kind: PreviewBlock['kind'] = 'paragraph';
  const flush = () => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (clean !== '') blocks.push({ kind, text: clean });
    text = '';
    kind = 'paragraph';
  };
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        text += child.textContent ?? '';
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      const tag = (child as Element).tagName.toLowerCase();
      if (HIDDEN_ELEMENTS.has(tag)) continue;
      const ownKind: PreviewBlock['kind'] | null = HEADINGS.has(tag)
        ? 'heading'
        : tag === 'li'
          ? 'item'
          : BLOCK_ELEMENTS.has(tag)
            ? 'paragraph'
            : null;
      if (ownKind === null) {
        walk(child);
        continue;
      }
      flush();
      kind = ownKind;
      walk(child);
      flush();
    }
  };
  walk(parsed.body);
  flush();
  return blocks;
}
