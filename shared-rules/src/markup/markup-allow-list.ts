/** An attribute that holds an address, checked against `urlProtocols`. */
export type MarkupUrlAttribute = 'href' | 'src';

/** The shape of the portal's allow-list for stored and rendered markup (see `MARKUP_ALLOW_LIST`). */
export interface MarkupAllowList {
  /** Elements kept, each with the attributes (HTML names, lower case) it may carry. */
  elements: Readonly<Record<string, readonly string[]>>;
  /** Attributes whose value must be one of these keywords (compared in lower case). */
  attributeValues: Readonly<Record<string, readonly string[]>>;
  /** Attributes whose value must be a whole number of at most four digits. */
  numberAttributes: readonly string[];
  /**
   * Elements removed together with everything inside them. Any other element missing from
   * `elements` is unwrapped: the tag goes, its text stays.
   */
  droppedWithContent: readonly string[];
  /**
   * The schemes each address attribute accepts. An address of the portal (`/path`, not `//host`)
   * or a place on the page (`#part`, links only) is accepted too; any other relative address is not.
   */
  urlProtocols: Readonly<Record<MarkupUrlAttribute, readonly string[]>>;
  /** Written on a link to a web address (http or https): a new tab that cannot reach the portal's window. */
  externalLink: Readonly<{ target: string; rel: string }>;
}

/**
 * The one allow-list of markup the portal stores and shows: knowledge articles (HTML sanitised by
 * services when saved, and again by the browser when shown) and every Markdown text (release
 * notes, help and training pages, the disclosure message, assistant replies), rendered by
 * shared-ui's `Markdown`. Services feed it to sanitize-html, the browser to rehype-sanitize, and
 * both pass every element's attributes through `safeMarkupAttributes`, so the same input is kept
 * or removed alike wherever it is cleaned, and an editor's preview shows what readers will read.
 *
 * Structure, emphasis, tables, links and images only: no script, style, event handler, form,
 * frame or foreign (SVG, MathML) content, no `class` or `id`. Widening it widens what any
 * editor, or a model writing a reply, can put before every reader: add a test case with it.
 */
export const MARKUP_ALLOW_LIST: MarkupAllowList = {
  elements: {
    h1: [],
    h2: [],
    h3: [],
    h4: [],
    h5: [],
    h6: [],
    p: [],
    br: [],
    hr: [],
    blockquote: [],
    pre: [],
    code: [],
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
    del: [],
    sub: [],
    sup: [],
    mark: [],
    small: [],
    abbr: ['title'],
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    figure: [],
    figcaption: [],
    table: [],
    caption: [],
    thead: [],
    tbody: [],
    tfoot: [],
    tr: [],
    th: ['colspan', 'rowspan', 'scope', 'align'],
    td: ['colspan', 'rowspan', 'align'],
    div: [],
    span: [],
    section: [],
  },
  attributeValues: {
    align: ['left', 'center', 'right'],
    scope: ['row', 'col', 'rowgroup', 'colgroup'],
  },
  numberAttributes: ['colspan', 'rowspan', 'start', 'width', 'height'],
  droppedWithContent: [
    'script',
    'style',
    'template',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'embed',
    'applet',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'svg',
    'math',
    'title',
  ],
  urlProtocols: {
    href: ['http', 'https', 'mailto', 'tel'],
    // Images load without a click: https only, so a page never mixes in insecure content.
    src: ['https'],
  },
  externalLink: { target: '_blank', rel: 'noopener noreferrer' },
};
