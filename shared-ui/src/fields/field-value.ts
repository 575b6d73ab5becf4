import {
  checkboxValue,
  formatCalendarDate,
  isCheckboxChecked,
  maskFieldInput,
  mayBeNegative,
  parseDateText,
  parseDecimal,
  parseInteger,
  parseYesNo,
  type FieldDefinition,
  type FieldFormat,
  type LoanFieldValue,
} from 'shared-rules';

/**
 * How the field renderer turns what a user types into the value a field stores, and back. Pure:
 * the components call these on every keystroke, the tests pin each format down.
 */

const isDecimal = (format: FieldFormat) => format === 'DECIMAL' || format.startsWith('DECIMAL_');

/** Formats typed as text (masked); the others are picked (selects, checkbox, Y/N). */
export function isTypedFormat(format: FieldFormat): boolean {
  return ['STRING', 'PHONE', 'ZIPCODE', 'SSN', 'DATE', 'INTEGER'].includes(format) || isDecimal(format);
}

/** The text a typed field shows for a stored value (a number as typed, a stored ISO date as MM/dd/yyyy). */
export function fieldInputText(definition: FieldDefinition, stored: LoanFieldValue | undefined): string {
  if (stored === null || stored === undefined) return '';
  if (definition.format === 'DATE' && typeof stored === 'string') {
    return formatCalendarDate(stored) ?? stored;
  }
  return String(stored);
}

export interface TypedValue {
  /** What the input shows: the typed text after the format's mask. */
  text: string;
  /** What the field stores: numbers for INTEGER and DECIMAL formats, text otherwise; null when blank. */
  value: LoanFieldValue;
}

/**
 * Applies the format's mask (shared-rules) to typed text and reads the stored value from it.
 * DECIMAL formats keep a leading minus sign only for a Decimal field whose definition allows
 * negative values (`allowNegative`: a net rental income, an adjustment); for the others, most
 * loan amounts, it is dropped as it is typed.
 */
export function typedFieldValue(definition: FieldDefinition, input: string): TypedValue {
  const text = maskFieldInput(definition.format, input, { allowNegative: mayBeNegative(definition) });
  if (text.trim() === '') return { text, value: null };
  if (definition.format === 'INTEGER') return { text, value: parseInteger(text) };
  if (isDecimal(definition.format)) return { text, value: parseDecimal(text) };
  return { text, value: text };
}

/** A checkbox stores `X` when ticked, empty text when not. */
export function checkboxStoredValue(checked: boolean): 'X' | '' {
  return checkboxValue(checked);
}

/** Whether a stored checkbox value shows ticked (`X` in any case, or true). */
export function checkboxChecked(stored: LoanFieldValue | undefined): boolean {
  return isCheckboxChecked(stored);
}

/** A Y/N field stores true, false or null; the select shows `Y`, `N` or nothing. */
export function yesNoStoredValue(selected: string | null): boolean | null {
  return parseYesNo(selected);
}

/** The select's `Y` or `N` for a stored Y/N value, or null when unanswered. */
export function yesNoSelection(stored: LoanFieldValue | undefined): 'Y' | 'N' | null {
  const answer = parseYesNo(stored);
  return answer === null ? null : answer ? 'Y' : 'N';
}

/**
 * Why a filled value cannot be saved as it stands (an incomplete phone, zip, SSN or date), or
 * null. Blank values are not a problem here: whether a field is required is the step's business.
 */
export function fieldValueProblem(definition: FieldDefinition, stored: LoanFieldValue | undefined): string | null {
  if (stored === null || stored === undefined || stored === '') return null;
  const text = String(stored);
  switch (definition.format) {
    case 'PHONE':
      return /^\d{3}-\d{3}-\d{4}( x\d{1,4})?$/.test(text) ? null : 'Enter a 10-digit phone number.';
    case 'ZIPCODE':
      return /^\d{5}(-\d{4})?$/.test(text) ? null : 'Enter a 5-digit zip code, optionally plus 4.';
    case 'SSN':
      return /^\d{3}-\d{2}-\d{4}$/.test(text) ? null : 'Enter the 9 digits of the SSN.';
    case 'DATE':
      return parseDateText(text) === undefined ? 'Enter a date as MM/dd/yyyy.' : null;
    default:
      if ((definition.format === 'INTEGER' || isDecimal(definition.format)) && typeof stored !== 'number') return 'Enter a number.';
      if (typeof stored === 'number' && stored < 0 && definition.dataType === 'Decimal' && !mayBeNegative(definition)) {
        return 'Enter an amount of zero or more.';
      }
      if (
        definition.format === 'DROPDOWN' &&
        definition.options.length > 0 &&
        !definition.options.some((option) => option.value === text)
      ) {
        return 'Choose one of the listed values.';
      }
      return null;
  }
}
