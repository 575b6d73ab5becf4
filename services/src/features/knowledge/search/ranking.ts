import { BODY_FIELD, BODY_SHIFT, FIELD_COUNT, FIELDS, fieldScore, K1 } from './fields';
import type { PostingList } from './postings';
import { TopScores } from './top-scores';

/** One posting list of a query term, with what its postings are worth. */
export interface ScoredList {
  postings: PostingList;
  /** Its postings have the term in the body only (see `TermPostings`). */
  bodyOnly: boolean;
  /** The query word the term stands for: a word counts once in a document, by its best term there. */
  word: number;
  /** The term's query weight × its idf. */
  scale: number;
  /** The most one of its postings can add to a document's score. */
  bound: number;
}

export interface RankRequest {
  lists: readonly ScoredList[];
  wordCount: number;
  /** Words with more than one term (prefix or typo expansions), whose score in a document is their best term's. */
  wordsWithSeveralTerms: ReadonlySet<number>;
  topK: number;
  /** Length normalisations by document and field (`DocumentTable.lengthNorms`). */
  norms: Float64Array;
  alive: Uint8Array;
  /** Document numbers given: the accumulators' size. */
  numbered: number;
  /** Whether the reader may find the document and it passes the filters. */
  eligible: (document: number) => boolean;
}

const everyone = () => true;
const BODY_WEIGHT = FIELDS[BODY_FIELD].weight;
/** Re-check the threshold only when the bound of the lists left has fallen this far since the last check (each check reads every document touched). */
const RECHECK_RATIO = 0.75;

/** A posting's score: the term's weight × idf × its fields' BM25 (the body alone for a body-only list). */
function postingScore(list: ScoredList, packed: number, norms: Float64Array, document: number): number {
  if (!list.bodyOnly) return list.scale * fieldScore(packed, norms, document * FIELD_COUNT);
  const frequency = (packed >>> BODY_SHIFT) / norms[document * FIELD_COUNT + BODY_FIELD];
  return list.scale * ((BODY_WEIGHT * frequency * (K1 + 1)) / (frequency + K1));
}

/** The first index from `from` on whose document is `document` or later (`length` when none): galloping, then binary search. */
function seek(documents: Uint32Array, length: number, from: number, document: number): number {
  let low = from;
  let step = 1;
  let high = from;
  while (high < length && documents[high] < document) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (documents[middle] < document) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * What the lists not walked yet can still add to a document, per word and in all: the bound of the
 * word's next list, as lists are walked from the highest bound down and a word counts once.
 */
class BoundsLeft {
  readonly byWord: Float64Array;
  total = 0;
  private readonly nextOfWord: Float64Array;

  constructor(
    private readonly lists: readonly ScoredList[],
    wordCount: number,
  ) {
    this.byWord = new Float64Array(wordCount);
    this.nextOfWord = new Float64Array(lists.length);
    for (let index = lists.length - 1; index >= 0; index -= 1) {
      this.nextOfWord[index] = this.byWord[lists[index].word];
      this.byWord[lists[index].word] = lists[index].bound;
    }
    this.total = this.byWord.reduce((sum, bound) => sum + bound, 0);
  }

  /** The list at `index` is done with. */
  pass(index: number): void {
    this.byWord[this.lists[index].word] = this.nextOfWord[index];
    this.total = this.byWord.reduce((sum, bound) => sum + bound, 0);
  }
}

/** Words past the 32nd are not tracked per document: they count as still to come (a looser bound, as safe). */
const TRACKED_WORDS = 32;
const bitOf = (word: number) => (word < TRACKED_WORDS ? 2 ** word : 0);

/**
 * Term-at-a-time scoring with MaxScore pruning, into accumulators kept between queries. Lists are
 * walked from the highest bound down (rare words and title matches first). Once the lists left can
 * add less than the `topK`-th best score so far, no document they alone would bring can make the
 * top: they are only looked up (galloping) for the documents already scored that still could, and
 * a document that has a one-term word already needs none of that word's other lists (a term's
 * lists hold different documents). A common word's body-only list, most of its postings, is then
 * rarely read.
 */
export class Ranker {
  private totals = new Float64Array(0);
  /** Per document, a bit per query word it has a score for (the first `TRACKED_WORDS` words). */
  private wordsSeen = new Uint32Array(0);
  /** Per word with several terms (prefix or typo expansions): each document's best term score so far. */
  private readonly bestTermScores = new Map<number, Float64Array>();
  private touched = new Uint32Array(0);
  private touchedCount = 0;
  private highestTotal = 0;

  /** The best `topK` eligible documents, best first. */
  rank(request: RankRequest): Array<{ item: number; score: number }> {
    const { topK, eligible, wordCount } = request;
    this.reserve(request.numbered);
    const lists = [...request.lists].sort((a, b) => b.bound - a.bound);
    const bestOfWord = Array.from({ length: wordCount }, (_, word) =>
      request.wordsWithSeveralTerms.has(word) ? this.bestTermScoresOf(word) : null,
    );
    const left = new BoundsLeft(lists, wordCount);
    let threshold = Number.NEGATIVE_INFINITY;
    let checkedAt = Number.POSITIVE_INFINITY;
    let walked = 0;
    for (; walked < lists.length && left.total >= threshold; walked += 1) {
      if (this.touchedCount >= topK && left.total < this.highestTotal && left.total < checkedAt * RECHECK_RATIO) {
        threshold = this.threshold(this.touched.subarray(0, this.touchedCount), topK, eligible);
        checkedAt = left.total;
        if (left.total < threshold) break;
      }
      this.walk(lists[walked], request, bestOfWord[lists[walked].word]);
      left.pass(walked);
    }
    // Whether a document scored already can still reach the threshold: it gains nothing more from a one-term word it has.
    const inTheRunning = (document: number) => {
      const total = this.totals[document];
      if (total + left.total < threshold) return false;
      let possible = 0;
      const seen = this.wordsSeen[document];
      for (let word = 0; word < wordCount; word += 1) {
        const bound = left.byWord[word];
        const best = bestOfWord[word];
        if ((seen & bitOf(word)) === 0) possible += bound;
        else if (best !== null) possible += Math.max(0, bound - best[document]);
      }
      return total + possible >= threshold;
    };
    let finalists = this.touched.subarray(0, this.touchedCount);
    if (walked < lists.length) {
      // No document the lists left would bring can make the top: they are looked up for the documents scored that still could.
      finalists = finalists.filter((document) => inTheRunning(document) && eligible(document)).sort();
      for (; walked < lists.length && finalists.length > 0; walked += 1) {
        this.lookUp(lists[walked], finalists, request.norms, bestOfWord[lists[walked].word]);
        left.pass(walked);
        threshold = Math.max(threshold, this.threshold(finalists, topK, everyone));
        finalists = finalists.filter(inTheRunning);
      }
    }
    const top = new TopScores(topK);
    for (const document of finalists) if (eligible(document)) top.offer(document, this.totals[document]);
    this.reset();
    return top.sorted();
  }

  /** Adds a whole list: every document it names. */
  private walk(list: ScoredList, { norms, alive }: RankRequest, best: Float64Array | null): void {
    const { documents, frequencies, length } = list.postings;
    const { totals, wordsSeen } = this;
    const bit = bitOf(list.word);
    for (let index = 0; index < length; index += 1) {
      const document = documents[index];
      if (alive[document] === 0) continue;
      let gain = postingScore(list, frequencies[index], norms, document);
      if (best !== null) {
        const before = best[document];
        if (gain <= before) continue;
        best[document] = gain;
        gain -= before;
      }
      const total = totals[document];
      if (total === 0) this.touched[this.touchedCount++] = document;
      totals[document] = total + gain;
      wordsSeen[document] |= bit;
      if (total + gain > this.highestTotal) this.highestTotal = total + gain;
    }
  }

  /** Adds a list's postings of the given documents (ascending) only, skipping those it cannot raise. */
  private lookUp(list: ScoredList, candidates: Uint32Array, norms: Float64Array, best: Float64Array | null): void {
    const { documents, frequencies, length } = list.postings;
    const bit = bitOf(list.word);
    let at = 0;
    for (const document of candidates) {
      if ((this.wordsSeen[document] & bit) !== 0 && (best === null || best[document] >= list.bound)) continue;
      at = seek(documents, length, at, document);
      if (at === length) return;
      if (documents[at] !== document) continue;
      let gain = postingScore(list, frequencies[at], norms, document);
      if (best !== null) {
        const before = best[document];
        if (gain <= before) continue;
        best[document] = gain;
        gain -= before;
      }
      this.totals[document] += gain;
      this.wordsSeen[document] |= bit;
    }
  }

  /** The `topK`-th best total among the eligible documents given: whoever cannot beat it is out. */
  private threshold(documents: Uint32Array, topK: number, eligible: (document: number) => boolean): number {
    const top = new TopScores(topK);
    for (const document of documents) if (eligible(document)) top.offer(document, this.totals[document]);
    return top.threshold;
  }

  private bestTermScoresOf(word: number): Float64Array {
    let best = this.bestTermScores.get(word);
    if (best === undefined) {
      best = new Float64Array(this.totals.length);
      this.bestTermScores.set(word, best);
    }
    return best;
  }

  private reserve(numbered: number): void {
    if (this.totals.length >= numbered) return;
    const capacity = Math.max(1024, numbered * 2);
    this.totals = new Float64Array(capacity);
    this.wordsSeen = new Uint32Array(capacity);
    this.touched = new Uint32Array(capacity);
    this.bestTermScores.clear();
  }

  private reset(): void {
    for (let index = 0; index < this.touchedCount; index += 1) {
      const document = this.touched[index];
      this.totals[document] = 0;
      this.wordsSeen[document] = 0;
      for (const best of this.bestTermScores.values()) best[document] = 0;
    }
    this.touchedCount = 0;
    this.highestTotal = 0;
  }
}
