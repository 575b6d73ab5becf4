import { MONTH_NAMES } from 'shared-rules';

/** The year and month chosen by `?year=&month=` (each absent when missing or not a real value). */
export interface ChangelogPeriod {
  year?: number;
  month?: number;
}

/** Reads the page's query; a month without a year means nothing and is dropped. */
export function periodFromSearch(params: URLSearchParams): ChangelogPeriod {
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  if (!Number.isInteger(year) || year < 1890 || year > 9999) return {};
  return Number.isInteger(month) && month >= 1 && month <= 12 ? { year, month } : { year };
}

/** "March 2026", "2026", or "" for every note. */
export function periodLabel({ year, month }: ChangelogPeriod): string {
  if (year === undefined) return '';
  return month === undefined ? String(year) : `${MONTH_NAMES[month - 1]} ${year}`;
}
