import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import Papa from 'papaparse';
import {
  AUDIT_TRAIL_CSV_COLUMNS,
  AUDIT_TRAIL_EXPORT_ROW_LIMIT,
  AUDIT_TRAIL_ROW_LIMIT_HEADER,
  AUDIT_TRAIL_TEXTS,
  AUDIT_TRAIL_TRUNCATED_HEADER,
  type ApiProblem,
} from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { exportTrail } from '../../src/platform/audit/trail-routes';
import { type Headers, MARCH_2020, recordOneOfEachSource } from './audit-trail-helpers';

let database: TestDatabase;
let app: FastifyInstance;
const as = {} as Record<'admin' | 'broker', Headers>;

beforeAll(async () => {
  database = await createTestDatabase('audit-trail-export');
  app = await buildTestApp(database);
  as.admin = bearer(await login(app, 'admin@lender.test'));
  as.broker = bearer(await login(app, 'lo@summit.test'));
  await recordOneOfEachSource(database);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const exportOf = (headers: Headers, query: string) => app.inject({ method: 'GET', url: `/api/admin/audit-trail/export?${query}`, headers });

/** The rows of a CSV answer, its header first (the byte-order mark removed). */
function rowsOf(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;
}

describe('the audit trail export', () => {
  it('downloads the filtered trail as a CSV attachment, newest first, both identities named', async () => {
    const response = await exportOf(as.admin, `${MARCH_2020}&entityType=user`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers[AUDIT_TRAIL_ROW_LIMIT_HEADER]).toBe(String(AUDIT_TRAIL_EXPORT_ROW_LIMIT));
    expect(response.headers[AUDIT_TRAIL_TRUNCATED_HEADER]).toBe('false');
    expect(response.body.split('\r\n')[0]).toBe(`\uFEFF${AUDIT_TRAIL_CSV_COLUMNS.join(',')}`);
    expect(rowsOf(response.body)).toEqual([
      [...AUDIT_TRAIL_CSV_COLUMNS],
      [
        '2020-03-02T10:00:00.123Z',
        'Alex Morgan',
        'admin@lender.test',
        '',
        'user.disable',
        'User',
        'usr-summit-jamie',
        'Turned off sign-in for Jamie Fox',
      ],
      [
        '2020-03-02T10:00:00.123Z',
        'Alex Morgan',
        'admin@lender.test',
        '',
        'user.update',
        'User',
        'usr-summit-taylor',
        'Changed user Taylor Brooks: phone',
      ],
    ]);

    const impersonated = await database.handle.db
      .insertInto('auditLog')
      .values({
        at: '2020-04-01T09:00:00Z',
        actorId: 'usr-summit-taylor',
        impersonatorId: 'usr-admin-alex',
        action: 'impersonation.request',
        entityType: 'route',
        entityId: 'PUT /api/loans/:id/lock',
        details: JSON.stringify({ status: 200 }),
      })
      .execute();
    expect(impersonated).toHaveLength(1);
    const april = rowsOf((await exportOf(as.admin, 'from=2020-04-01&to=2020-04-01')).body);
    expect(april[1]).toEqual([
      '2020-04-01T09:00:00.000Z',
      'Taylor Brooks',
      'lo@summit.test',
      'Alex Morgan <admin@lender.test>',
      'impersonation.request',
      'Request while acting as a user',
      'PUT /api/loans/:id/lock',
      'PUT /api/loans/:id/lock (answered 200)',
    ]);
  });

  it('keeps a spreadsheet from running a cell as a formula', async () => {
    const db = database.handle.db as unknown as Kysely<unknown>;
    await sql`
      insert into audit_log (at, actor_id, action, entity_type, entity_id, details) values
        ('2020-05-01T09:00:00Z', 'usr-admin-alex', '@SUM(A1)', 'organization', '=HYPERLINK("http://example.test","open")', '{}'),
        ('2020-05-01T08:00:00Z', 'usr-admin-alex', 'user.update', 'user', ${'-2+3\n=1'}, '{}'),
        ('2020-05-01T07:00:00Z', 'usr-admin-alex', 'user.update', 'user', '+1 555 0100', '{}')
    `.execute(db);
    const response = await exportOf(as.admin, 'from=2020-05-01&to=2020-05-01');
    expect(response.statusCode).toBe(200);
    // The raw text: the prefixed cell is quoted and its quotes doubled.
    expect(response.body).toContain(`"'=HYPERLINK(""http://example.test"",""open"")"`);
    const rows = rowsOf(response.body).slice(1);
    expect(rows.map((row) => [row[4], row[6], row[7]])).toEqual([
      ["'@SUM(A1)", `'=HYPERLINK("http://example.test","open")`, `'@SUM(A1): organization =HYPERLINK("http://example.test","open")`],
      ['user.update', "'-2+3\n=1", 'Changed user -2+3\n=1'],
      ['user.update', "'+1 555 0100", 'Changed user +1 555 0100'],
    ]);
  });

  it('refuses what the list refuses', async () => {
    const reversed = await exportOf(as.admin, 'from=2020-03-09&to=2020-03-08');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<ApiProblem>()).toMatchObject({ code: 'days-reversed', detail: AUDIT_TRAIL_TEXTS.daysReversed });
    expect((await exportOf(as.admin, 'from=03/08/2020')).statusCode).toBe(400);
    expect((await exportOf(as.admin, 'pageSize=10')).statusCode).toBe(400);
    const broker = await exportOf(as.broker, MARCH_2020);
    expect(broker.statusCode).toBe(403);
    expect(broker.json<ApiProblem>().detail).toBe(AUDIT_TRAIL_TEXTS.administratorsOnly);
  });

  it('stops at the row limit and says it stopped', async () => {
    // The route's limit is AUDIT_TRAIL_EXPORT_ROW_LIMIT (its header says it above); a small one here spares writing 50,000 rows.
    const db = database.handle.db as unknown as Kysely<unknown>;
    await sql`
      insert into audit_log (at, actor_id, action, entity_type, entity_id, details)
      select timestamptz '2019-06-01T00:00:00Z' + n * interval '1 second', 'usr-admin-alex', 'user.update', 'user', 'usr-summit-taylor', '{}'
      from generate_series(1, 6) as n
    `.execute(db);
    const june = { from: '2019-06-01', to: '2019-06-30' };
    const cut = await exportTrail(database.handle.db, june, 5);
    expect(cut.truncated).toBe(true);
    const lines = cut.csv.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 5);
    // Newest first: the oldest record is the one left out.
    expect(lines[1].startsWith('2019-06-01T00:00:06.000Z,')).toBe(true);
    expect(lines.at(-1)?.startsWith('2019-06-01T00:00:02.000Z,')).toBe(true);
    expect((await exportTrail(database.handle.db, june, 6)).truncated).toBe(false);
  });
});
