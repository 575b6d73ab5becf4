import { stemmer } from 'stemmer';

/**
 * Words the search never matches on: they are in nearly every document and in most questions
 * ("how do I …"), so they would rank by length rather than meaning.
 */
const STOP_WORDS = new Set(
  (
    'a about above after again all am an and any are as at be because been before being below between both but by can could did do ' +
    'does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself ' +
    'just me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that ' +
    'the their theirs them then there these they this those through to too under until up very was we were what when where which ' +
    'while who whom why will with would you your yours'
  ).split(' '),
);

/** Letters and digits, of any script: everything else separates words. */
const WORD = /[\p{L}\p{N}]+/gu;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point.
const NON_ASCII = /[^\x00-\x7f]/;

/** Lower case without accents, so "Résumé" and "resume" are one word. */
export function foldWord(word: string): string {
  // ASCII has nothing to decompose: `normalize` on every word and the stemmer were a third of the indexing time.
  if (!NON_ASCII.test(word)) return word.toLowerCase();
  return word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Whether `text` is ASCII throughout, so its lower case has the same length and word boundaries. */
export const isAscii = (text: string) => !NON_ASCII.test(text);

/** The words of a text, folded, in order (stop words included: snippets need them). */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  forEachWord(text, (word) => {
    words.push(word);
  });
  return words;
}

/** Whether a character code of lower-case ASCII text is a letter or a digit. */
const isAsciiWordCode = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/**
 * Calls `visit(word, start, end)` for each word of a text, folded, in order, with its offsets in
 * `text`. ASCII text, nearly all of it, is lower-cased whole and split by character codes: 2.5×
 * faster than a Unicode regular expression and a fold per word (5,000 of the benchmark's bodies).
 */
export function forEachWord(text: string, visit: (word: string, start: number, end: number) => void): void {
  if (!isAscii(text)) {
    for (const found of text.matchAll(WORD)) visit(foldWord(found[0]), found.index, found.index + found[0].length);
    return;
  }
  const lower = text.toLowerCase();
  let start = -1;
  for (let at = 0; at < lower.length; at += 1) {
    if (isAsciiWordCode(lower.charCodeAt(at))) {
      if (start < 0) start = at;
    } else if (start >= 0) {
      visit(lower.slice(start, at), start, at);
      start = -1;
    }
  }
  if (start >= 0) visit(lower.slice(start), start, lower.length);
}

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/**
 * Stems already worked out: the stemmer's regular expressions cost more than the rest of
 * tokenising, and the words of a knowledge base repeat. Emptied when full, so odd input cannot
 * grow it without end.
 */
const stems = new Map<string, string>();
const MAX_REMEMBERED_STEMS = 100_000;

/** The index term of a folded word (its Porter stem), or null for a stop word. */
export function termOf(word: string): string | null {
  if (STOP_WORDS.has(word)) return null;
  let stem = stems.get(word);
  if (stem === undefined) {
    if (stems.size >= MAX_REMEMBERED_STEMS) stems.clear();
    stem = stemmer(word);
    stems.set(word, stem);
  }
  return stem;
}

/** The index terms of a text, in order, stop words left out. */
export function termsOf(text: string): string[] {
  const terms: string[] = [];
  for (const word of wordsOf(text)) {
    const term = termOf(word);
    if (term !== null) terms.push(term);
  }
  return terms;
}
