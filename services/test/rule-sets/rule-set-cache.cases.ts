import type { FastifyInstance } from 'fastify';
import type { ApiProblem, LoanCreateRequest, RuleSetSaveRequest } from 'shared-rules';
import { organizationRuleSetsKey } from '../../src/features/rule-sets/compiled-rule-sets';
import { COMPLETE_LOAN_FIELDS } from '../helpers/complete-loan-fields';
import { bearer, buildTestApp, createTestDatabase, login, type TestDatabase } from '../helpers/test-app';

// Loan creation judges a loan with its organisation's compiled create-loan rules, kept in the
// read cache: compiled once per version, and a new version as soon as a rule set is saved.
let database: TestDatabase;
let app: FastifyInstance;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  database = await createTestDatabase('rule-set-cache');
  // A long TTL: every change of verdict below comes from an invalidation, not from expiry.
  app = await buildTestApp(database, { readCacheTtlMs: 600_000 });
  for (const email of ['lo@summit.test', 'admin@lender.test']) headers[email] = bearer(await login(app, email));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

/** A wholesale loan that meets every create-loan rule the demo lender has. */
const summitLoan: LoanCreateRequest = {
  channel: 'Banked - Wholesale',
  delegated: false,
  loanData: {
    loanProgramName: 'Conventional 30 Year Fixed',
    mortgageType: 'Conventional',
    fields: COMPLETE_LOAN_FIELDS,
  },
  contacts: {
    loanOfficer: { orgId: 'org-summit', contactId: 'usr-summit-taylor' },
    loanProcessor: { orgId: 'org-summit', contactId: 'usr-summit-morgan' },
  },
};

const createSummitLoan = () => app.inject({ method: 'POST', url: '/api/loans', headers: headers['lo@summit.test'], payload: summitLoan });

/** Summit's own create-loan rule: every borrower needs an email address (not in `summitLoan`). */
const emailRuleSet: RuleSetSaveRequest = {
  name: 'Summit borrower emails',
  organizationId: 'org-summit',
  tags: ['create-loan'],
  enabled: true,
  rules: [{ id: 'summit-borrower-email', ruleType: 'REQUIRED', fieldIdTemplate: '1240#' }],
};

const saveRuleSet = (body: RuleSetSaveRequest) =>
  app.inject({ method: 'PUT', url: '/api/rule-sets/rs-summit-emails', headers: headers['admin@lender.test'], payload: body });

describe('compiled create-loan rules', () => {
  it('judge new loans by the rules as last saved', async () => {
    expect((await createSummitLoan()).statusCode).toBe(201);

    // Written behind the services' back: the compiled rules cached for Summit still judge …
    await database.handle.db
      .insertInto('ruleSets')
      .values({
        id: 'rs-summit-emails',
        ...emailRuleSet,
        tags: JSON.stringify(emailRuleSet.tags),
        rules: JSON.stringify(emailRuleSet.rules),
      })
      .execute();
    expect((await createSummitLoan()).statusCode).toBe(201);

    // … until a rule set is saved: the next loan is judged by the new rules.
    expect((await saveRuleSet(emailRuleSet)).statusCode).toBe(200);
    const refused = await createSummitLoan();
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ApiProblem>().additionalInfo?.requiredFields?.map((field) => field.fieldId)).toEqual(['1240#1']);

    expect((await saveRuleSet({ ...emailRuleSet, enabled: false })).statusCode).toBe(200);
    expect((await createSummitLoan()).statusCode).toBe(201);
  });

  it('are compiled once per version: loans judged between two saves share one compiled form', async () => {
    const cached = () =>
      app.readCache.ruleSets.get(organizationRuleSetsKey('org-summit', 'create-loan'), () => Promise.reject(new Error('not cached')));
    expect((await createSummitLoan()).statusCode).toBe(201);
    const first = await cached();
    expect((await createSummitLoan()).statusCode).toBe(201);
    expect((await cached()).compiled).toBe(first.compiled);

    expect((await saveRuleSet({ ...emailRuleSet, enabled: false, name: 'Summit borrower emails (off)' })).statusCode).toBe(200);
    await expect(cached()).rejects.toThrow('not cached');
  });
});

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) {
  process.stderr.write(
    '\n[rule-set-cache] REDIS_URL is not set: the cross-process test is SKIPPED (set REDIS_URL=redis://127.0.0.1:6379 to run it).\n',
  );
}
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('a rule set saved through another service process', () => {
  let processB: FastifyInstance;

  beforeAll(async () => {
    processB = await buildTestApp(database, { redisUrl, readCacheTtlMs: 600_000 });
  });

  afterAll(async () => {
    await processB?.close();
  });

  it('drops the compiled rules this process keeps', async () => {
    const processA = await buildTestApp(database, { redisUrl, readCacheTtlMs: 600_000 });
    try {
      const auth = bearer(await login(processB, 'lo@summit.test'));
      const statusOnB = async () =>
        (await processB.inject({ method: 'POST', url: '/api/loans', headers: auth, payload: summitLoan })).statusCode;
      expect(await statusOnB()).toBe(201);
      const saved = await processA.inject({
        method: 'PUT',
        url: '/api/rule-sets/rs-summit-emails',
        headers: bearer(await login(processA, 'admin@lender.test')),
        payload: { ...emailRuleSet, enabled: true },
      });
      expect(saved.statusCode).toBe(200);
      // The message travels through Redis: wait for it, but never longer than two seconds.
      const deadline = Date.now() + 2000;
      let status = await statusOnB();
      while (status !== 422 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = await statusOnB();
      }
      expect(status).toBe(422);
    } finally {
      await processA.close();
    }
  });
});
