/**
 * Dates, through one module over date-fns. Two kinds of value, never mixed:
 *
 * - A **calendar date** (`yyyy-MM-dd`: a closing date, a birth date, a DATE field) is a day on the
 *   calendar. It has no time zone and is never shifted: `2026-03-07` reads `03/07/2026` everywhere.
 * - An **instant** (an ISO timestamp: `createdAt`, `updatedAt`, `sentAt`) is a moment. It is shown
 *   in the reader's local zone, so its day can differ between readers; services, which have no
 *   reader's zone, name one.
 *
 * Every function is pure: no clock inside (pass `now` in), and text that names no real date gives
 * undefined rather than an exception.
 */
export * from './formats';
export * from './calendar-date';
export * from './instant';
