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
  private readonly direct: boolean[] = [];
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
      this.direct.push(access.direct);
    }
    return slot;
  }

  /** A reader of one field's slot, for code compiled against these slots. */
  readerFor(fieldId: string): (values: SlotValues) => unknown {
    const slot = this.slotOf(fieldId);
    return (values) => values[slot];
  }

  /**
   * One loan's values in slot order. Inherited names (`constructor`, `__proto__`, …) are read
   * as own properties only, so they are never mistaken for fields. The array is reused from
   * the previous loan once it has been handed back with `release`, so judging a loan allocates
   * no slot array; a read while the last one is still held (a nested evaluation) gets a new one.
   */
  read(values: JsonRecord): SlotValues {
    const { keys, direct } = this;
    const count = keys.length;
    const slots = this.spare ?? new Array<unknown>(count);
    this.spare = null;
    for (let slot = 0; slot < count; slot += 1) {
      slots[slot] = direct[slot] ? values[keys[slot]] : ownValue(values, keys[slot]);
    }
    return slots;
  }

  /** Hands back an array from `read` once nothing reads it any more. */
  release(slots: SlotValues): void {
    this.spare = slots as unknown[];
  }
}
