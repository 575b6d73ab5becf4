import { tz } from '@date-fns/tz';
import { differenceInSeconds, format, isValid, parse, parseISO } from 'date-fns';
import { DISPLAY_DATE_FORMAT, DISPLAY_DATE_TIME_FORMAT, DISPLAY_DATE_TIME_SECONDS_FORMAT } from './formats';

/**
 * An instant is a moment in time: `createdAt`, `updatedAt`, a notification's timestamp, stored and
 * sent as an ISO 8601 timestamp with its offset (`2026-11-21T14:05:03.000Z`). It is shown in the
 * reader's local zone, so its calendar day depends on where it is read: 01:30 UTC on the 22nd is
 * still the 21st in Chicago. (A calendar date has no zone and is never shifted: `calendar-date.ts`.)
 */
export type Instant = Date | string;

export interface InstantDisplayOptions {
  /**
   * The IANA zone to show the instant in (`America/Chicago`, `UTC`). Leave it out in a browser,
   * where the runtime's zone is the user's; services name one, since theirs is the server's.
   */
  timeZone?: string;
}

/** The instant a Date or an ISO 8601 timestamp names, or undefined when it names none. Never throws. */
export function parseInstant(instant: Instant): Date | undefined {
  const date = typeof instant === 'string' ? parseISO(instant.trim()) : instant;
  return isValid(date) ? date : undefined;
}

function formatInstant(instant: Instant, pattern: string, options: InstantDisplayOptions): string | undefined {
  const date = parseInstant(instant);
  if (date === undefined) return undefined;
  return format(date, pattern, options.timeZone === undefined ? {} : { in: tz(options.timeZone) });
}

/**
 * The day of an instant as the pages show dates, `MM/dd/yyyy`, in the reader's local zone (or
 * `timeZone`); undefined when the text is no timestamp. Do not pass a calendar date
 * (`2026-03-07`) here: use `formatCalendarDate`, which never shifts the day.
 */
export function formatInstantDate(instant: Instant, options: InstantDisplayOptions = {}): string | undefined {
  return formatInstant(instant, DISPLAY_DATE_FORMAT, options);
}

/**
 * An instant as a date and time, `MM/dd/yyyy h:mm a` (`11/21/2026 9:46 AM`), or to the second with
 * `seconds: true` (`11/21/2026 9:46:07 AM`), in the reader's local zone (or `timeZone`); undefined
 * when the text is no timestamp.
 */
export function formatInstantDateTime(instant: Instant, options: InstantDisplayOptions & { seconds?: boolean } = {}): string | undefined {
  return formatInstant(instant, options.seconds ? DISPLAY_DATE_TIME_SECONDS_FORMAT : DISPLAY_DATE_TIME_FORMAT, options);
}

/**
 * The date line of a help email to the account executive (specification: `MM/DD/YYYY h:mm:ss a`),
 * e.g. `03/07/2026 9:05:03 PM`, in the sender's local zone. Pass the moment of sending in.
 */
export function formatHelpEmailDate(sentAt: Date): string {
  return format(sentAt, DISPLAY_DATE_TIME_SECONDS_FORMAT);
}

/** `MM/dd/yyyy h:mm:ss a` exactly: two-digit month and day, four-digit year, AM or PM. */
const HELP_EMAIL_DATE_SHAPE = /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AaPp][Mm]$/;

/**
 * The wall-clock moment a help email's date line names (`03/07/2026 9:05:03 PM`), read in the
 * runtime's zone, or undefined when the text is not of that format or names an impossible date
 * or time (`02/30/2026 …`, `13:00:00 PM`). The sender's zone is not in the text, so the result
 * is only good for checking the line and comparing its parts, not as the true instant.
 */
export function parseHelpEmailDate(text: string): Date | undefined {
  const trimmed = text.trim();
  if (!HELP_EMAIL_DATE_SHAPE.test(trimmed)) return undefined;
  const parsed = parse(trimmed.toUpperCase(), DISPLAY_DATE_TIME_SECONDS_FORMAT, new Date(0));
  return isValid(parsed) ? parsed : undefined;
}

/**
 * How long ago an instant was, as a list of recent events shows it: `just now` under a minute,
 * `5 min ago` under an hour, `3 h ago` under a day, then its day `MM/dd/yyyy` (local zone).
 * An instant after `now` (a clock running ahead) reads `just now`. Empty for no timestamp.
 */
export function formatTimeAgo(instant: Instant, now: Date): string {
  const then = parseInstant(instant);
  if (then === undefined || !isValid(now)) return '';
  const seconds = differenceInSeconds(now, then);
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return format(then, DISPLAY_DATE_FORMAT);
}
