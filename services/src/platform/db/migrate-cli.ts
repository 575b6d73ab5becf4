import type { Kysely } from 'kysely';
import { optionsFromEnv } from '../../config';
import { openDatabase } from './connect';
import { migrateToLatest } from './migrate';

/** `npm run migrate -w services`: applies pending migrations to the configured database. */
async function main(): Promise<void> {
  const { database } = optionsFromEnv();
  const handle = await openDatabase(database);
  try {
    const result = await migrateToLatest(handle.db as Kysely<unknown>);
    const applied = result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
    console.log(`${handle.description}: ${applied.length ? `applied ${applied.join(', ')}` : 'already up to date'}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
