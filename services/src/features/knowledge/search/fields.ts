/**
 * The fields a document is scored on, in packing order: their weight (a word in the title says
 * more about the document than one in its body), how much their length normalises (b), and the
 * bits their frequency takes in a posting (past the top it counts as the top). Each field is
 * scored by BM25 against its own average length and saturates on its own, and the weighted field
 * scores add up: a title match stays worth a title match however often a long body repeats a word
 * (with one saturation over all fields, as BM25F has it, a body saying "processor" ten times beat
 * a title naming it). Tuned on the labelled questions of `tests/bench/knowledge` (MRR@10).
 */
export const FIELDS = [
  { name: 'title', weight: 3, b: 0.5, bits: 4 },
  { name: 'tags', weight: 2, b: 0.3, bits: 4 },
  { name: 'description', weight: 1.5, b: 0.5, bits: 6 },
  { name: 'body', weight: 1, b: 0.75, bits: 16 },
] as const;
export const FIELD_COUNT = FIELDS.length;
export const BODY_FIELD = FIELD_COUNT - 1;
export const SHIFTS: readonly number[] = FIELDS.map((_, index) => FIELDS.slice(0, index).reduce((bits, field) => bits + field.bits, 0));
export const MASKS: readonly number[] = FIELDS.map((field) => 2 ** field.bits - 1);
export const BODY_SHIFT = SHIFTS[BODY_FIELD];
export const K1 = 1.2;
/** What a term can score at most in the title and the body, against which a hit's match is measured. */
export const MATCH_SCALE = FIELDS[0].weight + FIELDS[BODY_FIELD].weight;
/**
 * The field a posting's term comes first in, in packing order (title, tags, description, body):
 * postings are kept in one list per leading field, so that each list has a bound of its own.
 */
export function leadingField(packed: number): number {
  for (let field = 0; field < BODY_FIELD; field += 1) if (((packed >>> SHIFTS[field]) & MASKS[field]) !== 0) return field;
  return BODY_FIELD;
}

/**
 * The most a posting whose term leads in a field can add, per unit of query weight × idf: a
 * field's BM25 stays below weight × (K1 + 1) however often the term occurs, and the fields before
 * the leading one have none. Independent of the average lengths, so it holds while documents come
 * and go.
 */
export const LEADING_FIELD_BOUNDS: readonly number[] = FIELDS.map((_, leading) =>
  FIELDS.slice(leading).reduce((sum, field) => sum + field.weight * (K1 + 1), 0),
);

/** One occurrence in each field, packed. */
const ONES: readonly number[] = SHIFTS.map((shift) => 2 ** shift);

/** `packed` with one more occurrence in `field` (the packed frequencies take 30 bits: no overflow). */
export function withOccurrence(packed: number, field: number): number {
  const count = (packed >>> SHIFTS[field]) & MASKS[field];
  return count < MASKS[field] ? packed + ONES[field] : packed;
}

/**
 * The weighted sum of the fields' BM25 term scores (without the idf); `norms[at + field]` is the
 * field's length normalisation of the document (`1 - b + b × length / average`).
 */
export function fieldScore(packed: number, norms: Float64Array, at: number): number {
  let score = 0;
  for (let field = 0; field < FIELD_COUNT; field += 1) {
    const count = (packed >>> SHIFTS[field]) & MASKS[field];
    if (count === 0) continue;
    const frequency = count / norms[at + field];
    score += (FIELDS[field].weight * frequency * (K1 + 1)) / (frequency + K1);
  }
  return score;
}
