import type { ValueFormat } from './types';
import { VALUE_FORMATS } from './types';
import { daysInMonth, packedUsDate } from './values';

const FORMAT_PATTERNS: Record<Exclude<ValueFormat, 'DATE'>, RegExp> = {
  EMAIL: /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/,
  SSN: /^(?:\d{3}-\d{2}-\d{4}|\d{9})$/,
  PHONE: /^\d{3}-?\d{3}-?\d{4}$/,
  NUMBER: /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/,
  CURRENCY: /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?$/,
  ZIPCODE: /^\d{5}(?:-?\d{4})?$/,
};

function isUsCalendarDate(text: string): boolean {
  const packed = packedUsDate(text);
  if (packed < 0) return false;
  const year = Math.floor(packed / 10_000);
  const month = Math.floor(packed / 100) % 100;
  const day = packed % 100;
  if (year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** True when `format` is one of the named value formats a FORMAT rule may use. */
export function isValueFormat(format: unknown): format is ValueFormat {
  return typeof format === 'string' && (VALUE_FORMATS as readonly string[]).includes(format);
}

/**
 * Whether a text matches a named format. The text is trimmed first. DATE means `MM/DD/YYYY`,
 * a real calendar date, years 1900 to 2099. Blank text does not match: callers that let blanks
 * pass (FORMAT rules do) must check for blanks themselves.
 */
export function matchesValueFormat(format: ValueFormat, text: string): boolean {
  const trimmed = text.trim();
  if (format === 'DATE') return isUsCalendarDate(trimmed);
  return FORMAT_PATTERNS[format].test(trimmed);
}
