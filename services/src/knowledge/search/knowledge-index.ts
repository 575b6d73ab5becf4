import { foldWord, termOf, wordsOf } from './tokenize';
import { TopScores } from './top-scores';
import { closeTerms } from './typo-terms';

/** A published document as the index reads it. */
export interface IndexedDocument {
  id: string;
  title: string;
  description: string;
  tags: readonly string[];
  body: string;
  sourceType: string;
  /** Audience bits (see `audienceBits`); 0: everyone. */
  audience: number;
}

export interface SearchOptions {
  topK: number;
  /** The reader's audience bits: a document with audience bits is found when they share one. */
  readerAudience: number;
  /** Only documents with one of these tags. */
  tags?: readonly string[];
  sourceTypes?: readonly string[];
}

export interface SearchHit {
  documentId: string;
  /** BM25F score. */
  score: number;
  /** The score against the best a document could get for this query: 0 to 1. */
  match: number;
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** The index terms the query matched (with prefix and typo expansions): snippets mark the words that have them. */
  terms: Set<string>;
}

const AUDIENCE_BITS: Record<string, number> = {
  external: 1,
  internal: 2,
  'role:lo': 4,
  'role:lp': 8,
  'role:ae': 16,
  'role:admin': 32,
};

/** The bits of audience names (unknown names are ignored). */
export function audienceBits(audiences: readonly string[]): number {
  return audiences.reduce((bits, audience) => bits | (AUDIENCE_BITS[audience] ?? 0), 0);
}

/**
 * The fields a document is scored on, in packing order: their weight (a word in the title says
 * more about the document than one in its body), how much their length normalises (b), and the
 * bits their frequency takes in a posting (past the top it counts as the top). Each field is
 * scored by BM25 against its own average length and saturates on its own, and the weighted field
 * scores add up: a title match stays worth a title match however often a long body repeats a word
 * (with one saturation over all fields, as BM25F has it, a body saying "processor" ten times beat
 * a title naming it). Tuned on the labelled questions of `tests/bench/knowledge` (MRR@10).
 */
const FIELDS = [
  { name: 'title', weight: 3, b: 0.5, bits: 4 },
  { name: 'tags', weight: 2, b: 0.3, bits: 4 },
  { name: 'description', weight: 1.5, b: 0.5, bits: 6 },
  { name: 'body', weight: 1, b: 0.75, bits: 16 },
] as const;
/** What a term can score at most in the title and the body, against which a hit's match is measured. */
const MATCH_SCALE = FIELDS[0].weight + FIELDS[3].weight;
const FIELD_COUNT = FIELDS.length;
const SHIFTS = FIELDS.map((_, index) => FIELDS.slice(0, index).reduce((bits, field) => bits + field.bits, 0));
const MASKS = FIELDS.map((field) => 2 ** field.bits - 1);
const K1 = 1.2;
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

interface Posting {
  /** Internal document numbers, ascending. */
  docs: number[];
  /** The term's frequency in each field of each of them, packed in one small integer (see FIELDS). */
  frequencies: number[];
}

interface QueryTerm {
  term: string;
  weight: number;
}

/**
 * An in-memory BM25F index of the published knowledge documents: postings per stemmed term with
 * field-weighted frequencies, document lengths, audiences, tags and types. A query scores only
 * the postings of its terms (the word being typed also by prefix, longer words also within one
 * typo) into a dense accumulator and keeps the best `topK` in a heap, so a query costs the length
 * of its postings, however many documents match. Documents are replaced or removed in place
 * (tombstones, compacted when a fifth of the postings are dead).
 */
export class KnowledgeIndex {
  private readonly postings = new Map<string, Posting>();
  private readonly numberOf = new Map<string, number>();
  private ids: string[] = [];
  /** Words per field per document: `lengths[number * FIELD_COUNT + field]`. */
  private lengths: number[] = [];
  private alive: boolean[] = [];
  private audiences: number[] = [];
  private tags: (readonly string[])[] = [];
  private types: string[] = [];
  private liveCount = 0;
  private readonly totalLengths = new Array<number>(FIELD_COUNT).fill(0);
  private deadCount = 0;
  private sortedTerms: string[] | null = null;
  /** Every word seen, folded, with its term: a typo is one edit from a word, not always from its stem ("condtions"). */
  private readonly wordTerms = new Map<string, string>();
  private knownWordList: string[] | null = null;

  get size(): number {
    return this.liveCount;
  }

  has(documentId: string): boolean {
    return this.numberOf.has(documentId);
  }

  /** Adds a document, or replaces the one with its id. */
  upsert(document: IndexedDocument): void {
    this.remove(document.id);
    const number = this.ids.length;
    const counts = new Map<string, number[]>();
    const texts = [document.title, document.tags.join(' '), document.description, document.body];
    texts.forEach((text, field) => {
      let length = 0;
      for (const word of wordsOf(text)) {
        const term = termOf(word);
        if (term === null) continue;
        length += 1;
        let perField = counts.get(term);
        if (!perField) {
          perField = new Array<number>(FIELD_COUNT).fill(0);
          counts.set(term, perField);
        }
        perField[field] += 1;
        if (!this.wordTerms.has(word)) {
          this.wordTerms.set(word, term);
          this.knownWordList = null;
        }
      }
      this.lengths.push(length);
      this.totalLengths[field] += length;
    });
    for (const [term, perField] of counts) {
      let posting = this.postings.get(term);
      if (!posting) {
        posting = { docs: [], frequencies: [] };
        this.postings.set(term, posting);
        this.sortedTerms = null;
      }
      posting.docs.push(number);
      posting.frequencies.push(perField.reduce((packed, count, field) => packed | (Math.min(count, MASKS[field]) << SHIFTS[field]), 0));
    }
    this.ids.push(document.id);
    this.alive.push(true);
    this.audiences.push(document.audience);
    this.tags.push(document.tags);
    this.types.push(document.sourceType);
    this.numberOf.set(document.id, number);
    this.liveCount += 1;
  }

  remove(documentId: string): void {
    const number = this.numberOf.get(documentId);
    if (number === undefined) return;
    this.numberOf.delete(documentId);
    this.alive[number] = false;
    this.liveCount -= 1;
    for (let field = 0; field < FIELD_COUNT; field += 1) this.totalLengths[field] -= this.lengths[number * FIELD_COUNT + field];
    this.deadCount += 1;
    if (this.deadCount > 100 && this.deadCount * 5 > this.ids.length) this.compact();
  }

  search(query: string, options: SearchOptions): SearchOutcome {
    const groups = this.queryTerms(query);
    const terms = new Set(groups.flat().map((entry) => entry.term));
    if (groups.length === 0 || this.liveCount === 0) return { hits: [], terms };
    const averages = this.totalLengths.map((total) => Math.max(total / this.liveCount, 1));
    const scores = new Float64Array(this.ids.length);
    // One typed word counts once: its best term in a document (the word, a longer word it starts, a
    // typo's correction), not the sum of them, so "proc" does not count "process" and "processor" twice.
    const wordScores = new Float64Array(this.ids.length);
    const touched: number[] = [];
    let best = 0;
    for (const group of groups) {
      const touchedByWord: number[] = [];
      let bestOfWord = 0;
      for (const { term, weight } of group) {
        const posting = this.postings.get(term);
        if (!posting) continue;
        const idf = this.idf(posting);
        bestOfWord = Math.max(bestOfWord, weight * idf);
        for (let index = 0; index < posting.docs.length; index += 1) {
          const number = posting.docs[index];
          if (!this.alive[number]) continue;
          const gain = weight * idf * this.fieldScore(posting.frequencies[index], number, averages);
          if (wordScores[number] === 0) touchedByWord.push(number);
          if (gain > wordScores[number]) wordScores[number] = gain;
        }
      }
      best += bestOfWord;
      for (const number of touchedByWord) {
        if (scores[number] === 0) touched.push(number);
        scores[number] += wordScores[number];
        wordScores[number] = 0;
      }
    }
    const top = new TopScores(options.topK);
    const tagFilter = options.tags && options.tags.length > 0 ? new Set(options.tags) : null;
    const typeFilter = options.sourceTypes && options.sourceTypes.length > 0 ? new Set(options.sourceTypes) : null;
    for (const number of touched) {
      const audience = this.audiences[number];
      if (audience !== 0 && (audience & options.readerAudience) === 0) continue;
      if (tagFilter && !this.tags[number].some((tag) => tagFilter.has(tag))) continue;
      if (typeFilter && !typeFilter.has(this.types[number])) continue;
      top.offer(number, scores[number]);
    }
    const hits = top.sorted().map(({ item, score }) => ({
      documentId: this.ids[item],
      score,
      // A match of 1: every word of the query in the title and often in the body.
      match: best > 0 ? Math.min(1, score / (best * (K1 + 1) * MATCH_SCALE)) : 0,
    }));
    return { hits, terms };
  }

  /**
   * The terms a query searches: each word's stem; the last word, unless followed by a space, also
   * as the start of longer terms; a word the index does not know also as the terms one typo away.
   */
  private queryTerms(query: string): QueryTerm[][] {
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
        if (!this.postings.has(term) && word.length >= MIN_TYPO_LENGTH) {
          for (const close of closeTerms(word, this.knownWords())) {
            const closeTerm = this.wordTerms.get(close);
            if (closeTerm !== undefined) add(closeTerm, TYPO_WEIGHT);
          }
        }
      }
      if (last && word.length >= MIN_PREFIX_LENGTH) {
        const weight = term !== null && this.postings.has(term) ? PREFIX_OF_KNOWN_WORD_WEIGHT : PREFIX_WEIGHT;
        for (const longer of this.termsStartingWith(foldWord(word))) add(longer, weight);
      }
    });
    return [...groups.values()].filter((group) => group.size > 0).map((group) => [...group].map(([term, weight]) => ({ term, weight })));
  }

  /**
   * The terms of the words that start with `prefix`: the stems themselves, and the stems of longer
   * words ("amortiz" is past the stem "amort", but starts "amortization").
   */
  private termsStartingWith(prefix: string): string[] {
    const found = new Set([...this.termsOfPrefix(prefix, this.vocabulary()), ...this.wordTermsOfPrefix(prefix)]);
    if (found.size <= MAX_PREFIX_TERMS) return [...found];
    const frequency = (term: string) => this.postings.get(term)?.docs.length ?? 0;
    return [...found].sort((a, b) => frequency(b) - frequency(a)).slice(0, MAX_PREFIX_TERMS);
  }

  private wordTermsOfPrefix(prefix: string): string[] {
    const terms: string[] = [];
    for (const word of this.termsOfPrefix(prefix, this.knownWords())) {
      const term = this.wordTerms.get(word);
      if (term !== undefined) terms.push(term);
    }
    return terms;
  }

  /** The entries of a sorted list that start with `prefix` (binary search to the first). */
  private termsOfPrefix(prefix: string, terms: readonly string[]): string[] {
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (terms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let index = low; index < terms.length && terms[index].startsWith(prefix); index += 1) found.push(terms[index]);
    return found;
  }

  private knownWords(): string[] {
    if (this.knownWordList === null) this.knownWordList = [...this.wordTerms.keys()].sort();
    return this.knownWordList;
  }

  private vocabulary(): string[] {
    if (this.sortedTerms === null) this.sortedTerms = [...this.postings.keys()].sort();
    return this.sortedTerms;
  }

  /** The weighted sum of the fields' BM25 term scores (without the idf), each normalised by its field's average length. */
  private fieldScore(packed: number, number: number, averages: readonly number[]): number {
    let score = 0;
    for (let field = 0; field < FIELD_COUNT; field += 1) {
      // The packed frequencies take 30 bits: shifts and masks, not division (4× faster on a common word).
      const count = (packed >>> SHIFTS[field]) & MASKS[field];
      if (count === 0) continue;
      const { weight, b } = FIELDS[field];
      const frequency = count / (1 - b + (b * this.lengths[number * FIELD_COUNT + field]) / averages[field]);
      score += (weight * frequency * (K1 + 1)) / (frequency + K1);
    }
    return score;
  }

  private idf(posting: Posting): number {
    // Dead entries still count until compaction: a slight underestimate of a rare term's weight.
    const frequency = Math.min(posting.docs.length, this.liveCount);
    return Math.log(1 + (this.liveCount - frequency + 0.5) / (frequency + 0.5));
  }

  /** Drops dead documents from every posting and renumbers the live ones. */
  private compact(): void {
    const renumber = new Int32Array(this.ids.length).fill(-1);
    const keep = (array: unknown[]) => array.filter((_, number) => this.alive[number]);
    let next = 0;
    for (let number = 0; number < this.ids.length; number += 1) if (this.alive[number]) renumber[number] = next++;
    for (const [term, posting] of this.postings) {
      const docs: number[] = [];
      const frequencies: number[] = [];
      posting.docs.forEach((number, index) => {
        if (renumber[number] < 0) return;
        docs.push(renumber[number]);
        frequencies.push(posting.frequencies[index]);
      });
      if (docs.length === 0) {
        this.postings.delete(term);
        this.sortedTerms = null;
      } else this.postings.set(term, { docs, frequencies });
    }
    this.ids = keep(this.ids) as string[];
    this.lengths = this.lengths.filter((_, slot) => this.alive[Math.floor(slot / FIELD_COUNT)]);
    this.audiences = keep(this.audiences) as number[];
    this.tags = keep(this.tags) as (readonly string[])[];
    this.types = keep(this.types) as string[];
    this.alive = this.ids.map(() => true);
    this.numberOf.clear();
    for (const [number, id] of this.ids.entries()) this.numberOf.set(id, number);
    this.deadCount = 0;
  }
}
