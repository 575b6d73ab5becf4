import { DateInput } from '@mantine/dates';
import { type KeyboardEvent, useState } from 'react';
import { FIRST_YEAR, parseDateText, type IsoCalendarDate } from 'shared-rules';

/** The portal's date display, MM/dd/yyyy, in the dayjs tokens `@mantine/dates` formats with. */
export const DATE_INPUT_VALUE_FORMAT = 'MM/DD/YYYY';

/** The message under a date input whose typed text names no real date. */
export const DATE_INPUT_PROBLEM = 'Enter a date as MM/dd/yyyy.';

/** The earliest date offered: the specification's year lists start at 1890. */
const MIN_DATE: IsoCalendarDate = `${FIRST_YEAR}-01-01`;

/** Why typed text cannot be stored, or null: it names no real date, or one before the calendar starts. */
function refusalOf(text: string): string | null {
  if (text === '') return null;
  const date = parseDateText(text);
  if (date === undefined) return DATE_INPUT_PROBLEM;
  return date < MIN_DATE ? `Enter a date from ${FIRST_YEAR} on.` : null;
}

/** Text a date may be typed with: the specification's date text is digits and slashes only. */
const TYPEABLE = /^[\d/]$/;

export interface CalendarDateInputProps {
  /**
   * The calendar date shown: `yyyy-MM-dd` or `MM/dd/yyyy` text. Anything else (a bad imported
   * value) shows an empty input; the caller's `error` says why.
   */
  value: string | null | undefined;
  /** Called with the picked or typed date as `yyyy-MM-dd`, or null when the input is emptied. */
  onChange: (date: IsoCalendarDate | null) => void;
  label?: string;
  /** Help under the label, such as when the date takes effect. */
  description?: string;
  'aria-label'?: string;
  required?: boolean;
  withAsterisk?: boolean;
  /** Shown under the input unless the typed text itself is refused (then that is said instead). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * A calendar date, typed as MM/dd/yyyy (or pasted as yyyy-MM-dd) or picked from a calendar
 * (`@mantine/dates`). Keys other than digits and slashes are refused, at most 10 characters.
 * Text that names no real date (02/30/2025, a two-digit year) is never stored: on leaving the
 * field the input returns to the last good date (or blank) and says why the text was refused.
 * A calendar date has no time zone, so the day shown is the day stored.
 */
export function CalendarDateInput({ value, onChange, error, ...inputProps }: CalendarDateInputProps) {
  const [refusal, setRefusal] = useState<string | null>(null);

  const refuseOtherKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    const typesText = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (typesText && !TYPEABLE.test(event.key)) event.preventDefault();
  };

  return (
    <DateInput
      {...inputProps}
      value={value ? (parseDateText(value) ?? null) : null}
      valueFormat={DATE_INPUT_VALUE_FORMAT}
      dateParser={(text) => parseDateText(text) ?? null}
      placeholder="MM/dd/yyyy"
      inputMode="numeric"
      maxLength={10}
      minDate={MIN_DATE}
      allowDeselect
      error={refusal ?? error}
      onKeyDown={refuseOtherKeys}
      onBlur={(event) => {
        setRefusal(refusalOf(event.currentTarget.value.trim()));
      }}
      onChange={(date) => {
        setRefusal(null);
        onChange(date);
      }}
    />
  );
}
