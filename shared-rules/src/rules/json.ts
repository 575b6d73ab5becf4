/**
 * Guards for reading rule definitions that arrive as JSON: a stored rule may hold any JSON value
 * in any property, and the engine must read it without throwing.
 */

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The property as a non-empty string (after trimming), or undefined. */
export function textProperty(source: JsonRecord, key: string): string | undefined {
  const value = source[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The property when it is an array, else undefined. */
export function listProperty(source: JsonRecord, key: string): unknown[] | undefined {
  const value = source[key];
  return Array.isArray(value) ? value : undefined;
}

/** An own property of a plain object: inherited names such as `constructor` are not fields. */
export function ownValue(source: JsonRecord, key: string): unknown {
  return Object.hasOwn(source, key) ? source[key] : undefined;
}

/**
 * How compiled rules read one field, decided once per rule: `key` is the engine's canonical
 * copy of the field id (a string that has been a property name, which lookups compare by
 * identity instead of hashing and comparing text on every read), and `direct` says a plain
 * `values[key]` is safe. Ids naming something every object inherits (`constructor`,
 * `toString`, `__proto__`) must be read as own properties only. Field values must be plain
 * objects (JSON), whose only inherited names are those of Object.prototype.
 */
export interface FieldAccess {
  readonly key: string;
  readonly direct: boolean;
}

export function fieldAccess(fieldId: string): FieldAccess {
  let access = fieldAccesses.get(fieldId);
  if (access === undefined) {
    const direct = !(fieldId in Object.prototype) && fieldId !== '__proto__';
    access = { key: direct ? Object.keys({ [fieldId]: true })[0] : fieldId, direct };
    if (fieldAccesses.size >= MAX_REMEMBERED_FIELDS) fieldAccesses.clear();
    fieldAccesses.set(fieldId, access);
  }
  return access;
}

/**
 * The access of every field id met so far. Making a canonical key allocates an object and a
 * key list, and was the largest cost of compiling a rule set; field ids come from the loan
 * catalogue, so a rule set compiled again (a new version, another organisation's) finds its ids
 * here. Bounded: past this many ids the table starts over.
 */
const fieldAccesses = new Map<string, Readonly<FieldAccess>>();
const MAX_REMEMBERED_FIELDS = 50_000;

/** A reader of one field (see `fieldAccess`), for code that is not on the hot path. */
export function fieldReader(fieldId: string): (source: JsonRecord) => unknown {
  const { key, direct } = fieldAccess(fieldId);
  return direct ? (source) => source[key] : (source) => ownValue(source, key);
}

/**
 * A stored value as text for a problem report. JSON input can hold objects whose `toString` is
 * not a function, so String() alone could throw.
 */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}
