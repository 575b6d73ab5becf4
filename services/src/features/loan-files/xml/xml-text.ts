/**
 * Character references and the five predefined entities: the only references a document without
 * a DOCTYPE may hold. Anything else is an error, never a lookup, so no entity is ever expanded.
 */

const PREDEFINED = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
]);

/** Longest reference body we look at: `#x10FFFF` is 8 characters, entity names are short. */
const MAX_REFERENCE_LENGTH = 32;

/** Why a text could not be decoded, and where. */
export class XmlTextError {
  constructor(
    readonly offset: number,
    readonly detail: string,
  ) {}
}

function codePointOf(body: string): number {
  if (body.startsWith('#x')) return /^#x[0-9A-Fa-f]+$/.test(body) ? Number.parseInt(body.slice(2), 16) : Number.NaN;
  return /^#\d+$/.test(body) ? Number(body.slice(1)) : Number.NaN;
}

function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

/** First `&` in `source[from, end)`, or -1; unlike indexOf it never looks past `end`. */
function ampersandIn(source: string, from: number, end: number): number {
  for (let position = from; position < end; position += 1) {
    if (source.charCodeAt(position) === 0x26) return position;
  }
  return -1;
}

/**
 * Decodes `source[start, end)`. With `build` false it only checks the references (for the parts
 * of a file the import ignores) and returns an empty text. Returns the error instead of throwing,
 * and allocates nothing when there is nothing to decode: it runs once per text in the file.
 */
export function decodeXmlText(source: string, start: number, end: number, build: boolean): string | XmlTextError {
  let ampersand = ampersandIn(source, start, end);
  if (ampersand < 0) return build ? source.slice(start, end) : '';
  let decoded = '';
  let copied = start;
  while (ampersand >= 0) {
    const semicolon = source.indexOf(';', ampersand + 1);
    if (semicolon < 0 || semicolon >= end || semicolon - ampersand - 1 > MAX_REFERENCE_LENGTH) {
      return new XmlTextError(ampersand, 'an "&" that does not start a character reference (write &amp;)');
    }
    const body = source.slice(ampersand + 1, semicolon);
    let replacement = PREDEFINED.get(body);
    if (replacement === undefined) {
      if (!body.startsWith('#')) return new XmlTextError(ampersand, `the undeclared entity &${body};`);
      const codePoint = codePointOf(body);
      if (!isXmlChar(codePoint)) return new XmlTextError(ampersand, `the invalid character reference &${body};`);
      replacement = String.fromCodePoint(codePoint);
    }
    if (build) decoded += source.slice(copied, ampersand) + replacement;
    copied = semicolon + 1;
    ampersand = ampersandIn(source, copied, end);
  }
  return build ? decoded + source.slice(copied, end) : '';
}

/** Line and column (1-based) of an offset, for problem messages a person can act on. */
export function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let newline = source.indexOf('\n'); newline >= 0 && newline < offset; newline = source.indexOf('\n', newline + 1)) {
    line += 1;
    lineStart = newline + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
