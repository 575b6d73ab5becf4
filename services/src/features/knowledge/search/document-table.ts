import { FIELD_COUNT, FIELDS } from './fields';

/** What the index keeps of a document besides its postings. */
export interface DocumentAttributes {
  id: string;
  tags: readonly string[];
  sourceType: string;
  /** Audience bits; 0: everyone. */
  audience: number;
}

/**
 * The indexed documents by internal number: ids, whether they are still live, audiences, tags,
 * types, and the words in each field, with each field's length normalisation for the current
 * average lengths. Numbers are given in order and never reused until a compaction renumbers them.
 */
export class DocumentTable {
  ids: string[] = [];
  tags: (readonly string[])[] = [];
  types: string[] = [];
  alive = new Uint8Array(0);
  audiences = new Int32Array(0);
  /** Words per field per document: `lengths[number * FIELD_COUNT + field]`. */
  private lengths = new Uint32Array(0);
  private readonly numberOf = new Map<string, number>();
  private readonly totalLengths = new Array<number>(FIELD_COUNT).fill(0);
  private liveCount = 0;
  private deadCount = 0;
  /** `norms[number * FIELD_COUNT + field]`, worked out again when documents were added or removed since. */
  private norms = new Float64Array(0);
  private normsCurrent = false;

  /** Live documents. */
  get size(): number {
    return this.liveCount;
  }

  /** Numbers given, removed documents included: every per-document array is at least this long. */
  get numbered(): number {
    return this.ids.length;
  }

  numberOfDocument(id: string): number | undefined {
    return this.numberOf.get(id);
  }

  /** Numbers a new document, with the words in each of its fields. */
  add(document: DocumentAttributes, fieldLengths: readonly number[]): number {
    const number = this.ids.length;
    if (number === this.alive.length) this.grow(Math.max(64, number * 2));
    this.ids.push(document.id);
    this.tags.push(document.tags);
    this.types.push(document.sourceType);
    this.alive[number] = 1;
    this.audiences[number] = document.audience;
    for (let field = 0; field < FIELD_COUNT; field += 1) {
      this.lengths[number * FIELD_COUNT + field] = fieldLengths[field];
      this.totalLengths[field] += fieldLengths[field];
    }
    this.numberOf.set(document.id, number);
    this.liveCount += 1;
    this.normsCurrent = false;
    return number;
  }

  /** Marks the document removed (its postings stay until a compaction); false when it is not here. */
  remove(id: string): boolean {
    const number = this.numberOf.get(id);
    if (number === undefined) return false;
    this.numberOf.delete(id);
    this.alive[number] = 0;
    this.liveCount -= 1;
    this.deadCount += 1;
    for (let field = 0; field < FIELD_COUNT; field += 1) this.totalLengths[field] -= this.lengths[number * FIELD_COUNT + field];
    this.normsCurrent = false;
    return true;
  }

  /** When a fifth of the numbers are removed documents, renumbering pays for itself. */
  get wantsCompaction(): boolean {
    return this.deadCount > 100 && this.deadCount * 5 > this.ids.length;
  }

  /**
   * Drops the removed documents and numbers the live ones from 0 in their order; answers the
   * renumbering (old number → new, or -1) for the postings to follow.
   */
  compact(): Int32Array {
    const renumbering = new Int32Array(this.ids.length).fill(-1);
    let next = 0;
    for (let number = 0; number < this.ids.length; number += 1) {
      if (!this.alive[number]) continue;
      renumbering[number] = next;
      this.ids[next] = this.ids[number];
      this.tags[next] = this.tags[number];
      this.types[next] = this.types[number];
      this.audiences[next] = this.audiences[number];
      this.lengths.copyWithin(next * FIELD_COUNT, number * FIELD_COUNT, (number + 1) * FIELD_COUNT);
      next += 1;
    }
    this.ids.length = next;
    this.tags.length = next;
    this.types.length = next;
    this.alive.fill(0).fill(1, 0, next);
    this.numberOf.clear();
    for (let number = 0; number < next; number += 1) this.numberOf.set(this.ids[number], number);
    this.deadCount = 0;
    this.normsCurrent = false;
    return renumbering;
  }

  /**
   * Each field's BM25 length normalisation `1 - b + b × length / average length` of every
   * document, `[number * FIELD_COUNT + field]`: worked out once after a change rather than for
   * every posting of every query.
   */
  lengthNorms(): Float64Array {
    if (this.normsCurrent) return this.norms;
    if (this.norms.length < this.lengths.length) this.norms = new Float64Array(this.lengths.length);
    const averages = this.totalLengths.map((total) => Math.max(total / Math.max(this.liveCount, 1), 1));
    for (let number = 0; number < this.ids.length; number += 1) {
      for (let field = 0; field < FIELD_COUNT; field += 1) {
        const { b } = FIELDS[field];
        const at = number * FIELD_COUNT + field;
        this.norms[at] = 1 - b + (b * this.lengths[at]) / averages[field];
      }
    }
    this.normsCurrent = true;
    return this.norms;
  }

  private grow(capacity: number): void {
    const alive = new Uint8Array(capacity);
    alive.set(this.alive);
    this.alive = alive;
    const audiences = new Int32Array(capacity);
    audiences.set(this.audiences);
    this.audiences = audiences;
    const lengths = new Uint32Array(capacity * FIELD_COUNT);
    lengths.set(this.lengths);
    this.lengths = lengths;
  }
}
