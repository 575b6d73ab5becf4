import { forEachWord, termOf } from './tokenize';

/** Words a snippet shows around the best place. */
const SNIPPET_WORDS = 28;
/** Text a snippet looks through: the start of a long document holds its best match in practice, and this bounds the time. */
const SCANNED_CHARACTERS = 60_000;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);

interface WordAt {
  start: number;
  end: number;
  /** The matched term, or null. */
  term: string | null;
}

/**
 * The words of `text` with the query term each one matches. Only words that start like a term
 * are stemmed: stemming every word of a long document would cost more than the search.
 */
function wordsWithMatches(text: string, terms: ReadonlySet<string>): WordAt[] {
  const starts = new Set([...terms].map((term) => term.slice(0, 3)));
  const words: WordAt[] = [];
  forEachWord(text.slice(0, SCANNED_CHARACTERS), (word, start, end) => {
    let term: string | null = null;
    if (starts.has(word.slice(0, 3))) {
      const stem = termOf(word);
      if (stem !== null && terms.has(stem)) term = stem;
    }
    words.push({ start, end, term });
  });
  return words;
}

/** The window of `SNIPPET_WORDS` words with the most different terms, then the most matches. */
function bestWindow(words: readonly WordAt[]): number {
  let best = 0;
  let bestDistinct = -1;
  let bestTotal = -1;
  const counts = new Map<string, number>();
  let total = 0;
  for (let end = 0; end < words.length; end += 1) {
    const entering = words[end].term;
    if (entering) {
      counts.set(entering, (counts.get(entering) ?? 0) + 1);
      total += 1;
    }
    const start = end - SNIPPET_WORDS + 1;
    if (start > 0) {
      const leaving = words[start - 1].term;
      if (leaving) {
        const left = (counts.get(leaving) ?? 1) - 1;
        if (left === 0) counts.delete(leaving);
        else counts.set(leaving, left);
        total -= 1;
      }
    }
    if (counts.size > bestDistinct || (counts.size === bestDistinct && total > bestTotal)) {
      best = Math.max(0, start);
      bestDistinct = counts.size;
      bestTotal = total;
    }
  }
  if (bestDistinct <= 0) return 0;
  // The window found ends at its last match: centre the matches in it, so they read in context.
  const inWindow = words.slice(best, best + SNIPPET_WORDS);
  const firstMatch = best + inWindow.findIndex((word) => word.term !== null);
  const lastMatch = best + inWindow.length - 1 - [...inWindow].reverse().findIndex((word) => word.term !== null);
  const centred = Math.round((firstMatch + lastMatch) / 2 - SNIPPET_WORDS / 2);
  return Math.max(0, Math.min(words.length - SNIPPET_WORDS, centred));
}

/**
 * A short passage of `text` where the query's terms are densest, as escaped HTML with each
 * matching word in `<mark>`; null when no word of the text matches.
 */
export function snippetOf(text: string, terms: ReadonlySet<string>): string | null {
  const words = wordsWithMatches(text, terms);
  if (!words.some((word) => word.term !== null)) return null;
  const first = bestWindow(words);
  const last = Math.min(words.length, first + SNIPPET_WORDS) - 1;
  let html = first > 0 ? '… ' : '';
  let cursor = words[first].start;
  for (let index = first; index <= last; index += 1) {
    const word = words[index];
    html += escapeHtml(text.slice(cursor, word.start));
    const shown = escapeHtml(text.slice(word.start, word.end));
    html += word.term ? `<mark>${shown}</mark>` : shown;
    cursor = word.end;
  }
  const rest = text.slice(cursor);
  if (last < words.length - 1 || text.length > SCANNED_CHARACTERS) html += ' …';
  else html += escapeHtml(rest.replace(/\s+$/, ''));
  return html.replace(/\s+/g, ' ').trim();
}
