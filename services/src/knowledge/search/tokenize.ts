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

/** Lower case without accents, so "Résumé" and "resume" are one word. */
export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a text, folded, in order (stop words included: snippets need them). */
export function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map(foldWord);
}

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/** The index term of a folded word (its Porter stem), or null for a stop word. */
export function termOf(word: string): string | null {
  if (STOP_WORDS.has(word)) return null;
  return stemmer(word);
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
