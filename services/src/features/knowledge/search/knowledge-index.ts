import { DocumentTable } from './document-table';
import { BODY_FIELD, K1, LEADING_FIELD_BOUNDS, MATCH_SCALE, withOccurrence } from './fields';
import type { TermPostings } from './postings';
import { Ranker, type ScoredList } from './ranking';
import { wordsOf } from './tokenize';
import { Vocabulary } from './vocabulary';

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
 * An in-memory BM25 index of the published knowledge documents, each field scored on its own
 * (`fields.ts`). Per stemmed term, typed-array postings (document numbers and packed field
 * frequencies) in one list per field the term leads in (`TermPostings`); per document its id,
 * audience, tags, type and field lengths (`DocumentTable`); the words seen with their terms
 * (`Vocabulary`). A query walks its terms' lists from the highest bound down and stops reading
 * them in full once they cannot bring a new document into the top (`Ranker`): a common word costs
 * the documents that have it in a title, not the 99 % that have it somewhere. Documents are
 * replaced or removed in place (tombstones, compacted when a fifth of the numbers are dead).
 */
export class KnowledgeIndex {
  private readonly documents = new DocumentTable();
  private readonly vocabulary = new Vocabulary();
  private readonly ranker = new Ranker();
  /** The terms of the document being indexed, to pack and append once it is read. */
  private readonly pending: TermPostings[] = [];

  get size(): number {
    return this.documents.size;
  }

  has(documentId: string): boolean {
    return this.documents.numberOfDocument(documentId) !== undefined;
  }

  /** Adds a document, or replaces the one with its id. */
  upsert(document: IndexedDocument): void {
    this.remove(document.id);
    const number = this.documents.numbered;
    const texts = [document.title, document.tags.join(' '), document.description, document.body];
    const lengths = texts.map((text, field) => {
      let length = 0;
      for (const word of wordsOf(text)) {
        const postings = this.vocabulary.postingsOfWord(word);
        if (postings === null) continue;
        length += 1;
        if (postings.pendingDocument !== number) {
          postings.pendingDocument = number;
          postings.pendingFrequencies = 0;
          this.pending.push(postings);
        }
        postings.pendingFrequencies = withOccurrence(postings.pendingFrequencies, field);
      }
      return length;
    });
    for (const postings of this.pending) {
      postings.add(number, postings.pendingFrequencies);
      // A compaction hands this number out again.
      postings.pendingDocument = -1;
    }
    this.pending.length = 0;
    this.documents.add(document, lengths);
  }

  remove(documentId: string): void {
    if (!this.documents.remove(documentId) || !this.documents.wantsCompaction) return;
    const renumbering = this.documents.compact();
    for (const postings of this.vocabulary.allPostings()) postings.renumber(renumbering);
  }

  search(query: string, options: SearchOptions): SearchOutcome {
    const groups = this.vocabulary.queryTerms(query);
    const terms = new Set(groups.flat().map((entry) => entry.term));
    const liveCount = this.documents.size;
    if (groups.length === 0 || liveCount === 0) return { hits: [], terms };
    const lists: ScoredList[] = [];
    const wordsWithSeveralTerms = new Set<number>();
    // A match of 1: every word of the query, by its best term, in the title and often in the body.
    let best = 0;
    groups.forEach((group, word) => {
      let bestOfWord = 0;
      let termsOfWord = 0;
      for (const { term, weight } of group) {
        const postings = this.vocabulary.postingsOf(term);
        if (!postings) continue;
        // Removed documents still count until compaction: a slight underestimate of a rare term's weight.
        const frequency = Math.min(postings.documentCount, liveCount);
        const scale = weight * Math.log(1 + (liveCount - frequency + 0.5) / (frequency + 0.5));
        bestOfWord = Math.max(bestOfWord, scale);
        termsOfWord += 1;
        postings.byLeadingField.forEach((list, leading) => {
          if (list.length === 0) return;
          lists.push({ postings: list, bodyOnly: leading === BODY_FIELD, word, scale, bound: scale * LEADING_FIELD_BOUNDS[leading] });
        });
      }
      if (termsOfWord > 1) wordsWithSeveralTerms.add(word);
      best += bestOfWord;
    });
    const { audiences, tags, types } = this.documents;
    const tagFilter = options.tags && options.tags.length > 0 ? new Set(options.tags) : null;
    const typeFilter = options.sourceTypes && options.sourceTypes.length > 0 ? new Set(options.sourceTypes) : null;
    const eligible = (number: number) => {
      const audience = audiences[number];
      if (audience !== 0 && (audience & options.readerAudience) === 0) return false;
      if (tagFilter && !tags[number].some((tag) => tagFilter.has(tag))) return false;
      return !typeFilter || typeFilter.has(types[number]);
    };
    const ranked = this.ranker.rank({
      lists,
      wordCount: groups.length,
      wordsWithSeveralTerms,
      topK: options.topK,
      norms: this.documents.lengthNorms(),
      alive: this.documents.alive,
      numbered: this.documents.numbered,
      eligible,
    });
    const hits = ranked.map(({ item, score }) => ({
      documentId: this.documents.ids[item],
      score,
      match: best > 0 ? Math.min(1, score / (best * (K1 + 1) * MATCH_SCALE)) : 0,
    }));
    return { hits, terms };
  }
}
