import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AuditTrailPage } from 'shared-rules';
import type { TestDatabase } from '../helpers/test-app';

export type Headers = { authorization: string };

const ADMIN = 'usr-admin-alex';
const TAYLOR = 'usr-summit-taylor';

/**
 * One record in each table the trail reads, in March 2020 (long before the demo data, so a period
 * filter isolates them), one a day from the 2nd, the newest on the 8th at 03:00 UTC (still the
 * 7th in Chicago). The two `audit_log` rows share one instant to the microsecond.
 */
export async function recordOneOfEachSource(database: TestDatabase): Promise<void> {
  const db = database.handle.db as unknown as Kysely<unknown>;
  await sql`
    insert into audit_log (at, actor_id, impersonator_id, action, entity_type, entity_id, details) values
      ('2020-03-02T10:00:00.123456Z', ${ADMIN}, null, 'user.update', 'user', ${TAYLOR}, '{"changed":["phone"]}'),
      ('2020-03-02T10:00:00.123456Z', ${ADMIN}, null, 'user.disable', 'user', 'usr-summit-jamie', '{"changed":["disabledLogin"]}')
  `.execute(db);
  await sql`
    insert into setting_audit (id, key, version, changed_at, changed_by, changed_by_name, old_value, new_value)
    values ('trail-setting-1', 'banner', 2, '2020-03-03T10:00:00Z', ${ADMIN}, 'Alex Morgan', null, '{"enabled":true}')
  `.execute(db);
  await sql`
    insert into rule_set_versions (rule_set_id, version, name, organization_id, tags, enabled, rules, saved_by, saved_by_name, saved_at, summary)
    values ('trail-rules', 1, 'Trail test rules', null, '[]', true, '[]', ${ADMIN}, 'Alex Morgan', '2020-03-04T10:00:00Z', 'Added one rule.')
  `.execute(db);
  await sql`
    insert into workflow_audit (id, variant, version, changed_at, changed_by, changed_by_name, old_definition, new_definition)
    values ('trail-workflow-1', 'WH', 3, '2020-03-05T10:00:00Z', ${ADMIN}, 'Alex Morgan', null, '{}')
  `.execute(db);
  await sql`
    insert into changelog_audit (id, changelog_id, action, changed_at, changed_by, changed_by_name, old_value, new_value)
    values ('trail-changelog-1', 'trail-changelog', 'create', '2020-03-06T10:00:00Z', ${ADMIN}, 'Alex Morgan', null, '{"title":"Spring release"}')
  `.execute(db);
  await sql`
    insert into knowledge_document_audit (document_id, action, actor_id, actor_name, at, details)
    values ('trail-document', 'archive', ${ADMIN}, 'Alex Morgan', '2020-03-07T10:00:00Z', '{}')
  `.execute(db);
  await sql`
    insert into chat_audit (conversation_id, message_id, action, actor_id, at, details)
    values ('trail-conversation', null, 'message-received', ${TAYLOR}, '2020-03-08T03:00:00Z', '{"length":12}')
  `.execute(db);
}

/** The March 2020 records' period, as a query string start. */
export const MARCH_2020 = 'from=2020-03-01&to=2020-03-31';

/** Reads one page of the trail as the caller; fails the test unless it is a 200. */
export async function trailPage(app: FastifyInstance, headers: Headers, query: string): Promise<AuditTrailPage> {
  const response = await app.inject({ method: 'GET', url: `/api/admin/audit-trail?${query}`, headers });
  expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
  return response.json<AuditTrailPage>();
}

/** The actions of a page, newest first. */
export const actionsOf = (page: AuditTrailPage) => page.items.map((entry) => entry.action);
