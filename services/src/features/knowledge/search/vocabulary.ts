import { TermPostings } from './postings';
import { termOf, wordsOf } from './tokenize';
import { closeTerms } from './typo-terms';

/**
 * An expansion (a longer word the last word may be the start of, or a one-letter typo) counts
 * less than the word typed; much less when the typed word is a word of the index already
 * ("file" is more likely finished than the start of "filed").
 */
const PREFIX_WEIGHT = 0.8;
const PREFIX_OF_KNOWN_WORD_WEIGHT = 0.2;
const TYPO_WEIGHT = 0.7;
/** The last word is a prefix only from this length on ("lo" would match half the vocabulary). */
const MIN_PREFIX_LENGTH = 3;
/** The most terms a prefix expands to, the most frequent first. */
const MAX_PREFIX_TERMS = 30;
/** Typos are forgiven in words of this length and more only. */
const MIN_TYPO_LENGTH = 5;

export interface QueryTerm {
  term: string;
  weight: number;
}

/** A sorted list of strings that takes additions by merging them in when next read, not by sorting everything again. */
class SortedStrings {
  private sorted: string[] = [];
  private added: string[] = [];

  add(value: string): void {
    this.added.push(value);
  }

  list(): readonly string[] {
    if (this.added.length === 0) return this.sorted;
    const added = this.added.sort();
    const merged: string[] = [];
    let old = 0;
    let fresh = 0;
    while (old < this.sorted.length || fresh < added.length) {
      if (fresh === added.length || (old < this.sorted.length && this.sorted[old] < added[fresh])) merged.push(this.sorted[old++]);
      else merged.push(added[fresh++]);
    }
    this.sorted = merged;
    this.added = [];
    return merged;
  }
}

/** The entries of a sorted list that start with `prefix` (binary search to the first). */
function startingWith(prefix: string, sorted: readonly string[]): string[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let index = low; index < sorted.length && sorted[index].startsWith(prefix); index += 1) found.push(sorted[index]);
  return found;
}

/**
 * The index's terms (stems) with their postings, and every word seen with its term: indexing looks
 * a word up once instead of stemming each occurrence, and a typo or an unfinished word is matched
 * against words, not only stems ("condtions" is one edit from "conditions", not from "condit").
 * Terms stay when their last document goes; one without postings counts as unknown.
 */
export class Vocabulary {
  private readonly byTerm = new Map<string, TermPostings>();
  /** null: a stop word, remembered too, as stop words are nearly half the words of a text. */
  private readonly byWord = new Map<string, TermPostings | null>();
  private readonly sortedTerms = new SortedStrings();
  private readonly sortedWords = new SortedStrings();
  /** The words by length: a typo is looked for among the words one letter shorter, as long, or one longer only. */
  private readonly wordsByLength: string[][] = [];

  /** The postings of a folded word's term, made on first sight; null for a stop word. */
  postingsOfWord(word: string): TermPostings | null {
    const known = this.byWord.get(word);
    if (known !== undefined) return known;
    const term = termOf(word);
    if (term === null) {
      this.byWord.set(word, null);
      return null;
    }
    let postings = this.byTerm.get(term);
    if (postings === undefined) {
      postings = new TermPostings(term);
      this.byTerm.set(term, postings);
      this.sortedTerms.add(term);
    }
    this.byWord.set(word, postings);
    this.sortedWords.add(word);
    while (this.wordsByLength.length <= word.length) this.wordsByLength.push([]);
    this.wordsByLength[word.length].push(word);
    return postings;
  }

  /** A term with documents (removed ones included until a compaction). */
  postingsOf(term: string): TermPostings | undefined {
    const postings = this.byTerm.get(term);
    return postings !== undefined && postings.documentCount > 0 ? postings : undefined;
  }

  allPostings(): IterableIterator<TermPostings> {
    return this.byTerm.values();
  }

  /**
   * The terms a query searches, one group per distinct word: the word's stem; the last word,
   * unless followed by a space, also as the start of longer terms; a word the index does not know
   * also as the terms one typo away.
   */
  queryTerms(query: string): QueryTerm[][] {
    const words = wordsOf(query);
    const typing = words.length > 0 && !/\s$/.test(query);
    const groups = new Map<string, Map<string, number>>();
    words.forEach((word, index) => {
      const term = termOf(word);
      const last = typing && index === words.length - 1;
      const group = groups.get(word) ?? new Map<string, number>();
      groups.set(word, group);
      const add = (candidate: string, weight: number) => group.set(candidate, Math.max(group.get(candidate) ?? 0, weight));
      if (term !== null) {
        add(term, 1);
        if (!this.postingsOf(term) && word.length >= MIN_TYPO_LENGTH) {
          for (const close of this.wordsOneEditFrom(word)) {
            const closeTerm = this.byWord.get(close)?.term;
            if (closeTerm !== undefined) add(closeTerm, TYPO_WEIGHT);
          }
        }
      }
      if (last && word.length >= MIN_PREFIX_LENGTH) {
        const weight = term !== null && this.postingsOf(term) ? PREFIX_OF_KNOWN_WORD_WEIGHT : PREFIX_WEIGHT;
        for (const longer of this.termsStartingWith(word)) add(longer, weight);
      }
    });
    return [...groups.values()].filter((group) => group.size > 0).map((group) => [...group].map(([term, weight]) => ({ term, weight })));
  }

  /** The known words one edit from `word`, in alphabetical order. */
  private wordsOneEditFrom(word: string): string[] {
    const close: string[] = [];
    for (let length = word.length - 1; length <= word.length + 1; length += 1)
      close.push(...closeTerms(word, this.wordsByLength[length] ?? []));
    return close.sort();
  }

  /**
   * The terms of the words that start with `prefix`: the stems themselves, and the stems of longer
   * words ("amortiz" is past the stem "amort", but starts "amortization"); the most frequent
   * `MAX_PREFIX_TERMS` of them.
   */
  private termsStartingWith(prefix: string): string[] {
    const found = new Set(startingWith(prefix, this.sortedTerms.list()));
    for (const word of startingWith(prefix, this.sortedWords.list())) {
      const postings = this.byWord.get(word);
      if (postings) found.add(postings.term);
    }
    const frequency = (term: string) => this.postingsOf(term)?.documentCount ?? 0;
    const withDocuments = [...found].filter((term) => frequency(term) > 0);
    if (withDocuments.length <= MAX_PREFIX_TERMS) return withDocuments;
    return withDocuments.sort((a, b) => frequency(b) - frequency(a)).slice(0, MAX_PREFIX_TERMS);
  }
}
