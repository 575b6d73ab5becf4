import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Every save of a rule set is kept as a version: who saved it, when, the whole rule set as saved
 * and what changed, so administrators can see the history, compare two versions and restore one.
 * The versions are the rule sets' audit, so they outlive the rule set and the user (no foreign key
 * to rule_sets; the saver's name is kept beside the id). Rule sets that exist already become
 * version 1 as they stand.
 */
export const ruleSetVersionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rule_set_versions')
      .addColumn('rule_set_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('organization_id', 'text')
      .addColumn('tags', 'jsonb', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull())
      .addColumn('rules', 'jsonb', (c) => c.notNull())
      .addColumn('saved_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      // Null: written by the portal's setup (the demo data, this migration), not by a person.
      .addColumn('saved_by_name', 'text')
      .addColumn('saved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('restored_from', 'integer')
      .addPrimaryKeyConstraint('rule_set_versions_pkey', ['rule_set_id', 'version'])
      .execute();
    // The field-rules list shows each rule set's latest save; the primary key serves it (version desc).
    await sql`
      insert into rule_set_versions
        (rule_set_id, version, name, organization_id, tags, enabled, rules, saved_by, saved_by_name, saved_at, summary)
      select r.id, 1, r.name, r.organization_id, r.tags, r.enabled, r.rules, r.updated_by,
             nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
             r.updated_at, 'The rule set as it stood when versions began.'
      from rule_sets r left join users u on u.id = r.updated_by
    `.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rule_set_versions').execute();
  },
};
