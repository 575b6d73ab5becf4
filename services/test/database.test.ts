import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase, toCount } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { isDatabaseEmpty, seedDemo } from '../src/db/seed';
import { getOrCreateServerSecret } from '../src/db/secrets';
import { buildTestApp, createTestDatabase, login } from './helpers/test-app';

const countUsers = async (db: Kysely<import('../src/db/schema').Database>) =>
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

describe(`the configured database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('seeds in one transaction: a second seed fails and leaves nothing half-written', async () => {
    const database = await createTestDatabase('database');
    try {
      const before = await countUsers(database.handle.db);
      const notificationsBefore = toCount(
        (
          await database.handle.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n as number | string,
      );
      await expect(seedDemo(database.handle.db)).rejects.toThrow();
      expect(await countUsers(database.handle.db)).toBe(before);
      const notificationsAfter = toCount(
        (
          await database.handle.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n as number | string,
      );
      expect(notificationsAfter).toBe(notificationsBefore);
      expect(typeof before).toBe('number');
    } finally {
      await database.drop();
    }
  });

  it('generates the JWT secret once and keeps it in the database when none is configured', async () => {
    const database = await createTestDatabase('database-secret');
    try {
      const app1 = await buildTestApp(database, { jwtSecret: undefined });
      const pair = await login(app1, 'lo@summit.test');
      await app1.close();
      // A second process on the same database verifies tokens the first one signed.
      const app2 = await buildTestApp(database, { jwtSecret: undefined });
      try {
        const profile = await app2.inject({
          method: 'GET',
          url: '/api/profile',
          headers: { authorization: `Bearer ${pair.access.token}` },
        });
        expect(profile.statusCode).toBe(200);
      } finally {
        await app2.close();
      }
    } finally {
      await database.drop();
    }
  });
});
