import type { ChatTestCase, ChatTestCaseInput, ChatTestCaseList, ChatTestRun, ChatTestRunDetail, ChatTestRunList } from 'shared-rules';
import { sql } from 'kysely';
import { MAX_RUN_ATTEMPTS, TEST_RUN_JOB } from '../../src/features/assistant/evaluation/test-runs';
import { claimJobByKey, insertJob } from '../../src/platform/jobs/job-store';
import { chatTestApp } from './chat-helpers';

const BROKER = 'lo@summit.test';
const ADMIN = 'admin@lender.test';
const AE = 'ae.jordan@lender.test';

const chat = chatTestApp('chat_test_runs', [BROKER, ADMIN, AE]);

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, email: string, payload?: unknown) =>
  chat.app.inject({ method, url, headers: chat.headers[email], ...(payload === undefined ? {} : { payload: payload as object }) });

const pipelineCase: ChatTestCaseInput = {
  question: 'Open my pipeline',
  asUserEmail: BROKER,
  context: { pageType: 'pipeline' },
  expectedActionType: 'NAVIGATE',
  expectedRouteName: 'pipeline',
  expectedDocumentId: null,
  expectedFacts: [],
  enabled: true,
};

async function waitForRun(id: string, ms = 60_000): Promise<ChatTestRunDetail['data']> {
  const until = Date.now() + ms;
  for (;;) {
    const detail = (await chat.get(`/api/chat/admin/test-runs/${id}`, ADMIN)).json<ChatTestRunDetail>().data;
    if (detail.run.status === 'finished' || detail.run.status === 'failed') return detail;
    if (Date.now() > until) throw new Error(`run ${id} still ${detail.run.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Leaves only the given cases enabled, so a run is short. */
async function enableOnly(ids: string[]) {
  await chat.database.handle.db.updateTable('chatTestCases').set({ enabled: false }).where('id', 'not in', ids).execute();
}

it('keeps an expected route, document or action given as null (or empty) as none, not as an empty text', async () => {
  const created = await send('POST', '/api/chat/admin/test-cases', ADMIN, {
    ...pipelineCase,
    question: 'Where do I see my loans?',
    expectedActionType: null,
    expectedRouteName: null,
    expectedDocumentId: '',
  });
  expect(created.statusCode).toBe(201);
  expect(created.json<{ data: ChatTestCase }>().data).toMatchObject({
    expectedActionType: null,
    expectedRouteName: null,
    expectedDocumentId: null,
  });
  await send('DELETE', `/api/chat/admin/test-cases/${created.json<{ data: ChatTestCase }>().data.id}`, ADMIN);
});

it('seeds the evaluation set as test cases and refuses anyone but administrators', async () => {
  const cases = (await chat.get('/api/chat/admin/test-cases', ADMIN)).json<ChatTestCaseList>().data;
  expect(cases.length).toBeGreaterThanOrEqual(50);
  expect(cases.every((testCase) => !testCase.question.includes('{loan:'))).toBe(true);
  for (const url of ['/api/chat/admin/test-cases', '/api/chat/admin/test-runs', `/api/chat/admin/test-runs/${cases[0].id}`]) {
    expect((await chat.get(url, BROKER)).statusCode).toBe(404);
    expect((await chat.get(url, AE)).statusCode).toBe(404);
  }
  for (const [method, url] of [
    ['POST', '/api/chat/admin/test-cases'],
    ['PUT', `/api/chat/admin/test-cases/${cases[0].id}`],
    ['DELETE', `/api/chat/admin/test-cases/${cases[0].id}`],
    ['POST', '/api/chat/admin/test-runs'],
  ] as const) {
    const refused = await send(
      method,
      url,
      BROKER,
      method === 'DELETE' ? undefined : method === 'POST' && url.endsWith('runs') ? {} : pipelineCase,
    );
    expect([403, 404]).toContain(refused.statusCode);
  }
  expect(await chat.database.handle.db.selectFrom('chatTestRuns').select('id').execute()).toEqual([]);
});

it('creates, validates, changes and deletes test cases, audited', async () => {
  const created = await send('POST', '/api/chat/admin/test-cases', ADMIN, pipelineCase);
  expect(created.statusCode).toBe(201);
  const testCase = created.json<{ data: ChatTestCase }>().data;
  expect(testCase).toMatchObject({ ...pipelineCase, id: expect.any(String) });

  expect(
    (await send('POST', '/api/chat/admin/test-cases', ADMIN, { ...pipelineCase, asUserEmail: 'nobody@nowhere.test' })).statusCode,
  ).toBe(422);
  expect((await send('POST', '/api/chat/admin/test-cases', ADMIN, { ...pipelineCase, question: '' })).statusCode).toBe(400);
  expect((await send('POST', '/api/chat/admin/test-cases', ADMIN, { ...pipelineCase, expectedActionType: 'JUMP' })).statusCode).toBe(400);
  const bare = await send('POST', '/api/chat/admin/test-cases', ADMIN, {
    ...pipelineCase,
    expectedActionType: null,
    expectedRouteName: null,
  });
  expect(bare.json<{ data: ChatTestCase }>().data).toMatchObject({
    expectedActionType: null,
    expectedRouteName: null,
    expectedDocumentId: null,
  });
  await send('DELETE', `/api/chat/admin/test-cases/${bare.json<{ data: ChatTestCase }>().data.id}`, ADMIN);

  const changed = await send('PUT', `/api/chat/admin/test-cases/${testCase.id}`, ADMIN, { ...pipelineCase, question: 'Go to my pipeline' });
  expect(changed.statusCode).toBe(200);
  expect(changed.json<{ data: ChatTestCase }>().data.question).toBe('Go to my pipeline');
  expect(
    (await send('PUT', `/api/chat/admin/test-cases/${testCase.id}`, ADMIN, { ...pipelineCase, asUserEmail: 'x@y.test' })).statusCode,
  ).toBe(422);
  expect((await send('PUT', '/api/chat/admin/test-cases/no-such-case', ADMIN, pipelineCase)).statusCode).toBe(404);

  expect((await send('DELETE', `/api/chat/admin/test-cases/${testCase.id}`, ADMIN)).statusCode).toBe(204);
  expect((await send('DELETE', `/api/chat/admin/test-cases/${testCase.id}`, ADMIN)).statusCode).toBe(404);

  const audit = await chat.database.handle.db
    .selectFrom('chatAudit')
    .select(['action', 'details'])
    .where('action', 'in', ['test-case-created', 'test-case-updated', 'test-case-deleted'])
    .where('actorId', '=', chat.ids[ADMIN])
    .orderBy('id')
    .execute();
  expect(audit.filter((row) => (row.details as { caseId?: string }).caseId === testCase.id).map((row) => row.action)).toEqual([
    'test-case-created',
    'test-case-updated',
    'test-case-deleted',
  ]);
  expect(audit.some((row) => (row.details as { caseId?: string }).caseId === testCase.id)).toBe(true);
});

it('runs the enabled cases to the end, one run at a time, and compares with the previous run', async () => {
  const passing = (await send('POST', '/api/chat/admin/test-cases', ADMIN, pipelineCase)).json<{ data: ChatTestCase }>().data;
  const failing = (
    await send('POST', '/api/chat/admin/test-cases', ADMIN, {
      ...pipelineCase,
      question: 'Open my chat history',
      expectedRouteName: 'chatHistory',
      expectedFacts: ['Prior to Docs'],
    })
  ).json<{ data: ChatTestCase }>().data;
  await enableOnly([passing.id, failing.id]);

  const queued = await send('POST', '/api/chat/admin/test-runs', ADMIN);
  expect(queued.statusCode).toBe(202);
  const run = queued.json<{ data: ChatTestRun }>().data;
  expect(run).toMatchObject({ status: 'queued', provider: 'built-in', startedBy: chat.ids[ADMIN], total: 2, done: 0, passed: 0 });
  // One run at a time: the worker may already have finished this one, so the 409 is tested below with a run held running.

  const first = await waitForRun(run.id);
  expect(first.run).toMatchObject({ status: 'finished', total: 2, done: 2, passed: 1, error: null });
  expect(first.run.finishedAt).not.toBeNull();
  expect(first.results.map((result) => [result.caseId, result.passed, result.change])).toEqual([
    [passing.id, true, 'new'],
    [failing.id, false, 'new'],
  ]);
  expect(first.results[1].failures).toEqual(['fact “Prior to Docs” missing']);
  expect(first.results[0].reply).toContain('pipeline');
  // Asked without a conversation in the user's history.
  const conversations = await chat.database.handle.db
    .selectFrom('chatConversations')
    .select('id')
    .where('ownerUserId', '=', chat.ids[BROKER])
    .where('title', 'in', ['Open my pipeline', 'Open my chat history'])
    .execute();
  expect(conversations).toEqual([]);

  // The failing case is fixed; the passing one now breaks.
  await send('PUT', `/api/chat/admin/test-cases/${failing.id}`, ADMIN, {
    ...pipelineCase,
    question: 'Open my chat history',
    expectedRouteName: 'chatHistory',
  });
  await send('PUT', `/api/chat/admin/test-cases/${passing.id}`, ADMIN, { ...pipelineCase, expectedRouteName: 'dashboard' });
  const second = (await send('POST', '/api/chat/admin/test-runs', ADMIN)).json<{ data: ChatTestRun }>().data;
  const again = await waitForRun(second.id);
  expect(again.results.map((result) => [result.passed, result.change])).toEqual([
    [false, 'broke'],
    [true, 'fixed'],
  ]);
  expect(again.results[0].failures).toEqual(['no NAVIGATE action to “dashboard”']);

  const third = (await send('POST', '/api/chat/admin/test-runs', ADMIN)).json<{ data: ChatTestRun }>().data;
  expect((await waitForRun(third.id)).results.map((result) => result.change)).toEqual(['same', 'same']);

  const runs = (await chat.get('/api/chat/admin/test-runs', ADMIN)).json<ChatTestRunList>().data;
  expect(runs.slice(0, 3).map((listed) => listed.id)).toEqual([third.id, second.id, run.id]);
  expect((await chat.get('/api/chat/admin/test-runs/no-such-run', ADMIN)).statusCode).toBe(404);
  const started = await chat.database.handle.db
    .selectFrom('chatAudit')
    .select('details')
    .where('action', '=', 'test-run-started')
    .execute();
  expect(started.map((row) => (row.details as { runId: string }).runId)).toEqual(expect.arrayContaining([run.id, second.id, third.id]));
});

it('resumes a run whose process stopped once its claim expires, keeping the results it stored', async () => {
  const { db } = chat.database.handle;
  const cases = (await chat.get('/api/chat/admin/test-cases', ADMIN)).json<ChatTestCaseList>().data.filter((c) => c.enabled);
  const [done, left] = cases;
  const id = 'run-interrupted';
  const stoppedAt = new Date();
  await db
    .insertInto('chatTestRuns')
    .values({
      id,
      status: 'running',
      provider: 'built-in',
      startedBy: chat.ids[ADMIN],
      caseIds: JSON.stringify([done.id, left.id]),
      total: 2,
      done: 1,
      passed: 1,
      error: null,
      lockedUntil: new Date(stoppedAt.getTime() + 120_000),
      createdAt: stoppedAt,
      finishedAt: null,
    })
    .execute();
  await db
    .insertInto('chatTestResults')
    .values({
      runId: id,
      caseId: done.id,
      position: 0,
      question: done.question,
      passed: true,
      failures: '[]',
      reply: 'stored before the stop',
      latencyMs: 5,
      change: 'same',
      createdAt: stoppedAt,
    })
    .execute();
  // The stopped process had claimed the run's job: its lease holds for two minutes.
  const key = `${TEST_RUN_JOB}:${id}`;
  await insertJob(db, { kind: TEST_RUN_JOB, payload: { runId: id }, maxAttempts: MAX_RUN_ATTEMPTS, idempotencyKey: key });
  expect(await claimJobByKey(db, key, 'a-stopped-process', 120_000)).not.toBeNull();
  // While its claim holds, the run is another process's; it is refused again (one at a time).
  expect((await send('POST', '/api/chat/admin/test-runs', ADMIN)).statusCode).toBe(409);

  const publish = jest.spyOn(chat.app, 'publish');
  let published: unknown[][] = [];
  try {
    expect(await chat.app.jobs.drain()).toBe(0);
    await sql`update jobs set locked_until = now() - interval '1 second' where idempotency_key = ${key}`.execute(db);
    expect(await chat.app.jobs.drain()).toBe(1);
    published = [...publish.mock.calls];
  } finally {
    publish.mockRestore();
  }
  const detail = (await chat.get(`/api/chat/admin/test-runs/${id}`, ADMIN)).json<ChatTestRunDetail>().data;
  expect(detail.run).toMatchObject({ id, status: 'finished', total: 2, done: 2 });
  expect(detail.results.map((result) => result.caseId)).toEqual([done.id, left.id]);
  expect(detail.results[0].reply).toBe('stored before the stop');
  expect(published).toEqual([
    ['group', 'administrators', 'test-run-update', { runId: id, status: 'running', done: 2, total: 2, passed: expect.any(Number) }],
    ['group', 'administrators', 'test-run-update', { runId: id, status: 'finished', done: 2, total: 2, passed: expect.any(Number) }],
  ]);
});
