import { AUDIT_TRAIL_ENTITY_TYPES, type AuditTrailEntityType, type AuditTrailExportQuery } from 'shared-rules';

/** A user id as services accept it (`IdString`); anything else in the address is ignored. */
const USER_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The trail's filters as the audit page's address carries them (`?actor=&entityType=&from=&to=`),
 * so a filtered trail can be linked. Days are the reader's calendar days, both included.
 */
export interface AuditTrailView {
  actor: string | null;
  entityType: AuditTrailEntityType | null;
  from: string | null;
  to: string | null;
}

export const FILTER_PARAMS = ['actor', 'entityType', 'from', 'to'] as const;

const dayOrNull = (value: string | null) => (value && DAY.test(value) ? value : null);

/** Reads the filters from the address; anything unknown means no filter. */
export function auditTrailViewFromParams(params: URLSearchParams): AuditTrailView {
  const actor = params.get('actor');
  return {
    actor: actor && USER_ID.test(actor) ? actor : null,
    entityType: AUDIT_TRAIL_ENTITY_TYPES.find((type) => type === params.get('entityType')) ?? null,
    from: dayOrNull(params.get('from')),
    to: dayOrNull(params.get('to')),
  };
}

/**
 * The address with the filters of `view`, keeping the page's other parameters; filters not set
 * are left out.
 */
export function withAuditTrailView(params: URLSearchParams, view: AuditTrailView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMS) {
    const value = view[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** Why the days cannot be asked for (the first after the last), or null. Days compare as text: `yyyy-MM-dd`. */
export const periodProblem = (view: AuditTrailView): string | null =>
  view.from && view.to && view.from > view.to ? 'The first day must be on or before the last day.' : null;

/** Whether any filter narrows the trail (so an empty answer means "no match"). */
export const isFiltered = (view: AuditTrailView): boolean => Boolean(view.actor || view.entityType || view.from || view.to);

/**
 * The request's filters (`GET /api/admin/audit-trail` and its export): the days with the
 * reader's offset from UTC at the first day, so they are the days the reader sees.
 */
export function auditTrailQuery(view: AuditTrailView, timeZoneOffsetAt: (day: string) => number = localOffset): AuditTrailExportQuery {
  const anchor = view.from ?? view.to;
  return {
    ...(view.actor ? { actor: view.actor } : {}),
    ...(view.entityType ? { entityType: view.entityType } : {}),
    ...(view.from ? { from: view.from } : {}),
    ...(view.to ? { to: view.to } : {}),
    ...(anchor ? { timeZoneOffset: timeZoneOffsetAt(anchor) } : {}),
  };
}

/** The browser's offset from UTC (minutes, `getTimezoneOffset`) at noon of the day, away from daylight-saving changes. */
function localOffset(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 12).getTimezoneOffset();
}

/** The query string of the export of a view. */
export function exportQueryString(query: AuditTrailExportQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
