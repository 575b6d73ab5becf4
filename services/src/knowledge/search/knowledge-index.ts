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
 * Field weights of BM25F: a word in the title says more about the document than one in its body.
 * Tuned on the labelled questions of `tests/bench/knowledge` (MRR@10).
 */
const FIELD_WEIGHTS = { title: 3, tags: 2.5, description: 1.5, body: 1 } as const;
const K1 = 1.2;
const B = 0.75;
/** An expansion (a longer word the last word may be the start of, or a one-letter typo) counts less than the word typed. */
const PREFIX_WEIGHT = 0.8;
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
  /** Weighted term frequency in each of them. */
  weights: number[];
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
  private lengths: number[] = [];
  private alive: boolean[] = [];
  private audiences: number[] = [];
  private tags: (readonly string[])[] = [];
  private types: string[] = [];
  private liveCount = 0;
  private totalLength = 0;
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
    const weighted = new Map<string, number>();
    let length = 0;
    const addField = (text: string, weight: number) => {
      for (const word of wordsOf(text)) {
        const term = termOf(word);
        if (term === null) continue;
        weighted.set(term, (weighted.get(term) ?? 0) + weight);
        length += weight;
        if (!this.wordTerms.has(word)) {
          this.wordTerms.set(word, term);
          this.knownWordList = null;
        }
      }
    };
    addField(document.title, FIELD_WEIGHTS.title);
    addField(document.tags.join(' '), FIELD_WEIGHTS.tags);
    addField(document.description, FIELD_WEIGHTS.description);
    addField(document.body, FIELD_WEIGHTS.body);
    for (const [term, weight] of weighted) {
      let posting = this.postings.get(term);
      if (!posting) {
        posting = { docs: [], weights: [] };
        this.postings.set(term, posting);
        this.sortedTerms = null;
      }
      posting.docs.push(number);
      posting.weights.push(weight);
    }
    this.ids.push(document.id);
    this.lengths.push(length);
    this.alive.push(true);
    this.audiences.push(document.audience);
    this.tags.push(document.tags);
    this.types.push(document.sourceType);
    this.numberOf.set(document.id, number);
    this.liveCount += 1;
    this.totalLength += length;
  }

  remove(documentId: string): void {
    const number = this.numberOf.get(documentId);
    if (number === undefined) return;
    this.numberOf.delete(documentId);
    this.alive[number] = false;
    this.liveCount -= 1;
    this.totalLength -= this.lengths[number];
    this.deadCount += 1;
    if (this.deadCount > 100 && this.deadCount * 5 > this.ids.length) this.compact();
  }

  search(query: string, options: SearchOptions): SearchOutcome {
    const queryTerms = this.queryTerms(query);
    const terms = new Set(queryTerms.map((entry) => entry.term));
    if (queryTerms.length === 0 || this.liveCount === 0) return { hits: [], terms };
    const averageLength = this.totalLength / this.liveCount;
    const scores = new Float64Array(this.ids.length);
    const touched: number[] = [];
    let best = 0;
    for (const { term, weight } of queryTerms) {
      const posting = this.postings.get(term);
      if (!posting) continue;
      const idf = this.idf(posting);
      best += weight * idf * (K1 + 1);
      for (let index = 0; index < posting.docs.length; index += 1) {
        const number = posting.docs[index];
        if (!this.alive[number]) continue;
        const frequency = posting.weights[index];
        const norm = K1 * (1 - B + (B * this.lengths[number]) / averageLength);
        const gain = (weight * idf * frequency * (K1 + 1)) / (frequency + norm);
        if (scores[number] === 0) touched.push(number);
        scores[number] += gain;
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
      match: best > 0 ? Math.min(1, score / best) : 0,
    }));
    return { hits, terms };
  }

  /**
   * The terms a query searches: each word's stem; the last word, unless followed by a space, also
   * as the start of longer terms; a word the index does not know also as the terms one typo away.
   */
  private queryTerms(query: string): QueryTerm[] {
    const words = wordsOf(query);
    const typing = words.length > 0 && !/\s$/.test(query);
    const byTerm = new Map<string, number>();
    const add = (term: string, weight: number) => byTerm.set(term, Math.max(byTerm.get(term) ?? 0, weight));
    words.forEach((word, index) => {
      const term = termOf(word);
      const last = typing && index === words.length - 1;
      if (term !== null) {
        add(term, 1);
        if (!this.postings.has(term) && word.length >= MIN_TYPO_LENGTH) {
          for (const close of closeTerms(word, this.knownWords())) {
            const closeTerm = this.wordTerms.get(close);
            if (closeTerm !== undefined) add(closeTerm, TYPO_WEIGHT);
          }
        }
      }
      if (last && word.length >= MIN_PREFIX_LENGTH) for (const longer of this.termsStartingWith(foldWord(word))) add(longer, PREFIX_WEIGHT);
    });
    return [...byTerm].map(([term, weight]) => ({ term, weight }));
  }

  private termsStartingWith(prefix: string): string[] {
    const terms = this.vocabulary();
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (terms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let index = low; index < terms.length && terms[index].startsWith(prefix); index += 1) found.push(terms[index]);
    if (found.length <= MAX_PREFIX_TERMS) return found;
    const frequency = (term: string) => this.postings.get(term)?.docs.length ?? 0;
    return found.sort((a, b) => frequency(b) - frequency(a)).slice(0, MAX_PREFIX_TERMS);
  }

  private knownWords(): string[] {
    if (this.knownWordList === null) this.knownWordList = [...this.wordTerms.keys()];
    return this.knownWordList;
  }

  private vocabulary(): string[] {
    if (this.sortedTerms === null) this.sortedTerms = [...this.postings.keys()].sort();
    return this.sortedTerms;
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
      const weights: number[] = [];
      posting.docs.forEach((number, index) => {
        if (renumber[number] < 0) return;
        docs.push(renumber[number]);
        weights.push(posting.weights[index]);
      });
      if (docs.length === 0) {
        this.postings.delete(term);
        this.sortedTerms = null;
      } else this.postings.set(term, { docs, weights });
    }
    this.ids = keep(this.ids) as string[];
    this.lengths = keep(this.lengths) as number[];
    this.audiences = keep(this.audiences) as number[];
    this.tags = keep(this.tags) as (readonly string[])[];
    this.types = keep(this.types) as string[];
    this.alive = this.ids.map(() => true);
    this.numberOf.clear();
    for (const [number, id] of this.ids.entries()) this.numberOf.set(id, number);
    this.deadCount = 0;
  }
}
