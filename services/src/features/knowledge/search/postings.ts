import { FIELD_COUNT, leadingField } from './fields';

const NONE = new Uint32Array(0);
const FIRST_CAPACITY = 4;

/**
 * Document numbers (ascending) and their packed field frequencies (see `fields.ts`), in typed
 * arrays that grow by doubling: 8 bytes a posting, where arrays of numbers took 16 and scattered
 * them over the heap.
 */
export class PostingList {
  documents: Uint32Array = NONE;
  frequencies: Uint32Array = NONE;
  length = 0;

  append(document: number, packed: number): void {
    if (this.length === this.documents.length) this.resize(Math.max(FIRST_CAPACITY, this.length * 2));
    this.documents[this.length] = document;
    this.frequencies[this.length] = packed;
    this.length += 1;
  }

  /** Keeps the entries of the documents `renumbering` keeps (a number ≥ 0), renumbered; the order holds. */
  renumber(renumbering: Int32Array): void {
    let kept = 0;
    for (let index = 0; index < this.length; index += 1) {
      const number = renumbering[this.documents[index]];
      if (number < 0) continue;
      this.documents[kept] = number;
      this.frequencies[kept] = this.frequencies[index];
      kept += 1;
    }
    this.length = kept;
    // Lists shrink by the documents removed: give back the room, as a compaction happens seldom.
    if (this.documents.length > Math.max(FIRST_CAPACITY, this.length * 2)) this.resize(this.length);
  }

  private resize(capacity: number): void {
    const documents = new Uint32Array(capacity);
    const frequencies = new Uint32Array(capacity);
    documents.set(this.documents.subarray(0, this.length));
    frequencies.set(this.frequencies.subarray(0, this.length));
    this.documents = documents;
    this.frequencies = frequencies;
  }
}

/**
 * A term's postings in one list per leading field (`leadingField`): the documents that have it in
 * the title, those that have it first in the tags, in the description, in the body only. Each list
 * has its bound (`LEADING_FIELD_BOUNDS`); a body-only posting can add at most a fifth of what a
 * title posting can, so once the best documents of a query score more than that, the body-only
 * list of a common word ("loan": in 99 % of the documents, in the body only of most) need not be
 * read.
 */
export class TermPostings {
  readonly byLeadingField: readonly PostingList[] = Array.from({ length: FIELD_COUNT }, () => new PostingList());
  /** While a document is indexed: its number, and the term's packed frequencies counted in it so far. */
  pendingDocument = -1;
  pendingFrequencies = 0;

  constructor(readonly term: string) {}

  /** Documents with the term, removed ones included until a compaction drops them. */
  get documentCount(): number {
    let count = 0;
    for (const list of this.byLeadingField) count += list.length;
    return count;
  }

  add(document: number, packed: number): void {
    this.byLeadingField[leadingField(packed)].append(document, packed);
  }

  renumber(renumbering: Int32Array): void {
    for (const list of this.byLeadingField) list.renumber(renumbering);
  }
}
