import { numericValue } from '../rules/values';
import { formatCalendarDate, formatInstantDate } from '../dates';
import { maskPhone } from '../masks/masks';
import { stateName } from '../reference/reference';

export const DISPLAY_TYPES = ['CURRENCY', 'PERCENT', 'DATE', 'BOOLEAN', 'STRING', 'FIXED', 'OPTION', 'INT', 'STATE', 'PHONE'] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];

export interface DisplayOptions {
  /** OPTION: the field's options; the label of the matching value is shown. */
  options?: ReadonlyArray<{ text: string; value: string }>;
  /** FIXED: decimals shown; default 2. PERCENT: at most this many; default 3. */
  places?: number;
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * A field value as the loan pages show it, by display type: CURRENCY `$1,234.50`, PERCENT
 * `6.125%`, DATE `MM/dd/yyyy` (from `MM/dd/yyyy` or `yyyy-MM-dd`, or an ISO timestamp's local day), BOOLEAN `Yes`/`No`,
 * FIXED with fixed decimals, OPTION the option's label, INT `1,235` (rounded), STATE the
 * state's name, PHONE `555-123-4567`. Blank values show as ''. A value that does not fit its
 * type is shown as stored rather than hidden, so bad data stays visible.
 */
export function formatForDisplay(type: DisplayType, value: unknown, options: DisplayOptions = {}): string {
  const raw = text(value);
  if (raw === '') return '';
  const number = numericValue(value);
  switch (type) {
    case 'CURRENCY':
      return Number.isNaN(number) ? raw : currency.format(number);
    case 'PERCENT': {
      if (Number.isNaN(number)) return raw;
      const places = options.places ?? 3;
      return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: places }).format(number)}%`;
    }
    case 'FIXED': {
      if (Number.isNaN(number)) return raw;
      const places = options.places ?? 2;
      return new Intl.NumberFormat('en-US', { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: false }).format(
        number,
      );
    }
    case 'INT':
      return Number.isNaN(number) ? raw : integer.format(number);
    case 'DATE':
      // A field's date is a calendar date, shown on its own day; a timestamp is an instant, shown
      // on the reader's day (slicing its first ten characters would show the UTC day).
      return formatCalendarDate(raw) ?? formatInstantDate(raw) ?? raw;
    case 'BOOLEAN': {
      const upper = raw.toUpperCase();
      if (['Y', 'TRUE', 'X', 'YES'].includes(upper)) return 'Yes';
      if (['N', 'FALSE', 'NO'].includes(upper)) return 'No';
      return raw;
    }
    case 'OPTION':
      return options.options?.find((option) => option.value === raw)?.text ?? raw;
    case 'STATE':
      return stateName(raw) ?? raw;
    case 'PHONE': {
      const digits = raw.replace(/\D/g, '');
      return digits.length >= 10 && digits.length <= 14 ? maskPhone(digits) : raw;
    }
    case 'STRING':
      return raw;
  }
}
