import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { type PollingWorker, startPollingWorker } from '../../../platform/jobs/polling-worker';
import type { ChatContext, ChatTestCase, ChatTestResult, ChatTestRun, ChatTestRunStatus } from 'shared-rules';
import { loadAuthUser } from '../../../platform/auth/profile';
import type { Database } from '../../../platform/db/schema';
import type { Publish } from '../../../platform/sockets/plugin';
import { ADMINISTRATORS_ROOM } from '../../../platform/sockets/socket-server';
import { composeReply, type ChatRuntime } from '../reply-turn';
import type { ChatTestResultRow, ChatTestRunRow } from '../tables';
import { changeOf, judgeReply } from './judge';
import { listTestCases, testCaseOf, userIdByEmail } from './test-cases';

/** A run taken by a process that died is free again after this (each case renews the claim). */
const CLAIM_MS = 120_000;
/** Claims before a run that keeps failing is marked failed. */
export const MAX_RUN_ATTEMPTS = 3;

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

/** Queues a run of every enabled case, in the caller's transaction; only one may be queued or running. */
export async function queueTestRun(db: Kysely<Database>, startedBy: string, provider: string, now: Date): Promise<ChatTestRun> {
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

/** Takes the next queued run, or a running one whose process stopped (its claim expired). */
async function claimRun(db: Kysely<Database>, now: Date): Promise<ChatTestRunRow | null> {
  const claimed = await sql<{ id: string }>`
    update chat_test_runs
       set status = 'running', locked_until = ${new Date(now.getTime() + CLAIM_MS)}, attempts = attempts + 1
     where id = (
       select id from chat_test_runs
        where status in ('queued', 'running') and (locked_until is null or locked_until < ${now})
        order by created_at
        limit 1
        for update skip locked)
    returning id`.execute(db);
  const id = claimed.rows[0]?.id;
  if (!id) return null;
  return (await db.selectFrom('chatTestRuns').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
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
 * Runs one due test run to its end: each case of the run not yet judged (a resumed run skips the
 * ones a stopped process stored) is asked, judged and stored with its change since the previous
 * finished run, and administrators hear of each case and of the end. A case deleted since the
 * run was queued is left out. A run that fails `MAX_RUN_ATTEMPTS` claims is marked failed.
 */
export async function runNextTestRun(deps: TestRunDeps, now = new Date()): Promise<ChatTestRun | null> {
  const { db } = deps.runtime;
  const run = await claimRun(db, now);
  if (!run) return null;
  try {
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
        await trx
          .updateTable('chatTestRuns')
          .set({ done: progress.done, passed: progress.passed, lockedUntil: new Date(Date.now() + CLAIM_MS) })
          .where('id', '=', run.id)
          .execute();
      });
      announce(deps, progress);
    }
    const finished = await db
      .updateTable('chatTestRuns')
      .set({ status: 'finished', finishedAt: deps.runtime.now(), lockedUntil: null })
      .where('id', '=', run.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    announce(deps, finished);
    return testRunOf(finished);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log.warn({ runId: run.id, attempts: run.attempts, reason }, 'assistant test run failed');
    if (run.attempts < MAX_RUN_ATTEMPTS) {
      // Free again at once: the next poll resumes it where it stopped.
      await db.updateTable('chatTestRuns').set({ lockedUntil: null, error: reason }).where('id', '=', run.id).execute();
      return testRunOf({ ...run, error: reason });
    }
    const failed = await db
      .updateTable('chatTestRuns')
      .set({ status: 'failed', error: reason, finishedAt: deps.runtime.now(), lockedUntil: null })
      .where('id', '=', run.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    announce(deps, failed);
    return testRunOf(failed);
  }
}

export type TestRunWorker = PollingWorker<ChatTestRun>;

/**
 * Every service process polls for a due run (and is woken by its own POST); a run is taken by one
 * process at a time (`for update skip locked`), and a run whose process stopped is resumed by
 * another once its claim expires, from the first case without a stored result.
 */
export function startTestRunWorker(deps: TestRunDeps, pollMs: number): TestRunWorker {
  return startPollingWorker({
    runNext: (now) => runNextTestRun(deps, now),
    // A run put back for a retry waits for the next poll.
    continueAfter: (run) => run.status === 'finished' || run.status === 'failed',
    pollMs,
    onError: (error) => deps.log.error({ err: error }, 'assistant test run worker'),
  });
}
