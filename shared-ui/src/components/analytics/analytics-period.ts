/**
 * The periods the administration's analytics pages (knowledge analytics, the assistant's overview)
 * are asked for: presets ending today or a custom from–to, carried in the page's address.
 */
import { addDays, differenceInCalendarDays, format, parse } from 'date-fns';
import { parseIsoDate, type IsoCalendarDate } from 'shared-rules';

/** Calendar days asked of services, both included (`?from=&to=`). */
export interface PeriodQuery {
  from: IsoCalendarDate;
  to: IsoCalendarDate;
}

/** The periods offered; `custom` takes its own from–to days. */
export const PERIOD_PRESETS = ['7', '30', '90', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  custom: 'Custom',
};

export const DEFAULT_PERIOD: PeriodPreset = '30';
/** Services answer at most this many days at once. */
export const MAX_PERIOD_DAYS = 366;

const ISO = 'yyyy-MM-dd';
const asDate = (day: IsoCalendarDate) => parse(day, ISO, new Date(0));

/** `day` moved by `days` calendar days (negative: earlier). */
export function shiftDay(day: IsoCalendarDate, days: number): IsoCalendarDate {
  return format(addDays(asDate(day), days), ISO);
}

/** The days of a preset ending `today`, both included: "Last 7 days" is today and the 6 days before. */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, today: IsoCalendarDate): PeriodQuery {
  return { from: shiftDay(today, 1 - Number(preset)), to: today };
}

/** What an analytics page shows, as its address carries it (`?period=7|30|90|custom&from=&to=`). */
export interface AnalyticsView {
  preset: PeriodPreset;
  /** The custom period's days as typed (checked by {@link customRangeProblem}). */
  from: string;
  to: string;
}

export function analyticsViewFromParams(params: URLSearchParams): AnalyticsView {
  const period = params.get('period');
  return {
    preset: PERIOD_PRESETS.find((preset) => preset === period) ?? DEFAULT_PERIOD,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** The address parameters of a view: the default period is the plain address. */
export function analyticsViewParams(view: AnalyticsView): Record<string, string> {
  if (view.preset === 'custom') return { period: 'custom', ...(view.from ? { from: view.from } : {}), ...(view.to ? { to: view.to } : {}) };
  return view.preset === DEFAULT_PERIOD ? {} : { period: view.preset };
}

/** Why a custom period cannot be asked for (a day missing, the end before the start, too long), or null. */
export function customRangeProblem(from: string, to: string): string | null {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (start === undefined || end === undefined) return 'Choose the first and the last day of the period.';
  const days = differenceInCalendarDays(asDate(end), asDate(start)) + 1;
  if (days < 1) return 'The period ends before it starts.';
  if (days > MAX_PERIOD_DAYS) return `A period is at most ${MAX_PERIOD_DAYS} days.`;
  return null;
}

/** The days to ask services for, or null while a custom period is incomplete or wrong. */
export function analyticsQueryOf(view: AnalyticsView, today: IsoCalendarDate): PeriodQuery | null {
  if (view.preset !== 'custom') return presetRange(view.preset, today);
  return customRangeProblem(view.from, view.to) === null ? { from: view.from, to: view.to } : null;
}
