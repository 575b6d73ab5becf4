import type { FieldMessages, LiveValidator, LoanDataSaved, LoanFieldValue } from 'shared-rules';
import { sameFieldValue } from './field-values';

/** What one field shows: its value, whether it differs from the saved one, and its messages. */
export interface FieldSnapshot {
  value: LoanFieldValue;
  dirty: boolean;
  /** The live rule messages, then the server's refusal of the last save until the field changes. */
  messages: readonly string[];
}

/** What the action bar shows. */
export interface FormSummary {
  dirtyCount: number;
  /**
   * Fields that keep Save closed: changed fields with a message or a value that cannot be saved
   * as it stands (in the order they were changed), then unchanged fields the rules fail. Services
   * refuse a save while any field of the loan fails its rules, so the page does not offer one.
   */
  blockingIds: readonly string[];
}

/** The saved state a form starts from: the values and the loan-data version they are at. */
export interface FormBase {
  version: number;
  borrowerPairs: number;
  values: Readonly<Record<string, LoanFieldValue>>;
}

/** Why a value cannot be saved as it stands (an incomplete SSN), or null; from the field's definition. */
export type ValueProblem = (fieldId: string, value: LoanFieldValue) => string | null;

type Listener = () => void;

const NO_MESSAGES: readonly string[] = [];
const EMPTY_SUMMARY: FormSummary = { dirtyCount: 0, blockingIds: [] };

function sameMessages(first: readonly string[] | undefined, second: readonly string[] | undefined): boolean {
  const a = first ?? NO_MESSAGES;
  const b = second ?? NO_MESSAGES;
  if (a === b) return true;
  return a.length === b.length && a.every((message, index) => message === b[index]);
}

/**
 * The loan-data form's state outside React: values, the saved values they are compared with,
 * and the messages, with a subscription per field id. A keystroke re-runs only the rules that
 * read the changed field (the validator's `update`) and wakes only the fields whose value, dirty
 * flag or messages changed, so a 600-field page re-renders one or two fields, not all of them.
 */
export class LoanDataFormStore {
  private initial: Record<string, LoanFieldValue> = {};
  /** Passed to the validator as it is: it reads the current values, the store writes them. */
  private values: Record<string, LoanFieldValue> = {};
  private live: FieldMessages = {};
  private server: Record<string, readonly string[]> = {};
  /** Changed field ids, in the order they were first changed (a Set keeps insertion order). */
  private readonly dirty = new Set<string>();
  private validator: LiveValidator | null = null;
  private valueProblem: ValueProblem = () => null;
  private base: FormBase = { version: 0, borrowerPairs: 1, values: {} };
  private readonly snapshots = new Map<string, FieldSnapshot>();
  private readonly fieldListeners = new Map<string, Set<Listener>>();
  private readonly summaryListeners = new Set<Listener>();
  private summary: FormSummary = EMPTY_SUMMARY;

  /** The version and pair count the form's values were read at (or last saved at). */
  get version(): number {
    return this.base.version;
  }
  get borrowerPairs(): number {
    return this.base.borrowerPairs;
  }

  subscribeField(fieldId: string, listener: Listener): () => void {
    let listeners = this.fieldListeners.get(fieldId);
    if (!listeners) {
      listeners = new Set();
      this.fieldListeners.set(fieldId, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.fieldListeners.delete(fieldId);
    };
  }

  /** The field's snapshot; the same object until something it shows changes (useSyncExternalStore compares by identity). */
  getField(fieldId: string): FieldSnapshot {
    let snapshot = this.snapshots.get(fieldId);
    if (!snapshot) {
      snapshot = this.buildSnapshot(fieldId);
      this.snapshots.set(fieldId, snapshot);
    }
    return snapshot;
  }

  subscribeSummary(listener: Listener): () => void {
    this.summaryListeners.add(listener);
    return () => this.summaryListeners.delete(listener);
  }

  getSummary(): FormSummary {
    return this.summary;
  }

  isDirty(): boolean {
    return this.dirty.size > 0;
  }

  /** Starts over from saved values: nothing changed, every rule run. */
  reset(base: FormBase): void {
    this.base = base;
    this.initial = { ...base.values };
    this.values = { ...base.values };
    this.dirty.clear();
    this.server = {};
    this.live = this.validator ? this.validator.validateAll(this.values, { borrowerPairs: base.borrowerPairs }) : {};
    this.refreshAll();
  }

  /** New rule sets (an administrator saved them): every rule runs again on the values as they are. */
  setValidator(validator: LiveValidator | null): void {
    this.validator = validator;
    this.live = validator ? validator.validateAll(this.values, { borrowerPairs: this.base.borrowerPairs }) : {};
    this.refreshAll();
  }

  setValueProblem(valueProblem: ValueProblem): void {
    this.valueProblem = valueProblem;
    this.refreshSummary();
  }

  /**
   * Values saved since the form's version (another user's save, or fields a new rule reads),
   * taken in while the user has changes: every field the user has not changed shows the saved
   * value, and the changed ones keep the user's. The version stays, so a save of a field both
   * changed still meets its conflict.
   */
  takeSavedValues(values: Readonly<Record<string, LoanFieldValue>>): void {
    const taken = Object.keys(values).filter(
      (fieldId) => !this.dirty.has(fieldId) && !(fieldId in this.initial && sameFieldValue(this.initial[fieldId], values[fieldId])),
    );
    if (taken.length === 0) return;
    for (const fieldId of taken) {
      this.initial[fieldId] = values[fieldId] ?? null;
      this.values[fieldId] = values[fieldId] ?? null;
    }
    this.applyChanges(taken);
  }

  /** A user's change of one field. */
  setValue(fieldId: string, value: LoanFieldValue): void {
    if (Object.is(this.values[fieldId] ?? null, value)) return;
    this.values[fieldId] = value;
    this.applyChanges([fieldId]);
  }

  /** Every field back to its saved value. */
  discard(): void {
    const changed = [...this.dirty];
    for (const fieldId of changed) this.values[fieldId] = this.initial[fieldId] ?? null;
    this.server = {};
    this.applyChanges(changed);
  }

  /** The changed fields and their values: what a save sends. */
  changes(): Record<string, LoanFieldValue> {
    return Object.fromEntries([...this.dirty].map((fieldId) => [fieldId, this.values[fieldId] ?? null]));
  }

  /** The server's refusal (422): its messages under the named fields until each is changed again. */
  setServerMessages(messages: Record<string, readonly string[]>): void {
    const touched = new Set([...Object.keys(this.server), ...Object.keys(messages)]);
    this.server = { ...messages };
    for (const fieldId of touched) this.refreshField(fieldId);
    this.refreshSummary();
  }

  /**
   * A save went through: the stored values become the saved ones. A field edited again while
   * the save was on its way keeps the newer text and stays changed.
   */
  markSaved(sent: Readonly<Record<string, LoanFieldValue>>, saved: LoanDataSaved): void {
    this.base = { ...this.base, version: saved.version, borrowerPairs: saved.borrowerPairs };
    const ids = Object.keys(saved.values);
    for (const fieldId of ids) {
      const stored = saved.values[fieldId] ?? null;
      this.initial[fieldId] = stored;
      if (sameFieldValue(this.values[fieldId], sent[fieldId])) this.values[fieldId] = stored;
    }
    this.applyChanges(ids);
  }

  /**
   * Another user's values, now stored, for fields this form also changed (a 409): each becomes the
   * saved value, and the form's own value too where the user took theirs. Later saves are based
   * on `version`.
   */
  rebase(version: number, stored: Readonly<Record<string, LoanFieldValue>>, takeTheirs: ReadonlySet<string>): void {
    this.base = { ...this.base, version };
    const ids = Object.keys(stored);
    for (const fieldId of ids) {
      this.initial[fieldId] = stored[fieldId] ?? null;
      if (takeTheirs.has(fieldId)) this.values[fieldId] = stored[fieldId] ?? null;
    }
    this.applyChanges(ids);
  }

  /** Dirty flags, server messages and live messages after `changed` took their new values. */
  private applyChanges(changed: readonly string[]): void {
    const touched = new Set(changed);
    for (const fieldId of changed) {
      if (sameFieldValue(this.values[fieldId], this.initial[fieldId])) this.dirty.delete(fieldId);
      else this.dirty.add(fieldId);
      if (fieldId in this.server) this.server = Object.fromEntries(Object.entries(this.server).filter(([id]) => id !== fieldId));
    }
    const next = this.validator?.update(this.values, changed, { borrowerPairs: this.base.borrowerPairs });
    // The validator answers with the same object when no message changed.
    if (next !== undefined && next !== this.live) {
      for (const fieldId of Object.keys(this.live)) if (!sameMessages(this.live[fieldId], next[fieldId])) touched.add(fieldId);
      for (const fieldId of Object.keys(next)) if (!(fieldId in this.live)) touched.add(fieldId);
      this.live = next;
    }
    for (const fieldId of touched) this.refreshField(fieldId);
    this.refreshSummary();
  }

  private buildSnapshot(fieldId: string): FieldSnapshot {
    const live = this.live[fieldId] ?? NO_MESSAGES;
    const server = this.server[fieldId] ?? NO_MESSAGES;
    const messages = server.length === 0 ? live : [...live, ...server.filter((message) => !live.includes(message))];
    return { value: this.values[fieldId] ?? null, dirty: this.dirty.has(fieldId), messages };
  }

  /** Rebuilds one field's snapshot and wakes its subscribers, only if what it shows changed. */
  private refreshField(fieldId: string): void {
    const previous = this.snapshots.get(fieldId);
    const next = this.buildSnapshot(fieldId);
    if (
      previous &&
      Object.is(previous.value, next.value) &&
      previous.dirty === next.dirty &&
      sameMessages(previous.messages, next.messages)
    ) {
      return;
    }
    this.snapshots.set(fieldId, next);
    for (const listener of this.fieldListeners.get(fieldId) ?? []) listener();
  }

  private refreshAll(): void {
    const ids = new Set([...this.snapshots.keys(), ...this.fieldListeners.keys()]);
    for (const fieldId of ids) this.refreshField(fieldId);
    this.refreshSummary();
  }

  private refreshSummary(): void {
    const blockingIds = [...this.dirty].filter(
      (fieldId) => this.getField(fieldId).messages.length > 0 || this.valueProblem(fieldId, this.values[fieldId] ?? null) !== null,
    );
    // Only the live rules count for unchanged fields: a refusal's message may be out of date once
    // another field is changed (a conditional rule), and the next save asks services again.
    for (const [fieldId, messages] of Object.entries(this.live)) {
      if (!this.dirty.has(fieldId) && messages.length > 0) blockingIds.push(fieldId);
    }
    const previous = this.summary;
    if (previous.dirtyCount === this.dirty.size && sameMessages(previous.blockingIds, blockingIds)) return;
    this.summary = { dirtyCount: this.dirty.size, blockingIds };
    for (const listener of this.summaryListeners) listener();
  }
}
