/**
 * How the engine reads loan field values, which arrive as whatever the loan record holds:
 * strings from forms, numbers and booleans from the services, null for cleared fields.
 */

/** True for null, undefined and strings that are empty after trimming; objects count as filled. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  // Most values start with a printable ASCII character, which is never white space: answered
  // without trimming (every rule asks this of every value it reads).
  const first = value.charCodeAt(0);
  if (first > 32 && first < 127) return false;
  return value.trim() === '';
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
const PLUS = 43;
const MINUS = 45;
const DOT = 46;
const ZERO = 48;
/** Whole numbers of up to this many digits are exact when summed digit by digit (below 2^53). */
const EXACT_DIGITS = 15;

/**
 * The number plain decimal text stands for (`12`, `-3.5`, `.5`, `+7`), the usual case, or NaN
 * for any other text. Scanned by hand: rules read numbers on every loan, and a whole number
 * (most amounts) is summed here without a regex or a string-to-number conversion.
 */
function plainDecimal(text: string): number {
  const length = text.length;
  const sign = text.charCodeAt(0);
  let index = sign === PLUS || sign === MINUS ? 1 : 0;
  let whole = 0;
  const wholeStart = index;
  for (; index < length; index += 1) {
    const digit = text.charCodeAt(index) - ZERO;
    if (digit < 0 || digit > 9) break;
    whole = whole * 10 + digit;
  }
  const wholeDigits = index - wholeStart;
  if (index === length) {
    if (wholeDigits === 0) return Number.NaN;
    if (wholeDigits > EXACT_DIGITS) return Number(text);
    return sign === MINUS ? -whole : whole;
  }
  if (text.charCodeAt(index) !== DOT || index + 1 === length) return Number.NaN;
  for (index += 1; index < length; index += 1) {
    const digit = text.charCodeAt(index) - ZERO;
    if (digit < 0 || digit > 9) return Number.NaN;
  }
  // A fraction: Number() gives the correctly rounded double.
  return Number(text);
}

/**
 * The number a value stands for, or NaN. Accepts finite numbers and text such as `1200`,
 * `-3.5`, `$1,200.50`; rejects blanks, booleans and text with anything else in it.
 */
export function numericValue(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  const plain = plainDecimal(text);
  if (!Number.isNaN(plain)) return plain;
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

const SLASH = 47;
const HYPHEN = 45;
const LETTER_T = 84;
const SPACE = 32;
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/** The number written by `count` ASCII digits of `text` from `start`, or -1 if one is not a digit. */
function digitsAt(text: string, start: number, count: number): number {
  let number = 0;
  for (let index = start; index < start + count; index += 1) {
    const digit = text.charCodeAt(index) - ZERO;
    if (!(digit >= 0 && digit <= 9)) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/** Year, month and day packed as one number (`YYYYMMDD`), or -1 when a part is not all digits. */
function packedDate(text: string, yearAt: number, monthAt: number, dayAt: number): number {
  const year = digitsAt(text, yearAt, 4);
  const month = digitsAt(text, monthAt, 2);
  const day = digitsAt(text, dayAt, 2);
  return year < 0 || month < 0 || day < 0 ? -1 : year * 10_000 + month * 100 + day;
}

/**
 * Text of exactly the shape `MM/DD/YYYY` as `YYYYMMDD`, or -1; the parts are not checked to
 * form a real date. Scanned by hand (no regex, no match array): dates are read on every loan.
 */
export function packedUsDate(text: string): number {
  if (text.length !== 10 || text.charCodeAt(2) !== SLASH || text.charCodeAt(5) !== SLASH) return -1;
  return packedDate(text, 6, 0, 3);
}

/** Text of the shape `YYYY-MM-DD`, optionally followed by `T` or a space and a time, as `YYYYMMDD`, or -1. */
function packedIsoDate(text: string): number {
  if (text.length < 10 || text.charCodeAt(4) !== HYPHEN || text.charCodeAt(7) !== HYPHEN) return -1;
  if (text.length > 10) {
    const separator = text.charCodeAt(10);
    if ((separator !== LETTER_T && separator !== SPACE) || LINE_TERMINATOR.test(text)) return -1;
  }
  return packedDate(text, 0, 5, 8);
}

/** The calendar day of a packed `YYYYMMDD` date (see `calendarDay`), or null. */
function packedCalendarDay(packed: number): number | null {
  return calendarDay(Math.floor(packed / 10_000), Math.floor(packed / 100) % 100, packed % 100);
}

/**
 * The calendar day (days since 1970-01-01) a value names, read as `MM/DD/YYYY` or
 * `YYYY-MM-DD` (a time after the ISO date is ignored), or null. A Date object gives its local
 * calendar day. Impossible dates such as 02/30/2024 are null, never rolled over.
 */
export function dayNumber(value: unknown): number | null {
  if (value instanceof Date) return localDayNumber(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const us = packedUsDate(text);
  if (us >= 0) return packedCalendarDay(us);
  const iso = packedIsoDate(text);
  return iso >= 0 ? packedCalendarDay(iso) : null;
}

/** The calendar day of a moment in the local time zone of the caller, or null for an invalid Date. */
export function localDayNumber(moment: Date): number | null {
  if (Number.isNaN(moment.getTime())) return null;
  return calendarDay(moment.getFullYear(), moment.getMonth() + 1, moment.getDate());
}
