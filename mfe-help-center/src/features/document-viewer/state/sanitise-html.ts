import { type SafeLink, safeLink, safeWebAddress } from './safe-url';

/** A node of an article after sanitising: text, or an allowed element with its allowed attributes. */
export type SafeNode =
  | { kind: 'text'; key: string; text: string }
  | { kind: 'link'; key: string; link: SafeLink; title: string | null; children: SafeNode[] }
  | { kind: 'image'; key: string; src: string; alt: string }
  | { kind: 'element'; key: string; tag: string; attributes: Record<string, string>; children: SafeNode[] };

/** Elements an article keeps, with the attributes each may carry. Links and images are handled apart. */
const ALLOWED_ELEMENTS: Readonly<Record<string, readonly string[]>> = {
  p: [],
  br: [],
  hr: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start'],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  mark: [],
  small: [],
  abbr: ['title'],
  blockquote: [],
  code: [],
  pre: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  div: [],
  span: [],
  section: [],
  figure: [],
  figcaption: [],
};

/** Elements dropped with everything inside them: script, styles, frames, forms and foreign content. */
const DROPPED_ELEMENTS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'link',
  'meta',
  'base',
  'title',
  'head',
]);

const HEADING = /^h([1-6])$/;
const NUMBER = /^\d{1,3}$/;

function headingLevels(root: Element): number[] {
  const levels = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.localName[1]));
  return [...new Set(levels)].sort((a, b) => a - b);
}

function allowedAttributes(element: Element, names: readonly string[]): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const name of names) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    // Spans, starts and scopes are small numbers or keywords; anything else is dropped.
    if ((name === 'colspan' || name === 'rowspan' || name === 'start') && !NUMBER.test(value)) continue;
    attributes[name] = value;
  }
  return attributes;
}

/**
 * An HTML article as a tree of safe nodes, to render as React elements (never as innerHTML).
 * The server sanitises articles when they are saved; this is the browser's own allow-list on top:
 * unknown elements are unwrapped (their text stays), scripts, frames and forms go with their
 * content, event handlers and styles never survive, links keep only http(s), mailto, tel and portal
 * paths, images only http(s) and portal sources. Headings are renumbered in order from
 * `topHeadingLevel`, so the article fits under the viewer's own heading without skipping a level.
 * Parsing with DOMParser builds an inert document: nothing in it runs or loads.
 */
export function sanitiseHtml(html: string, topHeadingLevel: number): SafeNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const levels = headingLevels(body);

  const convert = (node: Node, key: string): SafeNode[] => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [{ kind: 'text', key, text: node.textContent }] : [];
    if (node.nodeType !== Node.ELEMENT_NODE) return [];
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED_ELEMENTS.has(tag)) return [];
    const children = () => [...element.childNodes].flatMap((child, index) => convert(child, `${key}.${index}`));
    if (tag === 'a') {
      const link = safeLink(element.getAttribute('href'));
      if (!link) return children();
      return [{ kind: 'link', key, link, title: element.getAttribute('title'), children: children() }];
    }
    if (tag === 'img') {
      const source = element.getAttribute('src') ?? '';
      const portalPath = source.startsWith('/') && !source.startsWith('//') ? source : null;
      const src = portalPath ?? safeWebAddress(source);
      return src ? [{ kind: 'image', key, src, alt: element.getAttribute('alt') ?? '' }] : [];
    }
    const allowed = ALLOWED_ELEMENTS[tag];
    if (!allowed) return children();
    const heading = HEADING.exec(tag);
    const safeTag = heading ? `h${Math.min(6, topHeadingLevel + levels.indexOf(Number(heading[1])))}` : tag;
    return [{ kind: 'element', key, tag: safeTag, attributes: allowedAttributes(element, allowed), children: children() }];
  };

  return [...body.childNodes].flatMap((child, index) => convert(child, String(index)));
}
