/**
 * How the engine reads loan field values, which arrive as whatever the loan record holds:
 * strings from forms, numbers and booleans from the services, null for cleared fields.
 */

/** True for null, undefined and strings that are empty after trimming; objects count as filled. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

/**
 * The text of a scalar value (numbers and booleans as JavaScript writes them); '' for null,
 * undefined, objects and arrays, so that a structured value never matches a text pattern.
 */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return '';
}

const NUMERIC_TEXT = /^[-+]?\$?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;
/** Plain decimal text, the usual case, which Number() reads as is. */
const PLAIN_DECIMAL = /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/;

/**
 * The number a value stands for, or NaN. Accepts finite numbers and text such as `1200`,
 * `-3.5`, `$1,200.50`; rejects blanks, booleans and text with anything else in it.
 */
export function numericValue(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  if (PLAIN_DECIMAL.test(text)) return Number(text);
  if (!NUMERIC_TEXT.test(text) || !/\d/.test(text)) return Number.NaN;
  return Number(text.replace(/[$,]/g, ''));
}

/**
 * A list of set members: an array as given (members as text), or a comma-separated string
 * split and trimmed. Empty members are dropped.
 */
export function setMembers(values: unknown): string[] {
  const raw = Array.isArray(values) ? values.map(valueText) : valueText(values).split(',');
  return raw.map((member) => member.trim()).filter((member) => member !== '');
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days in a month of the proleptic Gregorian calendar (month 1 to 12). */
export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
}

/**
 * Days since 1970-01-01 of a calendar date, or null when the parts do not form a real date.
 * Computed arithmetically (the days-from-civil algorithm) so judging dates allocates nothing.
 */
export function calendarDay(year: number, month: number, day: number): number | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const shiftedYear = month <= 2 ? year - 1 : year;
  const era = Math.floor(shiftedYear / 400);
  const yearOfEra = shiftedYear - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/**
 * The calendar day (days since 1970-01-01) a value names, read as `MM/DD/YYYY` or
 * `YYYY-MM-DD` (a time after the ISO date is ignored), or null. A Date object gives its local
 * calendar day. Impossible dates such as 02/30/2024 are null, never rolled over.
 */
export function dayNumber(value: unknown): number | null {
  if (value instanceof Date) return localDayNumber(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const us = US_DATE.exec(text);
  if (us) return calendarDay(Number(us[3]), Number(us[1]), Number(us[2]));
  const iso = ISO_DATE.exec(text);
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

/** The calendar day of a moment in the local time zone of the caller, or null for an invalid Date. */
export function localDayNumber(moment: Date): number | null {
  if (Number.isNaN(moment.getTime())) return null;
  return calendarDay(moment.getFullYear(), moment.getMonth() + 1, moment.getDate());
}
