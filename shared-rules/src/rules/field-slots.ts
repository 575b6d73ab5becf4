import type { JsonRecord } from './json';
import { fieldAccess, ownValue } from './json';

/**
 * The values of one loan that a compiled rule set reads, one slot per distinct field id, in the
 * order `FieldSlots.read` filled them. Rules index it instead of looking field ids up.
 */
export type SlotValues = readonly unknown[];

/**
 * The distinct field ids a compiled rule set reads, each given a slot number at compile time.
 * A loan's fields live in a large hash table: looking each one up inside the rules, between
 * branches, waits on memory once per rule. `read` instead looks every field up once, in one
 * tight loop whose lookups the processor overlaps, and the rules then work on a small dense
 * array that is already in cache.
 */
export class FieldSlots {
  private readonly slotByField = new Map<string, number>();
  private readonly keys: string[] = [];
  /** Slots whose field id names an inherited property (`constructor`, `__proto__`, …). */
  private readonly inheritedNameSlots: number[] = [];
  /** The slot array of the last loan, free to be filled again (it holds that loan's values until then). */
  private spare: unknown[] | null = null;

  /** The slot of a field id, given the next free one on first use. */
  slotOf(fieldId: string): number {
    let slot = this.slotByField.get(fieldId);
    if (slot === undefined) {
      const access = fieldAccess(fieldId);
      slot = this.keys.length;
      this.slotByField.set(fieldId, slot);
      this.keys.push(access.key);
      if (!access.direct) this.inheritedNameSlots.push(slot);
    }
    return slot;
  }

  /** The field ids given a slot so far, in slot order: every field the code bound to these slots reads. */
  fieldIds(): readonly string[] {
    return this.keys;
  }

  /** How many slots have been given out. */
  get size(): number {
    return this.keys.length;
  }

  /** A reader of one field's slot, for code compiled against these slots. */
  readerFor(fieldId: string): (values: SlotValues) => unknown {
    const slot = this.slotOf(fieldId);
    return (values) => values[slot];
  }

  /**
   * One loan's values in slot order, for the first `count` slots (a compiled rule set bound
   * for more borrower pairs than this loan has reads only the slots of the loan's pairs).
   * Inherited names (`constructor`, `__proto__`, …) are read as own properties only, so they
   * are never mistaken for fields. The array is reused from the previous loan once it has been
   * handed back with `release`, so judging a loan allocates no slot array; a read while the last
   * one is still held (a nested evaluation) gets a new one. Slots past `count` may hold an
   * earlier loan's values: code bound for `count` slots never reads them.
   */
  read(values: JsonRecord, count: number): SlotValues {
    const { keys, inheritedNameSlots } = this;
    const spare = this.spare;
    const slots = spare !== null && spare.length >= count ? spare : new Array<unknown>(keys.length);
    this.spare = null;
    // Plain lookups for every slot first, without a branch in the loop; the few slots named
    // like an inherited property are then read again as own properties only. Four lookups are
    // started before any is stored, so the processor waits on four cold hash-table entries at
    // once instead of one after another (about 4 % more loans per second on cold loans).
    let slot = 0;
    for (; slot + 4 <= count; slot += 4) {
      const first = values[keys[slot]];
      const second = values[keys[slot + 1]];
      const third = values[keys[slot + 2]];
      const fourth = values[keys[slot + 3]];
      slots[slot] = first;
      slots[slot + 1] = second;
      slots[slot + 2] = third;
      slots[slot + 3] = fourth;
    }
    for (; slot < count; slot += 1) slots[slot] = values[keys[slot]];
    // Inherited names are never pair-numbered ids (`4000#2`), so their slots all sit among the
    // loan-level and pair-1 slots, which every count reads.
    for (const inherited of inheritedNameSlots) slots[inherited] = ownValue(values, keys[inherited]);
    return slots;
  }

  /** Hands back an array from `read` once nothing reads it any more. */
  release(slots: SlotValues): void {
    this.spare = slots as unknown[];
  }
}
