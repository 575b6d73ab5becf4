/** Small writing helpers of the built-in provider's Markdown replies (pure). */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * A search snippet (escaped HTML with the matched words in `<mark>`) as Markdown text: the marks
 * become bold, the entities their characters. The citation keeps the snippet as it was.
 */
export function snippetMarkdown(snippet: string): string {
  return snippet
    .replace(/<mark>(.*?)<\/mark>/g, '**$1**')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\*\*\s*\*\*/g, ' ')
    .trim();
}

/** At most `limit` characters, cut at a word and ended with "…" when cut. */
export function shorten(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > limit / 2 ? atWord : cut}…`;
}

/** Characters a streamed chunk holds at most (it ends at a space, so words never split). */
const CHUNK_CHARACTERS = 48;

/**
 * The reply in streaming chunks: pieces of about `CHUNK_CHARACTERS`, each ending after a space or
 * a line break, which joined give the text back exactly.
 */
export function chunksOf(text: string, size = CHUNK_CHARACTERS): string[] {
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      const lastBreak = Math.max(text.lastIndexOf(' ', end), text.lastIndexOf('\n', end));
      if (lastBreak > start) end = lastBreak + 1;
    }
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}

/** "1 open condition", "2 open conditions". */
export const counted = (count: number, singular: string, plural = `${singular}s`) => `${count} ${count === 1 ? singular : plural}`;

/** Text from records (names, titles) shown literally: Markdown's own characters are escaped. */
export const literal = (text: string) => text.replace(/[\\`*_[\]<>#|~]/g, (character) => `\\${character}`);
