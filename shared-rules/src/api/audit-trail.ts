/**
 * The portal-wide audit trail (`/api/admin/audit-trail*`, administrators): every write the portal
 * records, whichever feature keeps it (users, organisations, password links, impersonation,
 * account changes, settings, rule sets, workflows, changelogs, knowledge documents, the
 * assistant), as one newest-first list, and the same list as a CSV file.
 */
import { Type, type Static } from 'typebox';
import { DateTimeString, IdString, Nullable, OpaqueObject, StringEnum } from './schema-kit';

/** What the trail's entries are about; the entity-type filter takes one of these. */
export const AUDIT_TRAIL_ENTITY_TYPES = [
  'user',
  'user-import',
  'organization',
  'route',
  'setting',
  'rule-set',
  'workflow',
  'changelog',
  'knowledge-document',
  'assistant',
  'loan',
  'loan-document',
  'audit-retention',
] as const;
export type AuditTrailEntityType = (typeof AUDIT_TRAIL_ENTITY_TYPES)[number];

export const AUDIT_TRAIL_ENTITY_TYPE_LABELS: Record<AuditTrailEntityType, string> = {
  user: 'User',
  'user-import': 'User import',
  organization: 'Organization',
  // Recorded for every request made while an administrator acts as a user.
  route: 'Request while acting as a user',
  setting: 'Setting',
  'rule-set': 'Rule set',
  workflow: 'Workflow',
  changelog: 'Changelog',
  'knowledge-document': 'Knowledge document',
  assistant: 'Assistant',
  // `loan.view`, while the audit setting records loan views.
  loan: 'Loan',
  // `document.download`, while the audit setting records downloads.
  'loan-document': 'Loan document',
  // `audit.retention`: the portal removing records older than the audit setting keeps.
  'audit-retention': 'Audit retention',
};

/**
 * A loan opened again by the same user within this many minutes is not recorded again, so the
 * several reads of one visit (and live refreshes) make one `loan.view` record.
 */
export const LOAN_VIEW_AUDIT_WINDOW_MINUTES = 5;

/** The label of an entity type; a type the portal does not know yet is shown as it is stored. */
export const auditTrailEntityTypeLabel = (entityType: string): string =>
  AUDIT_TRAIL_ENTITY_TYPE_LABELS[entityType as AuditTrailEntityType] ?? entityType;

/** Entries one page gives unless asked for another size (at most 100). */
export const AUDIT_TRAIL_DEFAULT_PAGE_SIZE = 50;
export const AUDIT_TRAIL_MAX_PAGE_SIZE = 100;

/** At most this many rows go into one CSV export; narrower filters export the rest. */
export const AUDIT_TRAIL_EXPORT_ROW_LIMIT = 50_000;
/** Header of every export: the row limit. */
export const AUDIT_TRAIL_ROW_LIMIT_HEADER = 'x-audit-trail-row-limit';
/** Header of an export that stopped at the row limit (`true`): more records match the filters. */
export const AUDIT_TRAIL_TRUNCATED_HEADER = 'x-audit-trail-truncated';

/** The CSV export's columns, in order. */
export const AUDIT_TRAIL_CSV_COLUMNS = [
  'When',
  'Actor',
  'Actor email',
  'Acting administrator',
  'Action',
  'Entity type',
  'Entity id',
  'Summary',
] as const;

export const AUDIT_TRAIL_TEXTS = {
  administratorsOnly: 'Only administrators can read the audit trail.',
  daysReversed: 'The first day must be on or before the last day.',
  noSuchDay: 'This day does not exist in the calendar.',
  badCursor: 'This page of the audit trail is no longer valid; start again from the newest records.',
  noMatch: 'No audit records match these filters',
  exportTruncated: `The export stopped at ${AUDIT_TRAIL_EXPORT_ROW_LIMIT.toLocaleString('en-US')} rows: narrow the filters to export the rest.`,
} as const;

/** Who did it: a user of the portal, or the portal itself (`id` null) for its own work. */
export const AuditTrailPersonSchema = Type.Object({
  id: Nullable(Type.String()),
  name: Type.String(),
  email: Nullable(Type.String()),
});
export type AuditTrailPerson = Static<typeof AuditTrailPersonSchema>;

export const AuditTrailEntrySchema = Type.Object({
  /** The record's source and its id there (`audit_log:42`, `setting_audit:<uuid>`). */
  id: Type.String(),
  at: DateTimeString(),
  /** The user the write was made as (while impersonating: the user acted as). */
  actor: AuditTrailPersonSchema,
  /** Set when an administrator acted as `actor`: the administrator. */
  impersonator: Nullable(AuditTrailPersonSchema),
  /** `user.update`, `setting.save`, `impersonation.start`, … */
  action: Type.String(),
  /** One of `AUDIT_TRAIL_ENTITY_TYPES` (a newer portal may record others). */
  entityType: Type.String(),
  entityId: Type.String(),
  /** The entity's name today or as recorded (a user's or organisation's name, a rule set's), when known. */
  entityName: Nullable(Type.String()),
  /** One line a person reads: what was done to what. */
  summary: Type.String(),
  /** Ids, counts and choices the record keeps (never secrets). */
  details: OpaqueObject<Record<string, unknown>>(),
});
export type AuditTrailEntry = Static<typeof AuditTrailEntrySchema>;

const DAY = () => Type.String({ format: 'date', description: 'A calendar day, YYYY-MM-DD' });

/** The filters the list and the export share. */
const filterProperties = {
  /** A user id: what they did, and what was done while they acted as someone else or someone acted as them. */
  actor: Type.Optional(IdString()),
  entityType: Type.Optional(StringEnum(AUDIT_TRAIL_ENTITY_TYPES)),
  /** Text the action contains (`user.`, `impersonation`), without regard to case. */
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** From this day, inclusive. */
  from: Type.Optional(DAY()),
  /** To this day, inclusive; not before `from`. */
  to: Type.Optional(DAY()),
  /**
   * Minutes to add to local time to reach UTC, as the browser's `Date.getTimezoneOffset()` gives
   * them (Chicago in winter: 360), so `from` and `to` are the reader's days; 0 (UTC days) when absent.
   */
  timeZoneOffset: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })),
};

/** `GET /api/admin/audit-trail` query: the filters, one page of `pageSize`, from `cursor` (the previous page's `nextCursor`). */
export const AuditTrailQuerySchema = Type.Object(
  {
    ...filterProperties,
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_TRAIL_MAX_PAGE_SIZE, default: AUDIT_TRAIL_DEFAULT_PAGE_SIZE })),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 300, pattern: '^[A-Za-z0-9_-]+$' })),
  },
  { additionalProperties: false },
);
export type AuditTrailQuery = Static<typeof AuditTrailQuerySchema>;

/** `GET /api/admin/audit-trail/export` query: the same filters, every matching record up to the row limit. */
export const AuditTrailExportQuerySchema = Type.Object(filterProperties, { additionalProperties: false });
export type AuditTrailExportQuery = Static<typeof AuditTrailExportQuerySchema>;

/** One page, newest first; `nextCursor` asks for the older records, null on the last page. */
export const AuditTrailPageSchema = Type.Object({
  items: Type.Array(AuditTrailEntrySchema),
  nextCursor: Nullable(Type.String()),
});
export type AuditTrailPage = Static<typeof AuditTrailPageSchema>;

/** The export's answer: `text/csv` (UTF-8 with a byte-order mark, so spreadsheets read names right). */
export const AuditTrailCsvSchema = Type.String({ description: `CSV, columns ${AUDIT_TRAIL_CSV_COLUMNS.join(', ')}` });
