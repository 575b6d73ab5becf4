import sanitizeHtml from 'sanitize-html';

/**
 * What an article may hold: structure, emphasis, links, tables, images from https addresses.
 * Scripts, styles, event handlers, forms and frames are dropped, whatever an editor pastes.
 */
const ARTICLE_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'a',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
    'span',
  ],
  // target and rel are the ones the transform below writes on outside links.
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Links open outside the portal safely; relative links stay inside it.
  transformTags: {
    a: (tagName, attributes) =>
      /^https?:/i.test(attributes.href ?? '')
        ? { tagName, attribs: { ...attributes, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: attributes },
    h1: 'h2',
  },
};

/** An editor's HTML as it may be stored and shown. */
export function sanitiseArticle(html: string): string {
  return sanitizeHtml(html, ARTICLE_RULES).trim();
}

/** Tags that separate words (blocks, cells, breaks); inline tags like strong do not. */
const SEPARATING_TAG = /<\/?(p|h[1-6]|li|ul|ol|tr|td|th|table|thead|tbody|blockquote|pre|figure|figcaption|div|dt|dd|br|hr|img)\b[^>]*>/gi;

/** The text of sanitised HTML, one line per block, for the search and the word count. */
export function textOfHtml(html: string): string {
  const separated = html.replace(SEPARATING_TAG, '\n');
  return sanitizeHtml(separated, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

export function wordCountOf(text: string): number {
  return (text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).length;
}

/** Text as HTML paragraphs (a PDF's pages), escaped. */
export function paragraphsHtml(paragraphs: readonly string[]): string {
  const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return paragraphs.map((paragraph) => `<p>${escapeText(paragraph)}</p>`).join('\n');
}
