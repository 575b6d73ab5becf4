/**
 * Whether an uploaded SVG may be served to browsers. An SVG is a document that can run script,
 * so one that could is refused, with the reason, rather than cleaned: sanitisers of note
 * (DOMPurify and the like) need a DOM, which the services do not have, and a refusal loses
 * nothing the administrator cannot fix in their drawing program.
 *
 * The scan reads the text as a strict sequence of tags, comments and text; anything it does not
 * recognise is refused rather than guessed at. Refused: script and event-handler attributes
 * (`on…`), `javascript:` (and `vbscript:`) anywhere in an attribute, `foreignObject` (HTML inside
 * SVG) and other embedding elements, references outside the file (`href`/`src` other than
 * `#fragment`, `url(…)` other than `url(#…)`, `@import`), animations that set links or handlers,
 * DOCTYPEs and entity declarations, CDATA sections outside style sheets and processing instructions.
 * Images embedded as `data:` URLs count as references too (export the drawing without them). Served assets
 * carry a CSP with `sandbox` as a second line of defence.
 */

export type SvgScan = { ok: true } | { ok: false; reason: string };

/** Elements that run script or embed other documents, lower-cased local names. */
const FORBIDDEN_ELEMENTS = new Map([
  ['script', 'a script element'],
  ['foreignobject', 'a foreignObject element (HTML inside the drawing)'],
  ['iframe', 'an iframe element'],
  ['embed', 'an embed element'],
  ['object', 'an object element'],
  ['handler', 'an event handler element'],
  ['listener', 'an event listener element'],
]);
/** Attributes whose value is a link to something, lower-cased local names. */
const LINK_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'srcset', 'background', 'lowsrc', 'dynsrc']);
const ANIMATION_ELEMENTS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);

const XML_DECLARATION = /<\?xml\s[^?]*\?>/y;
const COMMENT = /<!--[\s\S]*?-->/y;
// A start or end tag, its attributes all quoted (XML requires it).
const TAG = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[^\s=/>"'<]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
const ATTRIBUTE = /([^\s=/>"'<]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The attribute value as the browser reads it: references decoded, whitespace and controls gone (as URL parsing drops them). */
function normalised(value: string): string {
  const decoded = value.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return PREDEFINED[ref] ?? whole;
  });
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside a URL scheme, so the scan must too.
  return decoded.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1).toLowerCase();

/** `url(…)` other than a fragment of this file, or `@import`. */
function externalStyleReference(css: string): boolean {
  const text = normalised(css);
  if (text.includes('@import')) return true;
  return [...text.matchAll(/url\(["']?([^"')]*)/g)].some(([, target]) => !target.startsWith('#'));
}

function checkAttributes(element: string, attributes: string): string | null {
  for (const [, qualified, doubleQuoted, singleQuoted] of attributes.matchAll(ATTRIBUTE)) {
    const name = localName(qualified);
    const value = normalised(doubleQuoted ?? singleQuoted ?? '');
    if (name.startsWith('on')) return `an event handler attribute (${qualified})`;
    if (value.includes('javascript:') || value.includes('vbscript:')) return `a javascript: URL (in ${qualified})`;
    if (LINK_ATTRIBUTES.has(name) && !value.startsWith('#')) return `an external reference (${qualified} of ${element})`;
    // Presentation attributes take url(…) too: fill="url(https://…#paint)".
    if (externalStyleReference(doubleQuoted ?? singleQuoted ?? '')) return `an external reference (in ${qualified})`;
    if (
      ANIMATION_ELEMENTS.has(localName(element)) &&
      name === 'attributename' &&
      (LINK_ATTRIBUTES.has(localName(value)) || value.startsWith('on'))
    ) {
      return `an animation that changes ${value}`;
    }
  }
  return null;
}

/** True when the text starts like an SVG document (its first element is `svg`). */
export function looksLikeSvg(text: string): boolean {
  return /^\uFEFF?\s*(<\?xml\s[^?]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i.test(text);
}

/** Whether the SVG text is safe to serve, else why not (for the refusal's message). */
export function scanSvg(text: string): SvgScan {
  const refuse = (what: string): SvgScan => ({ ok: false, reason: what });
  let position = text.startsWith('\uFEFF') ? 1 : 0;
  let styleStart = -1;
  let seenRoot = false;
  while (position < text.length) {
    const open = text.indexOf('<', position);
    if (open < 0) break;
    position = open;
    for (const pattern of [XML_DECLARATION, COMMENT]) pattern.lastIndex = position;
    if (position === (text.startsWith('\uFEFF') ? 1 : 0) && XML_DECLARATION.test(text)) {
      position = XML_DECLARATION.lastIndex;
      continue;
    }
    if (COMMENT.test(text)) {
      position = COMMENT.lastIndex;
      continue;
    }
    if (text.startsWith('<!DOCTYPE', position) || text.startsWith('<!ENTITY', position)) return refuse('a DOCTYPE or entity declaration');
    if (text.startsWith('<![CDATA[', position)) {
      // Drawing programs wrap style sheets in CDATA; anywhere else it could hide markup.
      const end = text.indexOf(']]>', position);
      if (styleStart < 0 || end < 0) return refuse('a CDATA section outside a style element');
      position = end + 3;
      continue;
    }
    if (text.startsWith('<?', position)) return refuse('a processing instruction');
    TAG.lastIndex = position;
    const tag = TAG.exec(text);
    if (!tag) return refuse('markup that is not well-formed XML');
    const [, closing, qualified, attributes] = tag;
    const name = localName(qualified);
    if (!seenRoot && (closing || name !== 'svg')) return refuse('a first element other than svg');
    seenRoot = true;
    const forbidden = FORBIDDEN_ELEMENTS.get(name);
    if (forbidden) return refuse(forbidden);
    if (!closing) {
      const problem = checkAttributes(qualified, attributes);
      if (problem) return refuse(problem);
    }
    if (name === 'style' && !closing && !tag[4]) styleStart = TAG.lastIndex;
    if (name === 'style' && closing && styleStart >= 0) {
      if (externalStyleReference(text.slice(styleStart, position))) return refuse('an external reference (in a style element)');
      styleStart = -1;
    }
    position = TAG.lastIndex;
  }
  if (!seenRoot) return refuse('no svg element');
  return { ok: true };
}
