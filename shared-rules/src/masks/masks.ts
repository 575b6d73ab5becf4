import type { FieldFormat } from '../loan-document/field-definition';

/**
 * Input masks: what a field keeps of what the user types, applied on every keystroke, and the
 * parsers that read the masked text back. A mask never throws and never invents digits: it
 * drops characters the format does not allow and adds only separators.
 */

const digitsOf = (input: string) => input.replace(/\D/g, '');

/** Joins digit groups with dashes as far as digits go: `12345` with [3,3,4] gives `123-45`. */
function grouped(digits: string, sizes: number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join('-');
}

/** Phone: 3-3-4 digits, then up to 4 extension digits written ` x1234`. */
export function maskPhone(input: string): string {
  const digits = digitsOf(input).slice(0, 14);
  const number = grouped(digits.slice(0, 10), [3, 3, 4]);
  const extension = digits.slice(10);
  return extension === '' ? number : `${number} x${extension}`;
}

/** Zip: 5 digits, optionally `-` and 4 more. */
export function maskZip(input: string): string {
  return grouped(digitsOf(input).slice(0, 9), [5, 4]);
}

/** SSN: 3-2-4 digits. */
export function maskSsn(input: string): string {
  return grouped(digitsOf(input).slice(0, 9), [3, 2, 4]);
}

/** Integer: digits only (no sign, no separators). */
export function maskInteger(input: string): string {
  return digitsOf(input);
}

export interface DecimalMaskOptions {
  /** Decimals kept; extra ones are cut, not rounded. Undefined keeps them all; 0 keeps none. */
  places?: number;
  /** Keep a leading minus sign. Off by default: most loan amounts cannot be negative. */
  allowNegative?: boolean;
}

/** Decimal: digits, commas and one point, truncated to `places` decimals; a leading `-` only when allowed. */
export function maskDecimal(input: string, options: DecimalMaskOptions = {}): string {
  const negative = options.allowNegative === true && input.trimStart().startsWith('-');
  const kept = input.replace(/[^\d.,]/g, '');
  const point = kept.indexOf('.');
  let whole = point === -1 ? kept : kept.slice(0, point);
  let fraction = point === -1 ? null : kept.slice(point + 1).replace(/[.,]/g, '');
  const places = options.places;
  if (places !== undefined && fraction !== null) fraction = places <= 0 ? null : fraction.slice(0, places);
  whole = whole.replace(/^,+/, '');
  return `${negative ? '-' : ''}${whole}${fraction === null ? '' : `.${fraction}`}`;
}

/** Date text: digits and slashes only, at most 10 characters (`MM/dd/yyyy`). */
export function maskDateText(input: string): string {
  return input.replace(/[^\d/]/g, '').slice(0, 10);
}

/** The decimal places a DECIMAL_N format keeps; undefined for plain DECIMAL and non-decimal formats. */
export function decimalPlaces(format: FieldFormat): number | undefined {
  const match = /^DECIMAL_(\d+)$/.exec(format);
  return match ? Number(match[1]) : undefined;
}

/**
 * The mask of a field format applied to typed text. Formats without a text mask (STRING, STATE,
 * dropdowns, CHECKBOX, Y_N, whose values are picked, not typed) return the input unchanged.
 */
export function maskFieldInput(format: FieldFormat, input: string, options: { allowNegative?: boolean } = {}): string {
  switch (format) {
    case 'PHONE':
      return maskPhone(input);
    case 'ZIPCODE':
      return maskZip(input);
    case 'SSN':
      return maskSsn(input);
    case 'INTEGER':
      return maskInteger(input);
    case 'DATE':
      return maskDateText(input);
    default:
      if (format.startsWith('DECIMAL')) return maskDecimal(input, { places: decimalPlaces(format), allowNegative: options.allowNegative });
      return input;
  }
}

/** The number in masked decimal text (commas ignored), or null when there is none. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.replace(/,/g, '').trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** The whole number in integer text, or null. */
export function parseInteger(text: string): number | null {
  const cleaned = text.trim();
  return /^\d+$/.test(cleaned) ? Number(cleaned) : null;
}

/** A checkbox field stores `X` when ticked and nothing when not. */
export function checkboxValue(checked: boolean): 'X' | '' {
  return checked ? 'X' : '';
}

/** Whether a stored checkbox value is ticked (`X`, any case, or `true`). */
export function isCheckboxChecked(stored: unknown): boolean {
  return stored === true || (typeof stored === 'string' && stored.trim().toUpperCase() === 'X');
}

/**
 * A Y/N field stores true, false or null (unanswered). Reads `Y`/`N`, `true`/`false` (any case)
 * and booleans; anything else is unanswered.
 */
export function parseYesNo(input: unknown): boolean | null {
  if (typeof input === 'boolean') return input;
  if (typeof input !== 'string') return null;
  const text = input.trim().toUpperCase();
  if (text === 'Y' || text === 'TRUE') return true;
  if (text === 'N' || text === 'FALSE') return false;
  return null;
}

/** The `Y` / `N` / '' a Y/N select shows for a stored value. */
export function yesNoText(stored: boolean | null): 'Y' | 'N' | '' {
  return stored === null ? '' : stored ? 'Y' : 'N';
}
