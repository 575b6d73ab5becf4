import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase, toCount } from './connect';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { getOrCreateServerSecret } from './secrets';
import { isDatabaseEmpty } from '../../demo/seed';

// Beside the code rather than in test/: the folder database is PGlite whatever DATABASE_URL says, so
// the PostgreSQL pass (test/ only) would repeat it for nothing. What the folder must keep is proven
// with a few rows: the demo seed (tested on every test database) made this file take a minute on a
// loaded machine, all of it spent writing demo content rather than proving the folder keeps it.
const countOrganisations = async (db: Kysely<Database>) =>
  toCount(
    (
      await db
        .selectFrom('organizations')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n as number | string,
  );

describe('embedded PGlite in a folder (the default, always tested)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is created on first use, and what was written is still there after a restart', async () => {
    console.log(`[database] PGlite in ${dataDir}`);
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrateToLatest(first.db as Kysely<unknown>);
    expect(await isDatabaseEmpty(first.db)).toBe(true);
    await insertOrganisation(first.db);
    const secret = await getOrCreateServerSecret(first.db, 'jwt-signing-key');
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rerun = await migrateToLatest(again.db as Kysely<unknown>);
      expect(rerun.results).toEqual([]);
      expect(await countOrganisations(again.db)).toBe(1);
      expect(await getOrCreateServerSecret(again.db, 'jwt-signing-key')).toBe(secret);
    } finally {
      await again.close();
    }
  });
});

/** One organisation, as an administrator adds it. */
async function insertOrganisation(db: Kysely<Database>) {
  await db
    .insertInto('organizations')
    .values({
      id: 'org-folder-test',
      name: 'Folder Test Lending',
      channelTypes: JSON.stringify(['Correspondent']),
      correspondentSelection: JSON.stringify(['Delegated']),
      approvalStatus: 'Active',
      primaryAeId: null,
    })
    .execute();
}
