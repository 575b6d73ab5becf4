import type { Kysely } from 'kysely';
import type { SettingAuditPage, SettingAuditQuery } from 'shared-rules';
import type { Database } from '../db/schema';

export const DEFAULT_AUDIT_LIMIT = 50;

/** Saves of settings, newest first: of one key or of all, before an instant (the next page). */
export async function listSettingAudit(db: Kysely<Database>, query: SettingAuditQuery): Promise<SettingAuditPage> {
  const limit = query.limit ?? DEFAULT_AUDIT_LIMIT;
  let select = db
    .selectFrom('settingAudit')
    .selectAll()
    .orderBy('changedAt', 'desc')
    .orderBy('id', 'desc')
    // One more than asked tells whether another page exists.
    .limit(limit + 1);
  if (query.key !== undefined) select = select.where('key', '=', query.key);
  if (query.before !== undefined) select = select.where('changedAt', '<', new Date(query.before));
  const rows = await select.execute();
  return {
    entries: rows.slice(0, limit).map((row) => ({
      id: row.id,
      key: row.key,
      version: row.version,
      changedAt: row.changedAt.toISOString(),
      changedBy: { id: row.changedBy, name: row.changedByName },
      oldValue: row.oldValue,
      newValue: row.newValue,
    })),
    hasMore: rows.length > limit,
  };
}
