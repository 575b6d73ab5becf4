import type { FastifyInstance } from 'fastify';
import { type Kysely, Migrator, sql } from 'kysely';
import { type AdminUser, type ApiProblem, type PasswordResetLink, type UserImportReport, USER_ADMIN_TEXTS } from 'shared-rules';
import { NO_PASSWORD_HASH } from '../../src/platform/auth/passwords';
import { migrateToLatest } from '../../src/platform/db/migrate';
import { migrations } from '../../src/platform/db/migrations';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { callAs, type Headers, passwordEmailsTo, tokenIn } from '../user-admin/user-admin-helpers';

/** Email addresses are one identity: migration 0026, and every route that takes an address. */

const NEW_PASSWORD = 'harbor lantern copper 58 quilt';

describe('migration 0026-email-identity', () => {
  let database: TestDatabase;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await createTestDatabase('email-identity-migration');
    db = database.handle.db as Kysely<unknown>;
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
  });

  /** Takes the database back to before 0026, as an installation that never ran it. */
  const before0026 = async () => {
    const result = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo('0025-profile-photos');
    if (result.error) throw result.error;
  };
  const typed = () => database.handle.db;
  const account = (id: string, email: string, passwordHash = NO_PASSWORD_HASH, createdAt = new Date()) =>
    typed()
      .insertInto('users')
      .values({
        id,
        email,
        passwordHash,
        firstName: 'Sam',
        lastName: 'Okafor',
        userType: 'external',
        organizationId: 'org-summit',
        roleTypes: JSON.stringify(['lo']),
        personas: JSON.stringify(['3']),
        phone: '',
        cell: '',
        doNotShowAgain: '[]',
        createdAt,
      })
      .execute();
  const emailsOf = async (ids: string[]) =>
    Object.fromEntries(
      (await typed().selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute()).map((row) => [row.id, row.email]),
    );
  const indexExists = async () =>
    (await sql<{ found: number }>`select count(*)::int as found from pg_indexes where indexname = 'users_email_normalised_key'`.execute(db))
      .rows[0].found === 1;
  const applied = async () =>
    (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name);

  it('refuses addresses held by two accounts in use, naming them, and changes nothing', async () => {
    await before0026();
    await account('usr-dup-used', ' LP@Summit.TEST', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA');
    await account('usr-dup-spare', 'Lo@Summit.Test');
    await account('usr-mixed-alone', 'Mixed.Alone@Summit.TEST');

    const failure = migrateToLatest(db);
    await expect(failure).rejects.toThrow(/1 email address is held by more than one account in use/);
    await expect(failure).rejects.toThrow(
      /lp@summit\.test: usr-summit-morgan <lp@summit\.test> \(chose a password[^)]*\), usr-dup-used < LP@Summit\.TEST> \(chose a password\)/,
    );
    // Nothing half-applied: no merge, no address rewritten, no index, 0026 not recorded.
    expect(await emailsOf(['usr-dup-used', 'usr-dup-spare', 'usr-mixed-alone'])).toEqual({
      'usr-dup-used': ' LP@Summit.TEST',
      'usr-dup-spare': 'Lo@Summit.Test',
      'usr-mixed-alone': 'Mixed.Alone@Summit.TEST',
    });
    expect(await indexExists()).toBe(false);
    expect(await applied()).not.toContain('0026-email-identity');
  });

  it('merges an account that never signed in and owns nothing into the one in use, and normalises every address', async () => {
    // The conflict of the previous case is settled the way its report says.
    await typed().updateTable('users').set({ email: 'old.lp@summit.test' }).where('id', '=', 'usr-dup-used').execute();
    // The spare account's invitation (link, email) and a notification: addressed to it, not its own.
    await typed()
      .insertInto('passwordLinks')
      .values({
        id: 'link-spare',
        userId: 'usr-dup-spare',
        tokenHash: 'spare-hash',
        purpose: 'invite',
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .execute();
    await typed()
      .insertInto('outboundEmails')
      .values({
        id: 'mail-spare',
        kind: 'password-link',
        fromAddress: 'no-reply@lender.test',
        toAddresses: JSON.stringify(['Lo@Summit.Test']),
        subject: 'Choose your password',
        text: 'An account was opened for you.',
        status: 'stored',
        recipientUserId: 'usr-dup-spare',
      })
      .execute();
    await typed()
      .insertInto('notifications')
      .values({ id: 'note-spare', userId: 'usr-dup-spare', message: 'Welcome', link: null })
      .execute();
    // Two accounts of one address, neither ever used: the older one stays.
    await account('usr-twin-older', 'Twin@Harbor.test', NO_PASSWORD_HASH, new Date('2026-01-01T00:00:00Z'));
    await account('usr-twin-newer', 'twin@harbor.TEST ', NO_PASSWORD_HASH, new Date('2026-02-01T00:00:00Z'));

    await migrateToLatest(db);

    expect(await emailsOf(['usr-summit-taylor', 'usr-dup-spare', 'usr-mixed-alone', 'usr-twin-older', 'usr-twin-newer'])).toEqual({
      'usr-summit-taylor': 'lo@summit.test',
      'usr-mixed-alone': 'mixed.alone@summit.test',
      'usr-twin-older': 'twin@harbor.test',
    });
    const mail = await typed()
      .selectFrom('outboundEmails')
      .select('recipientUserId')
      .where('id', '=', 'mail-spare')
      .executeTakeFirstOrThrow();
    expect(mail.recipientUserId).toBe('usr-summit-taylor');
    const merges = await typed()
      .selectFrom('auditLog')
      .select(['actorId', 'entityId', 'details'])
      .where('action', '=', 'user.merge')
      .orderBy('entityId')
      .execute();
    expect(merges).toEqual([
      {
        actorId: 'migration:0026-email-identity',
        entityId: 'usr-dup-spare',
        details: expect.objectContaining({ mergedInto: 'usr-summit-taylor', email: 'Lo@Summit.Test', keptEmail: 'lo@summit.test' }),
      },
      {
        actorId: 'migration:0026-email-identity',
        entityId: 'usr-twin-newer',
        details: expect.objectContaining({ mergedInto: 'usr-twin-older', email: 'twin@harbor.TEST ' }),
      },
    ]);
    expect(await indexExists()).toBe(true);
    expect(await applied()).toContain('0026-email-identity');
  });

  it('leaves the database refusing a second account under another case of an address', async () => {
    await expect(account('usr-late', ' LO@summit.test')).rejects.toMatchObject({ code: '23505' });
  });
});

describe('routes that take an address', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let call: ReturnType<typeof callAs>;
  let admin: Headers;

  beforeAll(async () => {
    database = await createTestDatabase('email-identity-routes');
    app = await buildTestApp(database, { rateLimits: { login: { max: 200, timeWindow: 60_000 } } });
    call = callAs(app);
    admin = bearer(await login(app, 'admin@lender.test'));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const takenUnderEmail = { status: 409, code: 'email-taken', fields: [{ field: 'body.email', message: USER_ADMIN_TEXTS.emailTaken }] };
  const problemOf = (response: { json<T>(): T }) => {
    const { status, code, fields } = response.json<ApiProblem>();
    return { status, code, fields };
  };

  it('signs in whatever the case of the address', async () => {
    const pair = await login(app, 'LO@Summit.TEST');
    expect((await call('GET', '/api/profile', bearer(pair))).statusCode).toBe(200);
  });

  it('refuses to add or rename a user to another case of a taken address (409 under the field)', async () => {
    const created = await call('POST', '/api/admin/users', admin, {
      userType: 'external',
      firstName: 'Lee',
      lastName: 'Park',
      email: 'LP@summit.TEST',
      organizationId: 'org-summit',
      roleTypes: ['lp'],
    });
    expect(problemOf(created)).toEqual(takenUnderEmail);
    expect(problemOf(await call('PATCH', '/api/admin/users/usr-summit-taylor', admin, { email: ' Lp@Summit.Test' }))).toEqual(
      takenUnderEmail,
    );
  });

  it('refuses an imported row whose address is another case of a taken one', async () => {
    const csv =
      'First Name,Last Name,Email,Organization ID,Roles\nLee,Park,LP@Summit.Test,org-summit,lp\nKai,Moss,kai.moss@summit.test,org-summit,lo\n';
    const imported = await call('POST', '/api/admin/users/import', admin, { csv });
    expect(imported.statusCode).toBe(200);
    const report = imported.json<UserImportReport>();
    expect([report.imported, report.rows.map((row) => [row.email, row.outcome, row.reasons])]).toEqual([
      0,
      [
        ['lp@summit.test', 'refused', [USER_ADMIN_TEXTS.emailTaken]],
        ['kai.moss@summit.test', 'ready', []],
      ],
    ]);
  });

  it('refuses an email change to another case of a taken address', async () => {
    const own = bearer(await login(app, 'lp@harbor.test'));
    const response = await app.inject({
      method: 'PUT',
      url: '/api/profile/email',
      headers: own,
      payload: { email: 'LO@HARBOR.test', password: 'Portal-Demo-2026' },
    });
    expect(problemOf(response)).toEqual({ status: 409, code: 'email-taken', fields: [expect.objectContaining({ field: 'body.email' })] });
  });

  it('sends a password link to Mixed@Case, whichever case asks, and signs in with any case after', async () => {
    const created = await call('POST', '/api/admin/users', admin, {
      userType: 'external',
      firstName: 'Mira',
      lastName: 'Case',
      email: ' Mixed@Case.TEST ',
      organizationId: 'org-harbor',
      roleTypes: ['lo'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminUser>().email).toBe('mixed@case.test');

    const asked = await call('POST', '/api/auth/password-reset/request', undefined, { email: 'MIXED@case.Test' });
    expect(asked.statusCode).toBe(202);
    const emails = await passwordEmailsTo(app, admin, 'mixed@case.test');
    expect(emails.map((email) => email.to)).toEqual([['mixed@case.test'], ['mixed@case.test']]);
    const token = tokenIn(emails[0]);
    expect((await call('POST', '/api/auth/password-reset/check', undefined, { token })).json<PasswordResetLink>().email).toBe(
      'mixed@case.test',
    );
    expect((await call('POST', '/api/auth/password-reset', undefined, { token, password: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await login(app, 'Mixed@Case.test', NEW_PASSWORD)).access.token).toBeTruthy();
  });
});
