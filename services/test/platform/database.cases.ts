import type { Kysely } from 'kysely';
import { toCount } from '../../src/platform/db/connect';
import { seedDemo } from '../../src/demo/seed';
import { buildTestApp, createTestDatabase, login } from '../helpers/test-app';

const countUsers = async (db: Kysely<import('../../src/platform/db/schema').Database>) =>
  toCount(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n as number | string,
  );

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
