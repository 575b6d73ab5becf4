import { type Kysely, sql } from 'kysely';
import { AUDIT_TRAIL_TEXTS, type AuditTrailEntry, type AuditTrailExportQuery, type AuditTrailPerson } from 'shared-rules';
import type { Database } from '../db/schema';
import { badRequest } from '../http/problem';
import { summarizeAuditEntry } from './trail-summary';

/**
 * Every table where the portal records its writes, as one relation with the same columns. The
 * tables stay as their features wrote them (each outlives the users and records it names, so
 * none has foreign keys to join on); a record's id is qualified by its table so it stays unique.
 * Actions of the feature tables get their feature's prefix (`setting.save`, `assistant.…`).
 */
const TRAIL = sql`
  select 'audit_log:' || a.id as id, a.at, a.actor_id, a.impersonator_id, null::text as actor_name,
         a.action, a.entity_type, a.entity_id, null::text as entity_name, a.details
  from audit_log a
  union all
  select 'setting_audit:' || s.id, s.changed_at, s.changed_by, null, s.changed_by_name,
         'setting.save', 'setting', s.key, null, jsonb_build_object('version', s.version)
  from setting_audit s
  union all
  select 'rule_set_versions:' || r.rule_set_id || ':' || r.version, r.saved_at, r.saved_by, null, r.saved_by_name,
         case when r.restored_from is null then 'rule-set.save' else 'rule-set.restore' end, 'rule-set', r.rule_set_id, r.name,
         jsonb_build_object('version', r.version, 'summary', r.summary, 'restoredFrom', r.restored_from)
  from rule_set_versions r
  union all
  select 'workflow_audit:' || w.id, w.changed_at, w.changed_by, null, w.changed_by_name,
         'workflow.save', 'workflow', w.variant, null, jsonb_build_object('version', w.version)
  from workflow_audit w
  union all
  select 'changelog_audit:' || c.id, c.changed_at, c.changed_by, null, c.changed_by_name,
         'changelog.' || c.action, 'changelog', c.changelog_id, coalesce(c.new_value ->> 'title', c.old_value ->> 'title'), '{}'::jsonb
  from changelog_audit c
  union all
  select 'knowledge_document_audit:' || k.id, k.at, k.actor_id, null, k.actor_name,
         'knowledge-document.' || k.action, 'knowledge-document', k.document_id, d.title, k.details
  from knowledge_document_audit k left join knowledge_documents d on d.id = k.document_id
  union all
  select 'chat_audit:' || h.id, h.at, h.actor_id, null, null,
         'assistant.' || h.action, 'assistant',
         coalesce(h.conversation_id, h.details ->> 'caseId', h.details ->> 'runId', 'assistant'), null, h.details
  from chat_audit h
`;

/** A full name, or null when both parts are empty (the SQL of `first || ' ' || last`). */
const fullName = (alias: string) =>
  sql.raw(`nullif(trim(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, '')), '')`);

/** The filters of a trail read, as services check them. */
export type TrailFilters = AuditTrailExportQuery;

/** Where a page starts: just older than this record (its instant to the microsecond, and its id). */
export interface TrailCursor {
  at: string;
  id: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** An instant to the microsecond, as PostgreSQL keeps it (a JS Date would drop the last three digits). */
const MICROSECOND_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The first instant of a local day (`timeZoneOffset` as `Date.getTimezoneOffset()` gives it); 400 for a day not in the calendar. */
export function startOfDay(day: string, timeZoneOffset: number, field: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const midnightUtc = new Date(Date.UTC(year, month - 1, date));
  if (midnightUtc.getUTCFullYear() !== year || midnightUtc.getUTCMonth() !== month - 1 || midnightUtc.getUTCDate() !== date) {
    throw badRequest('no-such-day', AUDIT_TRAIL_TEXTS.noSuchDay, field);
  }
  return new Date(midnightUtc.getTime() + timeZoneOffset * MINUTE_MS);
}

/** The period the filters ask for: from the first instant of `from` to the first instant after `to`; 400 when reversed. */
export function periodOf(filters: TrailFilters): { start: Date | null; end: Date | null } {
  const offset = filters.timeZoneOffset ?? 0;
  const start = filters.from ? startOfDay(filters.from, offset, 'querystring.from') : null;
  const end = filters.to ? new Date(startOfDay(filters.to, offset, 'querystring.to').getTime() + DAY_MS) : null;
  if (start && end && start >= end) throw badRequest('days-reversed', AUDIT_TRAIL_TEXTS.daysReversed, 'querystring.to');
  return { start, end };
}

/** The opaque `nextCursor` of a page that ends with this record. */
export const encodeCursor = (cursor: TrailCursor): string => Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

/** The record a cursor names; 400 when it was not made by `encodeCursor`. */
export function decodeCursor(text: string): TrailCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [at, id] = parsed;
      if (typeof at === 'string' && MICROSECOND_INSTANT.test(at) && typeof id === 'string' && id.length <= 200) return { at, id };
    }
  } catch {
    // Falls through to the refusal: not base64url JSON.
  }
  throw badRequest('bad-cursor', AUDIT_TRAIL_TEXTS.badCursor, 'querystring.cursor');
}

/** A LIKE pattern matching the text anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface TrailRow {
  id: string;
  at: Date | string;
  atKey: string;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  impersonatorId: string | null;
  impersonatorName: string | null;
  impersonatorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string;
  entityName: string | null;
  details: Record<string, unknown> | string | null;
}

/** Who an entry names: a user by their name today (or as recorded), the portal itself when nobody is named. */
function personOf(id: string | null, name: string | null, email: string | null): AuditTrailPerson {
  if (id === null && name === null) return { id: null, name: 'The portal', email: null };
  return { id, name: name ?? id ?? 'Unknown user', email };
}

function toEntry(row: TrailRow): AuditTrailEntry {
  // node-postgres parses jsonb; a driver that does not hands back text.
  const details = (typeof row.details === 'string' ? JSON.parse(row.details) : (row.details ?? {})) as Record<string, unknown>;
  const entry = {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: personOf(row.actorId, row.actorName, row.actorEmail),
    impersonator: row.impersonatorId ? personOf(row.impersonatorId, row.impersonatorName, row.impersonatorEmail) : null,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityName: row.entityName,
    details,
  };
  return { ...entry, summary: summarizeAuditEntry(entry) };
}

export interface TrailRead {
  entries: AuditTrailEntry[];
  /** The cursor of each entry, to start the next page after it. */
  cursors: TrailCursor[];
}

/**
 * The trail's records that match the filters, newest first (ties by id), at most `limit`, from
 * just after `after`. The actor filter matches the user acted as and the administrator acting,
 * so an administrator's trail shows what they did as someone else. PGlite and PostgreSQL alike.
 */
export async function readTrail(db: Kysely<Database>, filters: TrailFilters, limit: number, after?: TrailCursor): Promise<TrailRead> {
  const { start, end } = periodOf(filters);
  const conditions = [sql`true`];
  if (filters.actor) conditions.push(sql`(t.actor_id = ${filters.actor} or t.impersonator_id = ${filters.actor})`);
  if (filters.entityType) conditions.push(sql`t.entity_type = ${filters.entityType}`);
  if (filters.action) conditions.push(sql`t.action ilike ${containing(filters.action)}`);
  if (start) conditions.push(sql`t.at >= ${start.toISOString()}::timestamptz`);
  if (end) conditions.push(sql`t.at < ${end.toISOString()}::timestamptz`);
  if (after) {
    conditions.push(
      sql`(t.at < ${after.at}::timestamptz or (t.at = ${after.at}::timestamptz and t.id collate "C" < ${after.id} collate "C"))`,
    );
  }
  const result = await sql<TrailRow>`
    select t.id, t.at,
           to_char(t.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "atKey",
           t.actor_id as "actorId", coalesce(${fullName('a')}, t.actor_name) as "actorName", a.email as "actorEmail",
           t.impersonator_id as "impersonatorId", ${fullName('i')} as "impersonatorName", i.email as "impersonatorEmail",
           t.action, t.entity_type as "entityType", t.entity_id as "entityId",
           coalesce(t.entity_name, case when t.entity_type = 'user' then ${fullName('eu')} when t.entity_type = 'organization' then eo.name
                                        when t.entity_type = 'loan' then coalesce(el.loan_number, t.details ->> 'loanNumber')
                                        when t.entity_type = 'loan-document' then t.details ->> 'fileName' end)
             as "entityName",
           t.details
    from (${TRAIL}) t
    left join users a on a.id = t.actor_id
    left join users i on i.id = t.impersonator_id
    left join users eu on t.entity_type = 'user' and eu.id = t.entity_id
    left join organizations eo on t.entity_type = 'organization' and eo.id = t.entity_id
    left join loans el on t.entity_type = 'loan' and el.id = t.entity_id
    where ${sql.join(conditions, sql` and `)}
    order by t.at desc, t.id collate "C" desc
    limit ${limit}
  `.execute(db);
  return {
    entries: result.rows.map(toEntry),
    cursors: result.rows.map((row) => ({ at: row.atKey, id: row.id })),
  };
}
