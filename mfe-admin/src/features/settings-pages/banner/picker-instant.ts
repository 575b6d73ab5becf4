import { format, isValid, parse, parseISO } from 'date-fns';

/** How @mantine/dates pickers hold a date and time: local, `YYYY-MM-DD HH:mm:ss`. */
const PICKER_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** A stored ISO instant as the picker's local value; null for no date or a text that names none. */
export function toPickerValue(instant: string | null): string | null {
  if (!instant) return null;
  const date = parseISO(instant);
  return isValid(date) ? format(date, PICKER_FORMAT) : null;
}

/** The picker's local value as the ISO instant the setting stores; null when cleared or unreadable. */
export function fromPickerValue(value: string | Date | null): string | null {
  if (value === null || value === '') return null;
  const date = value instanceof Date ? value : parse(value, PICKER_FORMAT, new Date());
  return isValid(date) ? date.toISOString() : null;
}
