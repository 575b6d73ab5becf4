import {
  formatCalendarDate,
  isCheckboxChecked,
  parseDateText,
  parseYesNo,
  US_STATES,
  type FieldDefinition,
  type LoanFieldValue,
} from 'shared-rules';

/** Blank, however a field stores it: null, missing, or empty text (an unticked checkbox stores ''). */
export function isEmptyFieldValue(value: LoanFieldValue | undefined): boolean {
  return value === null || value === undefined || value === '';
}

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

function asNumber(value: LoanFieldValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMERIC_TEXT.test(value)) return Number(value);
  return null;
}

/**
 * Whether two values of one field mean the same, so that typing a field back to what it held
 * makes it clean again: every blank is the same blank, a number equals its decimal text
 * (services may send "425000.50" for 425000.5), and a date equals itself in either spelling.
 */
export function sameFieldValue(first: LoanFieldValue | undefined, second: LoanFieldValue | undefined): boolean {
  if (isEmptyFieldValue(first) || isEmptyFieldValue(second)) return isEmptyFieldValue(first) && isEmptyFieldValue(second);
  if (first === second) return true;
  if (typeof first === 'number' || typeof second === 'number') {
    const [a, b] = [asNumber(first ?? null), asNumber(second ?? null)];
    return a !== null && a === b;
  }
  if (typeof first === 'string' && typeof second === 'string') {
    const day = parseDateText(first);
    return day !== undefined && day === parseDateText(second);
  }
  return false;
}

/** A stored value as a person reads it (the conflict panel): option texts, Yes/No, dates as MM/dd/yyyy. */
export function displayFieldValue(definition: FieldDefinition | undefined, value: LoanFieldValue | undefined): string {
  if (definition?.format === 'CHECKBOX') return isCheckboxChecked(value ?? null) ? 'Checked' : 'Not checked';
  if (isEmptyFieldValue(value)) return 'Blank';
  const text = String(value);
  switch (definition?.format) {
    case 'Y_N': {
      const answer = parseYesNo(value ?? null);
      return answer === null ? text : answer ? 'Yes' : 'No';
    }
    case 'DATE':
      return formatCalendarDate(text) ?? text;
    case 'STATE':
      return US_STATES.find((state) => state.value === text)?.label ?? text;
    case 'DROPDOWN':
    case 'DROPDOWNLIST':
      return definition.options.find((option) => option.value === text)?.text ?? text;
    default:
      return text;
  }
}

/**
 * What a layout field neither schema loader knows is shown as: read-only text under its id, so
 * the page still shows the value without offering a change services would refuse.
 */
export function unknownFieldDefinition(fieldId: string): FieldDefinition {
  return { id: fieldId, description: `Field ${fieldId}`, format: 'STRING', dataType: 'String', options: [], readOnly: true, jsonPath: '' };
}
