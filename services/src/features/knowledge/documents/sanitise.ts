import sanitizeHtml from 'sanitize-html';
import { MARKUP_ALLOW_LIST, safeMarkupAttributes } from 'shared-rules';

const { elements, droppedWithContent, urlProtocols, externalLink } = MARKUP_ALLOW_LIST;

/**
 * The portal's one allow-list (shared-rules' `MARKUP_ALLOW_LIST`) in sanitize-html's terms, the
 * same list the browser gives rehype-sanitize. Every element's attributes go through
 * `safeMarkupAttributes` first (values, addresses, a web link's target and rel); the attribute and
 * scheme lists below then hold sanitize-html to the same list on its own.
 */
const ARTICLE_RULES: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(elements),
  allowedAttributes: { ...elements, a: [...elements.a, ...Object.keys(externalLink)] },
  nonTextTags: [...droppedWithContent],
  disallowedTagsMode: 'discard',
  allowedSchemes: [...urlProtocols.href],
  allowedSchemesByTag: { img: [...urlProtocols.src] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: { '*': (tagName, attributes) => ({ tagName, attribs: safeMarkupAttributes(tagName, attributes) }) },
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
