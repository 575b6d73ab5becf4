import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { type Static, Type } from 'typebox';
import type { JobRun } from '../../../platform/jobs/job-kinds';
import type { JobRunner } from '../../../platform/jobs/job-runner';
import { insertJob } from '../../../platform/jobs/job-store';
import type { ChatContext, ChatTestCase, ChatTestResult, ChatTestRun, ChatTestRunStatus } from 'shared-rules';
import { loadAuthUser } from '../../../platform/auth/profile';
import type { Database } from '../../../platform/db/schema';
import type { Publish } from '../../../platform/sockets/plugin';
import { ADMINISTRATORS_ROOM } from '../../../platform/sockets/socket-server';
import { composeReply, type ChatRuntime } from '../reply-turn';
import type { ChatTestResultRow, ChatTestRunRow } from '../tables';
import { changeOf, judgeReply } from './judge';
import { listTestCases, testCaseOf, userIdByEmail } from './test-cases';

/** Attempts before a run that keeps failing is marked failed. */
export const MAX_RUN_ATTEMPTS = 3;
/** The job kind of a test run (`platform/jobs`). */
export const TEST_RUN_JOB = 'assistant.test-run';

declare module '../../../platform/jobs/job-kinds' {
  interface JobPayloads {
    [TEST_RUN_JOB]: TestRunJobPayload;
  }
}

const TestRunJobPayloadSchema = Type.Object({ runId: Type.String() });
type TestRunJobPayload = Static<typeof TestRunJobPayloadSchema>;

/** What the worker needs: the assistant's runtime (database, services, line-up), the socket, a log. */
export interface TestRunDeps {
  runtime: ChatRuntime;
  publish: Publish;
  log: FastifyBaseLogger;
}

/** One case asked and judged. */
export interface CaseOutcome {
  passed: boolean;
  failures: string[];
  reply: string;
  latencyMs: number;
}

/**
 * Asks a case's question through the current line-up, as the case's user (their reach) from the
 * case's context, exactly as a message would be answered, but stores no conversation; then
 * judges the reply against the case's expectations.
 */
export async function askCase(runtime: ChatRuntime, testCase: Omit<ChatTestCase, 'id' | 'updatedAt'>): Promise<CaseOutcome> {
  const userId = await userIdByEmail(runtime.db, testCase.asUserEmail);
  const user = userId ? await loadAuthUser(runtime.db, userId) : undefined;
  if (!user) return { passed: false, failures: [`no user “${testCase.asUserEmail}”`], reply: '', latencyMs: 0 };
  const lineUp = await runtime.lineUp();
  const started = performance.now();
  try {
    const context: ChatContext | null = testCase.context ?? null;
    const reply = await composeReply(runtime, lineUp, { user, history: [], message: testCase.question, context });
    const latencyMs = Math.round(performance.now() - started);
    const failures = judgeReply(testCase, reply);
    return { passed: failures.length === 0, failures, reply: reply.content, latencyMs };
  } catch (error) {
    const latencyMs = Math.round(performance.now() - started);
    const reason = error instanceof Error ? error.message : String(error);
    return { passed: false, failures: [`the assistant could not answer: ${reason}`], reply: '', latencyMs };
  }
}

export function testRunOf(row: ChatTestRunRow): ChatTestRun {
  return {
    id: row.id,
    status: row.status,
    provider: row.provider,
    startedBy: row.startedBy,
    createdAt: new Date(row.createdAt).toISOString(),
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
    total: row.total,
    done: row.done,
    passed: row.passed,
    error: row.error,
  };
}

export function testResultOf(row: ChatTestResultRow): ChatTestResult {
  return {
    caseId: row.caseId,
    question: row.question,
    passed: row.passed,
    failures: row.failures,
    reply: row.reply,
    latencyMs: row.latencyMs,
    change: row.change,
  };
}

/** Thrown when a run is queued or running already (the unique partial index decides). */
export class RunAlreadyActive extends Error {}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Queues a run of every enabled case and its job, in the caller's transaction; only one may be queued or running. */
export async function queueTestRun(db: Transaction<Database>, startedBy: string, provider: string, now: Date): Promise<ChatTestRun> {
  const cases = await listTestCases(db, true);
  try {
    const row = await db
      .insertInto('chatTestRuns')
      .values({
        id: randomUUID(),
        status: 'queued',
        provider,
        startedBy,
        caseIds: JSON.stringify(cases.map((testCase) => testCase.id)),
        total: cases.length,
        done: 0,
        passed: 0,
        error: null,
        lockedUntil: null,
        createdAt: now,
        finishedAt: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await insertJob(db, {
      kind: TEST_RUN_JOB,
      payload: { runId: row.id },
      maxAttempts: MAX_RUN_ATTEMPTS,
      idempotencyKey: `${TEST_RUN_JOB}:${row.id}`,
    });
    return testRunOf(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new RunAlreadyActive('A test run is already queued or running.');
    throw error;
  }
}

export async function listTestRuns(db: Kysely<Database>): Promise<ChatTestRun[]> {
  const rows = await db.selectFrom('chatTestRuns').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(200).execute();
  return rows.map(testRunOf);
}

export async function testRunDetail(
  db: Kysely<Database>,
  id: string,
): Promise<{ run: ChatTestRun; results: ChatTestResult[] } | undefined> {
  const run = await db.selectFrom('chatTestRuns').selectAll().where('id', '=', id).executeTakeFirst();
  if (!run) return undefined;
  const results = await db.selectFrom('chatTestResults').selectAll().where('runId', '=', id).orderBy('position').execute();
  return { run: testRunOf(run), results: results.map(testResultOf) };
}

/** Each case's result in the previous finished run. */
async function previousResults(db: Kysely<Database>, run: ChatTestRunRow): Promise<Map<string, boolean>> {
  const previous = await db
    .selectFrom('chatTestRuns')
    .select('id')
    .where('status', '=', 'finished')
    .where('createdAt', '<', run.createdAt)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!previous) return new Map();
  const rows = await db.selectFrom('chatTestResults').select(['caseId', 'passed']).where('runId', '=', previous.id).execute();
  return new Map(rows.map((row) => [row.caseId, row.passed]));
}

function announce(deps: TestRunDeps, run: { id: string; status: ChatTestRunStatus; done: number; total: number; passed: number }) {
  deps.publish('group', ADMINISTRATORS_ROOM, 'test-run-update', {
    runId: run.id,
    status: run.status,
    done: run.done,
    total: run.total,
    passed: run.passed,
  });
}

/**
 * Runs one test run to its end, as its job's handler: each case of the run not yet judged (a
 * resumed run skips the ones a stopped process stored) is asked, judged and stored with its change
 * since the previous finished run, and administrators hear of each case and of the end. A case
 * deleted since the run was queued is left out. The job's lease is renewed after each case; a run
 * whose lease was lost stops there (the worker that took it over goes on). A failure is recorded
 * on the run and thrown, so the job runner tries again; after `MAX_RUN_ATTEMPTS` the run is failed.
 */
export async function runTestRun(deps: TestRunDeps, job: JobRun<TestRunJobPayload>): Promise<void> {
  const { db } = deps.runtime;
  const run = await db.selectFrom('chatTestRuns').selectAll().where('id', '=', job.payload.runId).executeTakeFirst();
  if (!run || run.status === 'finished' || run.status === 'failed') return;
  try {
    await db.updateTable('chatTestRuns').set({ status: 'running' }).where('id', '=', run.id).execute();
    const caseIds = run.caseIds;
    const rows = caseIds.length ? await db.selectFrom('chatTestCases').selectAll().where('id', 'in', caseIds).execute() : [];
    const byId = new Map(rows.map((row) => [row.id, testCaseOf(row)]));
    const judged = await db.selectFrom('chatTestResults').select(['caseId', 'passed']).where('runId', '=', run.id).execute();
    const stored = new Set(judged.map((row) => row.caseId));
    const before = await previousResults(db, run);
    const progress = {
      id: run.id,
      status: 'running' as ChatTestRunStatus,
      total: caseIds.filter((id) => byId.has(id) || stored.has(id)).length,
      done: judged.length,
      passed: judged.filter((row) => row.passed).length,
    };
    await db
      .updateTable('chatTestRuns')
      .set({ total: progress.total, done: progress.done, passed: progress.passed })
      .where('id', '=', run.id)
      .execute();
    for (const [position, caseId] of caseIds.entries()) {
      const testCase = byId.get(caseId);
      if (!testCase || stored.has(caseId)) continue;
      const outcome = await askCase(deps.runtime, testCase);
      progress.done += 1;
      if (outcome.passed) progress.passed += 1;
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('chatTestResults')
          .values({
            runId: run.id,
            caseId,
            position,
            question: testCase.question,
            passed: outcome.passed,
            failures: JSON.stringify(outcome.failures),
            reply: outcome.reply,
            latencyMs: outcome.latencyMs,
            change: changeOf(outcome.passed, before.get(caseId)),
            createdAt: deps.runtime.now(),
          })
          .execute();
        await trx.updateTable('chatTestRuns').set({ done: progress.done, passed: progress.passed }).where('id', '=', run.id).execute();
      });
      announce(deps, progress);
      // The fence after each case: a run whose lease was taken over is the other worker's now.
      if (!(await job.renew())) return;
    }
    const finished = await db
      .updateTable('chatTestRuns')
      .set({ status: 'finished', finishedAt: deps.runtime.now(), error: null })
      .where('id', '=', run.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    announce(deps, finished);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log.warn({ runId: run.id, attempt: job.attempt, reason }, 'assistant test run failed');
    await db.updateTable('chatTestRuns').set({ error: reason }).where('id', '=', run.id).execute();
    throw error;
  }
}

/** The run's last attempt failed: it is marked failed with the reason, and administrators hear of it. */
async function failTestRun(deps: TestRunDeps, runId: string, reason: string): Promise<void> {
  const failed = await deps.runtime.db
    .updateTable('chatTestRuns')
    .set({ status: 'failed', error: reason, finishedAt: deps.runtime.now() })
    .where('id', '=', runId)
    .returningAll()
    .executeTakeFirst();
  if (failed) announce(deps, failed);
}

/** What the test-run routes need of the jobs: to start a queued run at once after its commit. */
export interface TestRunWorker {
  wake(): void;
}

/**
 * Registers the test-run kind with the job runner: every service process runs it; a run is taken
 * by one worker at a time, and a run whose process stopped is resumed by another once its lease
 * expires, from the first case without a stored result.
 */
export function registerTestRunJobs(jobs: JobRunner, deps: TestRunDeps): TestRunWorker {
  jobs.register(TEST_RUN_JOB, {
    payload: TestRunJobPayloadSchema,
    maxAttempts: MAX_RUN_ATTEMPTS,
    // A failed run is resumed soon: the cases it judged are kept.
    backoff: { baseMs: 2_000, maxMs: 60_000 },
    timeoutMs: 30 * 60_000,
    handler: (job) => runTestRun(deps, job),
    onDead: (payload, error) => failTestRun(deps, payload.runId, error),
  });
  return { wake: () => jobs.wake() };
}
