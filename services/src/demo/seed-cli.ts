import type { Kysely } from 'kysely';
import { optionsFromEnv } from '../config';
import { openDatabase } from '../platform/db/connect';
import { migrateToLatest } from '../platform/db/migrate';
import { demoLoginLines, isDatabaseEmpty, seedDemo } from './seed';

/**
 * `npm run seed -w services [-- --if-empty]`: migrates, then writes the demo lender. With
 * --if-empty an already populated database is left as it is (what `npm run up` uses).
 */
async function main(): Promise<void> {
  const ifEmpty = process.argv.includes('--if-empty');
  const { database } = optionsFromEnv();
  const handle = await openDatabase(database);
  try {
    await migrateToLatest(handle.db as Kysely<unknown>);
    if (!(await isDatabaseEmpty(handle.db))) {
      if (ifEmpty) {
        console.log(`${handle.description} already has data: seed skipped.`);
        console.log(demoLoginLines().join('\n'));
        return;
      }
      throw new Error(`${handle.description} already has users: seeding again would duplicate them (use --if-empty to skip).`);
    }
    await seedDemo(handle.db);
    console.log(`Seeded the demo lender into ${handle.description}.`);
    console.log(demoLoginLines().join('\n'));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
