import { sql, type Kysely } from 'kysely';
import type { RuleSetRecord } from 'shared-rules';
import type { Database } from '../../platform/db/schema';
import type { RuleSetRow } from './tables';

export function toRuleSetRecord(row: RuleSetRow): RuleSetRecord {
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organizationId,
    tags: row.tags,
    enabled: row.enabled,
    rules: row.rules,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The rule sets that apply to loans of the given organisations (or of every organisation): the
 * lender-wide ones and each organisation's own, optionally only those carrying `tag`. Ordered
 * lender-wide first, then by id, so the browser and the server list errors in the same order.
 */
export async function ruleSetsFor(
  db: Kysely<Database>,
  organizationIds: readonly string[] | 'every-organization',
  tag?: string,
): Promise<RuleSetRecord[]> {
  let query = db.selectFrom('ruleSets').selectAll();
  if (organizationIds !== 'every-organization') {
    query = query.where((eb) =>
      organizationIds.length === 0
        ? eb('organizationId', 'is', null)
        : eb.or([eb('organizationId', 'is', null), eb('organizationId', 'in', organizationIds)]),
    );
  }
  if (tag !== undefined) query = query.where(sql<boolean>`tags @> ${JSON.stringify([tag])}::jsonb`);
  const rows = await query.execute();
  return rows
    .map(toRuleSetRecord)
    .sort((a, b) => Number(a.organizationId !== null) - Number(b.organizationId !== null) || a.id.localeCompare(b.id));
}
