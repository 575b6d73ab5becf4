/**
 * The checks a loan-data save passes before anything is read from the database: every changed
 * field id is known and writable, and every value has the shape and format of its field, even
 * when the browser's form was bypassed. Pure: the catalogue of shared-rules decides.
 */
import {
  FIELD_CATALOGUE,
  MAX_LOAN_FIELD_TEXT_LENGTH,
  getCustomFieldDefinition,
  normaliseFieldValue,
  parseFieldId,
  stateName,
  type FieldDefinition,
  type LoanFieldValue,
} from 'shared-rules';

/** Field ids are short; anything longer is no field of the portal (and not worth resolving). */
const MAX_FIELD_ID_LENGTH = 64;

/**
 * Significant digits a decimal keeps exactly: every decimal of at most 15 digits is stored as a
 * JSON number and read back as the very same decimal (a double holds 15 decimal digits exactly).
 */
export const EXACT_DECIMAL_DIGITS = 15;

const catalogueById = new Map(FIELD_CATALOGUE.map((definition) => [definition.id, definition]));

export interface ResolvedLoanField {
  definition: FieldDefinition;
  /** The id every record uses: pair fields always with their pair (`4000` is `4000#1`). */
  canonicalId: string;
  /** The borrower pair (1-based) of a pair field; null for the loan's own fields. */
  pair: number | null;
}

/** Whether a catalogue definition lives in a borrower pair (`applications[#]`). */
export const isPairField = (definition: FieldDefinition) => definition.jsonPath.includes('[#]');

/** The field an id names (catalogued, or a custom `CX.`/`CUST` id, which is free text), or null. */
export function resolveLoanField(fieldId: string): ResolvedLoanField | null {
  if (fieldId.length > MAX_FIELD_ID_LENGTH) return null;
  const parsed = parseFieldId(fieldId);
  if (parsed === null) return null;
  const listed = catalogueById.get(parsed.baseId);
  if (listed !== undefined) {
    if (isPairField(listed)) return { definition: listed, canonicalId: `${parsed.baseId}#${parsed.pair}`, pair: parsed.pair };
    return parsed.explicitPair ? null : { definition: listed, canonicalId: listed.id, pair: null };
  }
  if (parsed.explicitPair) return null;
  const custom = getCustomFieldDefinition(fieldId);
  return custom === undefined ? null : { definition: custom, canonicalId: fieldId, pair: null };
}

/** One changed field that passed every input check, with the value as it will be stored. */
export interface CheckedChange extends ResolvedLoanField {
  /** The id as the request wrote it (answers and problems name it so). */
  fieldId: string;
  value: LoanFieldValue;
}

export type ChangeProblemCode =
  | 'unknown-field'
  | 'read-only-field'
  | 'duplicate-field'
  | 'invalid-field-value'
  | 'borrower-pair-out-of-range';

export interface ChangeProblem {
  code: ChangeProblemCode;
  fieldId: string;
  message: string;
}

export interface CheckedChanges {
  changes: CheckedChange[];
  problems: ChangeProblem[];
}

const DECIMAL_TEXT = /^-?\$?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;
const DATE_TEXT = /^(?:\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})$/;
const TEXT_FORMATS = new Set(['STRING', 'PHONE', 'STATE', 'ZIPCODE', 'SSN', 'DATE', 'DROPDOWN', 'DROPDOWNLIST']);

/** Decimals a numeric field keeps: DECIMAL_2 two, INTEGER none, plain DECIMAL as many as fit exactly. */
function decimalsOf(definition: FieldDefinition): number {
  if (definition.format === 'INTEGER' || definition.dataType === 'Int') return 0;
  const match = /^DECIMAL_(\d+)$/.exec(definition.format);
  return match === null ? EXACT_DECIMAL_DIGITS : Number(match[1]);
}

const isNumericField = (definition: FieldDefinition) =>
  definition.dataType === 'Decimal' ||
  definition.dataType === 'Int' ||
  definition.format.startsWith('DECIMAL') ||
  definition.format === 'INTEGER';

/**
 * What is wrong with a number or decimal text for a numeric field (null: nothing). Numbers are
 * judged by their shortest text (JSON's), so 0.1 is 0.1 and 0.1 + 0.2 has seventeen decimals.
 */
function decimalProblem(definition: FieldDefinition, value: unknown): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'a number';
    text = String(value);
    if (/e/i.test(text)) return `a number of at most ${EXACT_DECIMAL_DIGITS} digits`;
  } else if (typeof value === 'string') {
    text = value.trim();
    if (text === '') return null;
    if (!DECIMAL_TEXT.test(text) || !/\d/.test(text)) return 'a number';
    text = text.replace(/[$,]/g, '');
  } else {
    return 'a number';
  }
  const [whole, fraction = ''] = text.replace(/^-/, '').split('.');
  const significantFraction = fraction.replace(/0+$/, '');
  const allowed = decimalsOf(definition);
  if (significantFraction.length > allowed) return allowed === 0 ? 'a whole number' : `a number with at most ${allowed} decimals`;
  if ((whole + significantFraction).replace(/^0+/, '').length > EXACT_DECIMAL_DIGITS) {
    return `a number of at most ${EXACT_DECIMAL_DIGITS} digits`;
  }
  return null;
}

/** What is wrong with the shape of a value for its field, before its format is read (null: nothing). */
function shapeProblem(definition: FieldDefinition, value: unknown): string | null {
  if (value === null) return null;
  if (typeof value === 'string' && value.length > MAX_LOAN_FIELD_TEXT_LENGTH) return `at most ${MAX_LOAN_FIELD_TEXT_LENGTH} characters`;
  if (isNumericField(definition)) return decimalProblem(definition, value);
  if (definition.format === 'CHECKBOX' || definition.format === 'Y_N') {
    return typeof value === 'string' || typeof value === 'boolean' ? null : 'true, false or empty';
  }
  if (TEXT_FORMATS.has(definition.format) && typeof value !== 'string') return 'text';
  if (definition.format === 'DATE' && typeof value === 'string' && value.trim() !== '' && !DATE_TEXT.test(value.trim())) {
    return 'a date (MM/dd/yyyy or yyyy-MM-dd)';
  }
  return null;
}

/** The stored form of a value, or the message saying what the field expects. */
function storedValue(
  definition: FieldDefinition,
  fieldId: string,
  value: unknown,
): { ok: true; value: LoanFieldValue } | { ok: false; message: string } {
  const shape = shapeProblem(definition, value);
  if (shape !== null) return { ok: false, message: `${definition.description} (${fieldId}) must be ${shape}.` };
  const normalised = normaliseFieldValue(definition, value);
  if (!normalised.ok) return { ok: false, message: normalised.detail.replace(`(${definition.id})`, `(${fieldId})`) };
  if (definition.format === 'STATE' && typeof normalised.value === 'string' && stateName(normalised.value) === null) {
    return { ok: false, message: `${definition.description} (${fieldId}) must be a US state or territory code.` };
  }
  // Decimal text is kept as the number it names: within EXACT_DECIMAL_DIGITS, reading it back gives the same decimal.
  return { ok: true, value: normalised.value };
}

/**
 * Every change of a save checked on its own: known ids (catalogued or custom), not read-only,
 * each field once (`4000` and `4000#1` are one field), a value of the field's shape and format
 * (text for text fields, numbers or decimal text within the format's decimals, real dates,
 * dropdown options, at most MAX_LOAN_FIELD_TEXT_LENGTH characters). Never throws.
 */
export function checkChanges(changes: Readonly<Record<string, unknown>>): CheckedChanges {
  const checked: CheckedChange[] = [];
  const problems: ChangeProblem[] = [];
  const seen = new Map<string, string>();
  for (const [fieldId, value] of Object.entries(changes)) {
    const resolved = resolveLoanField(fieldId);
    if (resolved === null) {
      problems.push({ code: 'unknown-field', fieldId, message: `Unknown field id ${fieldId}.` });
      continue;
    }
    const { definition, canonicalId } = resolved;
    if (definition.readOnly) {
      problems.push({
        code: 'read-only-field',
        fieldId,
        message: `${definition.description} (${fieldId}) is set by the portal and cannot be changed.`,
      });
      continue;
    }
    const earlier = seen.get(canonicalId);
    if (earlier !== undefined) {
      problems.push({ code: 'duplicate-field', fieldId, message: `${fieldId} is the same field as ${earlier}: change it once.` });
      continue;
    }
    seen.set(canonicalId, fieldId);
    const stored = storedValue(definition, fieldId, value);
    if (stored.ok) checked.push({ ...resolved, fieldId, value: stored.value });
    else problems.push({ code: 'invalid-field-value', fieldId, message: stored.message });
  }
  return { changes: checked, problems };
}

/** Changes to borrower pairs the loan does not have (a pair is added with its own call, never by a save). */
export function pairsOutOfRange(changes: readonly CheckedChange[], borrowerPairs: number): ChangeProblem[] {
  return changes
    .filter((change) => change.pair !== null && change.pair > borrowerPairs)
    .map((change) => ({
      code: 'borrower-pair-out-of-range' as const,
      fieldId: change.fieldId,
      message: `The loan has ${borrowerPairs} borrower pair(s): ${change.fieldId} belongs to borrower pair ${change.pair}. Add the pair first.`,
    }));
}
