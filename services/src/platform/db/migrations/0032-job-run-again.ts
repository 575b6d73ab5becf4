import type { Kysely, Migration } from 'kysely';

/**
 * `jobs.run_again`: set when a job is asked for again (`revive`, `requeue`) while it runs. Its
 * worker may already have looked for work (a webhook endpoint's pending deliveries) before the
 * writer committed; the job then goes back to the queue when it completes instead of finishing
 * with that work left undone until something else asks for it.
 */
export const jobRunAgainMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('jobs')
      .addColumn('run_again', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').dropColumn('run_again').execute();
  },
};
