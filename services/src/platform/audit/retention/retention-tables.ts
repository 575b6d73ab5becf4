/**
 * Every table the audit trail reads (`../trail-query.ts`), as the retention sweep removes its old
 * records: the column that dates a record, the key a batch deletes by, and what is kept whatever
 * its age. A table added to the trail is added here too (the sweep's test lists the trail's tables).
 */
import { sql, type RawBuilder } from 'kysely';

export interface RetentionTable {
  /** The SQL name. */
  table: string;
  /**
   * The key of the table's count in the sweep's outcome and record: the camel-case name the
   * database layer reads jsonb keys back as, so the record reads the same as it was written.
   */
  countKey: string;
  /** What the table records, as the sweep's summary names it. */
  label: string;
  dateColumn: string;
  key: readonly string[];
  /** A condition on the record (aliased `r`) that keeps it whatever its age. */
  keep?: RawBuilder<boolean>;
}

export const RETENTION_TABLES: readonly RetentionTable[] = [
  { table: 'audit_log', countKey: 'auditLog', label: 'people, organisations and access', dateColumn: 'at', key: ['id'] },
  { table: 'setting_audit', countKey: 'settingAudit', label: 'settings', dateColumn: 'changed_at', key: ['id'] },
  {
    table: 'rule_set_versions',
    countKey: 'ruleSetVersions',
    label: 'rule set versions',
    dateColumn: 'saved_at',
    key: ['rule_set_id', 'version'],
    // The latest version is the rule set as it stands (the field-rules list reads it, and the next
    // save numbers from it): it stays however old it is.
    keep: sql<boolean>`r.version = (select max(v.version) from rule_set_versions v where v.rule_set_id = r.rule_set_id)`,
  },
  { table: 'workflow_audit', countKey: 'workflowAudit', label: 'workflows', dateColumn: 'changed_at', key: ['id'] },
  { table: 'changelog_audit', countKey: 'changelogAudit', label: 'changelogs', dateColumn: 'changed_at', key: ['id'] },
  { table: 'knowledge_document_audit', countKey: 'knowledgeDocumentAudit', label: 'knowledge documents', dateColumn: 'at', key: ['id'] },
  { table: 'chat_audit', countKey: 'chatAudit', label: 'the assistant', dateColumn: 'at', key: ['id'] },
];

/**
 * Deletes at most `batchSize` of the table's records dated before `cutoff`, oldest first (the
 * date's index finds them), and answers how many. One statement: the batch goes whole or not at all.
 */
export function deleteBatchSql(spec: RetentionTable, cutoff: Date, batchSize: number): RawBuilder<{ removed: number }> {
  const key = sql.raw(spec.key.join(', '));
  const keyOfR = sql.raw(spec.key.map((column) => `r.${column}`).join(', '));
  const table = sql.raw(spec.table);
  const dated = sql.raw(`r.${spec.dateColumn}`);
  const kept = spec.keep ? sql`and not (${spec.keep})` : sql``;
  return sql<{ removed: number }>`
    with gone as (
      delete from ${table} where (${key}) in (
        select ${keyOfR} from ${table} r
        where ${dated} < ${cutoff.toISOString()}::timestamptz ${kept}
        order by ${dated}
        limit ${batchSize}
      )
      returning 1
    )
    select count(*)::int as removed from gone
  `;
}
