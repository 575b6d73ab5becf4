/** A run of a search snippet's text, marked when the search matched it. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * A knowledge search snippet (HTML-escaped text whose only markup is `<mark>`: a search result, an
 * assistant's citation) as plain text runs, so it is rendered as text, never as HTML: whatever
 * else the string holds shows as characters.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/gi;
  let last = 0;
  for (const match of snippet.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: decodeEntities(snippet.slice(last, match.index)), marked: false });
    if (match[1]) parts.push({ text: decodeEntities(match[1]), marked: true });
    last = match.index + match[0].length;
  }
  if (last < snippet.length) parts.push({ text: decodeEntities(snippet.slice(last)), marked: false });
  return parts;
}
