import type { FastifyInstance } from 'fastify';
import { AUDIT_TRAIL_TEXTS, type ApiProblem, type AuditTrailEntry, type ImpersonationStart } from 'shared-rules';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';
import { actionsOf, type Headers, MARCH_2020, recordOneOfEachSource, trailPage } from './audit-trail-helpers';

let database: TestDatabase;
let app: FastifyInstance;
const as = {} as Record<'admin' | 'ae' | 'broker', Headers>;

beforeAll(async () => {
  database = await createTestDatabase('audit-trail');
  app = await buildTestApp(database);
  as.admin = bearer(await login(app, 'admin@lender.test'));
  as.ae = bearer(await login(app, 'ae.jordan@lender.test'));
  as.broker = bearer(await login(app, 'lo@summit.test'));
  await recordOneOfEachSource(database);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const alex = { id: 'usr-admin-alex', name: 'Alex Morgan', email: 'admin@lender.test' };
const taylor = { id: 'usr-summit-taylor', name: 'Taylor Brooks', email: 'lo@summit.test' };

async function refused(headers: Headers, query: string): Promise<ApiProblem & { status: number }> {
  const response = await app.inject({ method: 'GET', url: `/api/admin/audit-trail?${query}`, headers });
  return { ...response.json<ApiProblem>(), status: response.statusCode };
}

describe('the audit trail', () => {
  it('lists the records of every table newest first, naming who did what to what', async () => {
    const page = await trailPage(app, as.admin, MARCH_2020);
    expect(actionsOf(page)).toEqual([
      'assistant.message-received',
      'knowledge-document.archive',
      'changelog.create',
      'workflow.save',
      'rule-set.save',
      'setting.save',
      // One instant: the ids break the tie.
      'user.disable',
      'user.update',
    ]);
    expect(page.nextCursor).toBeNull();
    const byAction = (action: string) => page.items.find((entry) => entry.action === action) as AuditTrailEntry;
    expect(byAction('user.update')).toEqual({
      id: expect.stringMatching(/^audit_log:\d+$/),
      at: '2020-03-02T10:00:00.123Z',
      actor: alex,
      impersonator: null,
      action: 'user.update',
      entityType: 'user',
      entityId: 'usr-summit-taylor',
      entityName: 'Taylor Brooks',
      summary: 'Changed user Taylor Brooks: phone',
      details: { changed: ['phone'] },
    });
    expect(byAction('user.disable').summary).toBe('Turned off sign-in for Jamie Fox');
    expect(byAction('setting.save')).toMatchObject({
      id: 'setting_audit:trail-setting-1',
      actor: alex,
      entityType: 'setting',
      entityId: 'banner',
      summary: 'Saved the banner setting (version 2)',
    });
    expect(byAction('rule-set.save')).toMatchObject({
      id: 'rule_set_versions:trail-rules:1',
      entityName: 'Trail test rules',
      summary: 'Saved rule set Trail test rules (version 1): Added one rule.',
    });
    expect(byAction('workflow.save').summary).toBe('Saved the WH workflow (version 3)');
    expect(byAction('changelog.create').summary).toBe('Added changelog Spring release');
    expect(byAction('knowledge-document.archive')).toMatchObject({ entityType: 'knowledge-document', entityId: 'trail-document' });
    expect(byAction('assistant.message-received')).toMatchObject({
      actor: taylor,
      entityType: 'assistant',
      entityId: 'trail-conversation',
      summary: 'Assistant: message received',
    });
  });

  it('shows both identities when an administrator acted as a user', async () => {
    const started = await app.inject({ method: 'POST', url: '/api/admin/users/usr-summit-taylor/impersonate', headers: as.admin });
    expect(started.statusCode).toBe(200);
    const actingAsTaylor = { authorization: `Bearer ${started.json<ImpersonationStart>().tokens.access.token}` };
    const write = await app.inject({
      method: 'POST',
      url: '/api/error-logs',
      headers: actingAsTaylor,
      payload: { kind: 'script-error', message: 'A button did nothing', route: '/pipeline', buildId: 'test-build' },
    });
    expect(write.statusCode).toBeLessThan(300);

    // The request is recorded once its answer has gone: wait for the row.
    let request: AuditTrailEntry | undefined;
    for (let attempt = 0; attempt < 50 && !request; attempt += 1) {
      const page = await trailPage(app, as.admin, 'entityType=route&actor=usr-summit-taylor');
      request = page.items.find((entry) => entry.entityId === 'POST /api/error-logs');
      if (!request) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(request).toMatchObject({
      actor: taylor,
      impersonator: alex,
      action: 'impersonation.request',
      summary: expect.stringMatching(/^POST \/api\/error-logs \(answered 2\d\d\)$/),
    });

    // The administrator's own trail holds what they did as Taylor, and the start of it.
    const asAlex = await trailPage(app, as.admin, 'actor=usr-admin-alex&action=impersonation');
    expect(asAlex.items.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^POST \/api\/error-logs/), 'Started acting as Taylor Brooks']),
    );
    expect(asAlex.items.find((entry) => entry.action === 'impersonation.start')).toMatchObject({ actor: alex, impersonator: null });
  });

  it('filters by actor, entity type, action text and days', async () => {
    expect(actionsOf(await trailPage(app, as.admin, `${MARCH_2020}&actor=usr-summit-taylor`))).toEqual(['assistant.message-received']);
    expect(actionsOf(await trailPage(app, as.admin, `${MARCH_2020}&entityType=setting`))).toEqual(['setting.save']);
    expect(actionsOf(await trailPage(app, as.admin, `${MARCH_2020}&entityType=user`))).toEqual(['user.disable', 'user.update']);
    expect(actionsOf(await trailPage(app, as.admin, `${MARCH_2020}&action=RULE-SET`))).toEqual(['rule-set.save']);
    // `_` and `%` are taken literally.
    expect(actionsOf(await trailPage(app, as.admin, `${MARCH_2020}&action=_`))).toEqual([]);
    expect(actionsOf(await trailPage(app, as.admin, 'from=2020-03-04&to=2020-03-05'))).toEqual(['workflow.save', 'rule-set.save']);
    expect(actionsOf(await trailPage(app, as.admin, 'from=2020-03-03&to=2020-03-03'))).toEqual(['setting.save']);
    // 03:00 UTC on the 8th is the 8th in UTC and the 7th in Chicago (360 minutes behind).
    expect(actionsOf(await trailPage(app, as.admin, 'from=2020-03-08&to=2020-03-08'))).toEqual(['assistant.message-received']);
    expect(actionsOf(await trailPage(app, as.admin, 'from=2020-03-08&to=2020-03-08&timeZoneOffset=360'))).toEqual([]);
    expect(actionsOf(await trailPage(app, as.admin, 'from=2020-03-07&to=2020-03-07&timeZoneOffset=360'))).toEqual([
      'assistant.message-received',
      'knowledge-document.archive',
    ]);
  });

  it('pages with the cursor of the previous page, without losing or repeating a record, ties included', async () => {
    const whole = await trailPage(app, as.admin, MARCH_2020);
    const seen: string[] = [];
    let query = `${MARCH_2020}&pageSize=3`;
    for (let pages = 0; pages < 10; pages += 1) {
      const page = await trailPage(app, as.admin, query);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((entry) => entry.id));
      if (!page.nextCursor) break;
      query = `${MARCH_2020}&pageSize=3&cursor=${page.nextCursor}`;
    }
    expect(seen).toEqual(whole.items.map((entry) => entry.id));

    const first = await trailPage(app, as.admin, `${MARCH_2020}&entityType=user&pageSize=1`);
    expect(actionsOf(first)).toEqual(['user.disable']);
    const second = await trailPage(app, as.admin, `${MARCH_2020}&entityType=user&pageSize=1&cursor=${first.nextCursor}`);
    expect(actionsOf(second)).toEqual(['user.update']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses bad filters with a clear message', async () => {
    expect(await refused(as.admin, 'from=2020-03-09&to=2020-03-08')).toMatchObject({
      status: 400,
      code: 'days-reversed',
      detail: AUDIT_TRAIL_TEXTS.daysReversed,
    });
    expect(await refused(as.admin, 'from=2020-02-30')).toMatchObject({ status: 400, detail: expect.stringContaining('querystring.from') });
    expect(await refused(as.admin, 'to=yesterday')).toMatchObject({ status: 400, detail: expect.stringContaining('querystring.to') });
    expect(await refused(as.admin, 'entityType=loan-file')).toMatchObject({ status: 400, detail: expect.stringContaining('entityType') });
    expect(await refused(as.admin, 'pageSize=101')).toMatchObject({ status: 400, detail: expect.stringContaining('pageSize') });
    expect(await refused(as.admin, 'cursor=bm90LWEtY3Vyc29y')).toMatchObject({
      status: 400,
      code: 'bad-cursor',
      detail: AUDIT_TRAIL_TEXTS.badCursor,
    });
    expect(await refused(as.admin, 'sort=name')).toMatchObject({ status: 400, detail: expect.stringContaining('sort') });
  });

  it('is for administrators only, refused before the filters are read', async () => {
    for (const caller of [as.ae, as.broker]) {
      expect(await refused(caller, MARCH_2020)).toMatchObject({
        status: 403,
        code: 'administrators-only',
        detail: AUDIT_TRAIL_TEXTS.administratorsOnly,
      });
      expect(await refused(caller, 'from=nonsense')).toMatchObject({ status: 403 });
    }
    const signedOut = await app.inject({ method: 'GET', url: '/api/admin/audit-trail' });
    expect(signedOut.statusCode).toBe(401);
  });
});
