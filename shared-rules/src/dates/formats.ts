/**
 * The portal's date formats, as date-fns tokens (`yyyy` is the calendar year, `dd` the day of the
 * month; date-fns reads `YYYY`/`DD` as week-numbering year and day of the year, so the
 * specification's `MM/DD/YYYY` is written `MM/dd/yyyy` here).
 */

/** How every page shows a date (specification: "Date display format MM/dd/yyyy"), e.g. `03/07/2026`. */
export const DISPLAY_DATE_FORMAT = 'MM/dd/yyyy';

/**
 * How a calendar date is stored and exchanged (loan documents, field values, MISMO `xsd:date`),
 * e.g. `2026-03-07`. The date-text inputs accept it beside `MM/dd/yyyy`.
 */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

/** How a page shows the moment something happened, to the minute, e.g. `11/21/2026 9:46 AM`. */
export const DISPLAY_DATE_TIME_FORMAT = 'MM/dd/yyyy h:mm a';

/**
 * The moment something happened to the second, e.g. `03/07/2026 9:05:03 PM`: the date of a help
 * email to the account executive (specification: `MM/DD/YYYY h:mm:ss a`), and the times an
 * administrator compares with mail logs.
 */
export const DISPLAY_DATE_TIME_SECONDS_FORMAT = 'MM/dd/yyyy h:mm:ss a';
