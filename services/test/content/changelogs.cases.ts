import type { FastifyInstance } from 'fastify';
import type { ApiProblem, Changelog, ChangelogInput, ChangelogPeriods } from 'shared-rules';
import { todayOf } from '../../src/features/content/changelogs/changelog-queries';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};
const ADMIN = 'admin@lender.test';
// The demo users who have not read the newest note (the others have read every one).
const TAYLOR = 'lp@harbor.test';
const MORGAN = 'lp@prairie.test';
const SUMMIT_LO = 'lo@summit.test';

beforeAll(async () => {
  database = await createTestDatabase('changelogs');
  app = await buildTestApp(database);
  for (const email of [ADMIN, TAYLOR, MORGAN, SUMMIT_LO, 'ae.jordan@lender.test']) headers[email] = bearer(await login(app, email));
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const list = async (email: string, query = '') =>
  (await app.inject({ method: 'GET', url: `/api/changelogs${query}`, headers: headers[email] })).json<Changelog[]>();
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: ChangelogInput, email = ADMIN) =>
  app.inject({ method, url, headers: headers[email], ...(payload ? { payload } : {}) });
const markRead = (email: string, ids: string[]) =>
  app.inject({ method: 'POST', url: '/api/changelogs/read', headers: headers[email], payload: { ids } });

const DAY_MS = 86_400_000;
const input = (overrides: Partial<ChangelogInput> = {}): ChangelogInput => ({
  title: 'Document checklist',
  version: '3.6.1',
  content: '## Checklist\n\nEvery loan lists the documents still needed.',
  startDate: todayOf(new Date()),
  active: true,
  ...overrides,
});

describe('reading changelogs', () => {
  it('lists the published ones newest first, with one unread for a demo user', async () => {
    const changelogs = await list(TAYLOR);
    expect(changelogs.map((c) => c.version)).toEqual(['3.6.0', '3.5.0', '3.4.0', '3.3.0', '3.0.0']);
    expect(changelogs.filter((c) => c.unread).map((c) => c.version)).toEqual(['3.6.0']);
    expect((await list(TAYLOR, '?unread=true')).map((c) => c.version)).toEqual(['3.6.0']);
    expect(await list(SUMMIT_LO, '?unread=true')).toEqual([]);
  });

  it('gives the years and months that have notes, and lists one month', async () => {
    const periods = (
      await app.inject({ method: 'GET', url: '/api/changelogs/periods', headers: headers[TAYLOR] })
    ).json<ChangelogPeriods>();
    const published = await list(TAYLOR);
    const expected = new Map<number, Set<number>>();
    for (const { startDate } of published) {
      const [year, month] = startDate.split('-').map(Number);
      expected.set(year, (expected.get(year) ?? new Set()).add(month));
    }
    expect(periods.map((p) => p.year)).toEqual([...expected.keys()].sort((a, b) => b - a));
    for (const { year, months } of periods) expect(months).toEqual([...(expected.get(year) ?? [])].sort((a, b) => b - a));

    const [oldest] = published.slice(-1);
    const [year, month] = oldest.startDate.split('-').map(Number);
    const inMonth = await list(TAYLOR, `?year=${year}&month=${month}`);
    expect(inMonth.map((c) => c.id)).toContain(oldest.id);
    expect(inMonth.every((c) => c.startDate.startsWith(`${year}-${String(month).padStart(2, '0')}`))).toBe(true);
    expect((await list(TAYLOR, `?year=${year}`)).every((c) => c.startDate.startsWith(`${year}-`))).toBe(true);
  });

  it('marks read for the caller only, and marking again changes nothing', async () => {
    const [newest] = await list(TAYLOR, '?unread=true');
    expect((await markRead(TAYLOR, [newest.id])).statusCode).toBe(204);
    expect((await markRead(TAYLOR, [newest.id, 'no-such-changelog'])).statusCode).toBe(204);
    expect(await list(TAYLOR, '?unread=true')).toEqual([]);
    expect((await list(MORGAN, '?unread=true')).map((c) => c.id)).toEqual([newest.id]);
  });

  it('refuses a bad read request', async () => {
    const response = await markRead(TAYLOR, []);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiProblem>().fields?.[0]?.field).toBe('body.ids');
  });
});

describe('writing changelogs', () => {
  it('publishes a note every user sees unread, and audits it', async () => {
    const response = await write('POST', '/api/changelogs', input());
    expect(response.statusCode).toBe(201);
    const created = response.json<Changelog>();
    expect(created).toMatchObject({ ...input(), unread: true });
    expect((await list(MORGAN, '?unread=true'))[0]).toMatchObject({ id: created.id, title: 'Document checklist', unread: true });
    const audit = await database.handle.db.selectFrom('changelogAudit').selectAll().where('changelogId', '=', created.id).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'create', changedByName: 'Alex Morgan', oldValue: null, newValue: input() })]);
  });

  it('keeps inactive and future notes from users; administrators see them with all=true', async () => {
    const future = input({ title: 'Coming soon', startDate: todayOf(new Date(Date.now() + 10 * DAY_MS)) });
    const draft = (await write('POST', '/api/changelogs', input({ title: 'Draft', active: false }))).json<Changelog>();
    const scheduled = (await write('POST', '/api/changelogs', future)).json<Changelog>();
    const ids = (await list(TAYLOR)).map((c) => c.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(scheduled.id);
    const everything = (await list(ADMIN, '?all=true')).map((c) => c.id);
    expect(everything).toEqual(expect.arrayContaining([draft.id, scheduled.id]));
    const refused = await app.inject({ method: 'GET', url: '/api/changelogs?all=true', headers: headers[TAYLOR] });
    expect(refused.statusCode).toBe(403);
  });

  it('updates and deletes, auditing each, and answers 404 for an unknown id', async () => {
    const created = (await write('POST', '/api/changelogs', input({ title: 'Typo in the titel' }))).json<Changelog>();
    const updated = await write('PUT', `/api/changelogs/${created.id}`, input({ title: 'Typo in the title' }));
    expect(updated.json<Changelog>().title).toBe('Typo in the title');
    expect((await write('DELETE', `/api/changelogs/${created.id}`)).statusCode).toBe(204);
    expect((await list(TAYLOR)).map((c) => c.id)).not.toContain(created.id);
    const audit = await database.handle.db
      .selectFrom('changelogAudit')
      .select(['action', 'oldValue', 'newValue'])
      .where('changelogId', '=', created.id)
      .orderBy('changedAt')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[2]).toMatchObject({ oldValue: { title: 'Typo in the title' }, newValue: null });
    expect((await write('PUT', '/api/changelogs/no-such-changelog', input())).statusCode).toBe(404);
    expect((await write('DELETE', '/api/changelogs/no-such-changelog')).statusCode).toBe(404);
  });

  it('refuses invalid notes, naming the field', async () => {
    const response = await write('POST', '/api/changelogs', { ...input(), startDate: 'next Monday' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiProblem>().fields?.[0]?.field).toBe('body.startDate');
  });

  it('refuses writes by anyone but an administrator', async () => {
    for (const email of [TAYLOR, 'ae.jordan@lender.test']) {
      const response = await write('POST', '/api/changelogs', input(), email);
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiProblem>().detail).toBe('Only administrators can change changelogs.');
      expect((await write('DELETE', '/api/changelogs/changelog-demo-06', undefined, email)).statusCode).toBe(403);
    }
    expect((await list(TAYLOR)).map((c) => c.id)).toContain('changelog-demo-06');
  });
});
