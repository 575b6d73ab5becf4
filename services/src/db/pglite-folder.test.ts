import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase, toCount } from './connect';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { getOrCreateServerSecret } from './secrets';
import { isDatabaseEmpty, seedDemo } from './seed';

// Beside the code rather than in test/: the folder database is PGlite whatever DATABASE_URL says, so
// the PostgreSQL pass (test/ only) would repeat it for nothing.
const countUsers = async (db: Kysely<Database>) =>
  toCount(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n as number | string,
  );

describe('embedded PGlite in a folder (the default, always tested)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is created on first use, seeded, and still there after a restart', async () => {
    console.log(`[database] PGlite in ${dataDir}`);
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrateToLatest(first.db as Kysely<unknown>);
    expect(await isDatabaseEmpty(first.db)).toBe(true);
    await seedDemo(first.db);
    const secret = await getOrCreateServerSecret(first.db, 'jwt-signing-key');
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rerun = await migrateToLatest(again.db as Kysely<unknown>);
      expect(rerun.results).toEqual([]);
      expect(await countUsers(again.db)).toBe(14);
      expect(await getOrCreateServerSecret(again.db, 'jwt-signing-key')).toBe(secret);
    } finally {
      await again.close();
    }
  });
});
