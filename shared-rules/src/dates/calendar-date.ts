import { tz } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import { DISPLAY_DATE_FORMAT, ISO_DATE_FORMAT } from './formats';

/**
 * A calendar date as `yyyy-MM-dd` text, e.g. a loan's closing date or a borrower's birth date: a
 * day on the calendar, not a moment in time, so it has no time zone and is never shifted by one.
 * (An instant, such as a loan's `createdAt`, is a `Date` or ISO timestamp: see `instant.ts`.)
 */
export type IsoCalendarDate = string;

/** `M/d/yyyy` with a four-digit year: date-fns alone would read `02/03/25` as the year 25. */
const US_DATE_SHAPE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Fills nothing in: every part of a calendar date is read from the text. */
const NO_REFERENCE = new Date(0);

function calendarDateOfParsed(parsed: Date): IsoCalendarDate | undefined {
  // parse() and format() both work in the runtime's zone, so the day read is the day written.
  return isValid(parsed) ? format(parsed, ISO_DATE_FORMAT) : undefined;
}

/**
 * The calendar date written `MM/dd/yyyy` (one-digit month and day accepted, four-digit year
 * required), as `yyyy-MM-dd`; undefined for other text and for impossible dates (`02/30/2025`),
 * which are refused, never rolled over to the next month. Surrounding spaces are ignored.
 */
export function parseUsDate(text: string): IsoCalendarDate | undefined {
  const trimmed = text.trim();
  if (!US_DATE_SHAPE.test(trimmed)) return undefined;
  return calendarDateOfParsed(parse(trimmed, 'M/d/yyyy', NO_REFERENCE));
}

/**
 * The calendar date written `yyyy-MM-dd`, unchanged, or undefined for other text and impossible
 * dates (`2025-02-30`). A timestamp (`2025-02-03T10:00:00Z`) is an instant, not a calendar date,
 * and is refused: take its day with `calendarDateOf` in the zone that matters.
 */
export function parseIsoDate(text: string): IsoCalendarDate | undefined {
  const trimmed = text.trim();
  if (!ISO_DATE_SHAPE.test(trimmed)) return undefined;
  return calendarDateOfParsed(parse(trimmed, ISO_DATE_FORMAT, NO_REFERENCE));
}

/**
 * A date-text input's value (`MM/dd/yyyy` or `yyyy-MM-dd`, the specification's two date-text
 * formats) as `yyyy-MM-dd`, or undefined when it names no real date. Never throws.
 */
export function parseDateText(text: string): IsoCalendarDate | undefined {
  return parseUsDate(text) ?? parseIsoDate(text);
}

/**
 * A calendar date (`yyyy-MM-dd` or `MM/dd/yyyy`) as the pages show it, `MM/dd/yyyy`, or undefined
 * when the text names no real date (callers usually show the stored text then, so bad data stays
 * visible). The day is never shifted: there is no time zone in a calendar date.
 */
export function formatCalendarDate(text: string): string | undefined {
  const date = parseDateText(text);
  return date === undefined ? undefined : format(parse(date, ISO_DATE_FORMAT, NO_REFERENCE), DISPLAY_DATE_FORMAT);
}

/**
 * The calendar date (`yyyy-MM-dd`) on which an instant falls in the runtime's local zone (the
 * user's, in a browser), or in `timeZone` when one is named (services name one: the server's own
 * zone means nothing to a reader). Undefined for an invalid Date. Pass `now` in for "today".
 */
export function calendarDateOf(instant: Date, options: { timeZone?: string } = {}): IsoCalendarDate | undefined {
  if (!isValid(instant)) return undefined;
  return format(instant, ISO_DATE_FORMAT, options.timeZone === undefined ? {} : { in: tz(options.timeZone) });
}
