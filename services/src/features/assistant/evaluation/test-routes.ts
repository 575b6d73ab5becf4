import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  ChatTestCaseInputSchema,
  ChatTestCaseListSchema,
  ChatTestCaseSchema,
  ChatTestRunDetailSchema,
  ChatTestRunListSchema,
  ChatTestRunSchema,
  IdParamsSchema,
  NoContentSchema,
} from 'shared-rules';
import { Type } from 'typebox';
import { ApiError, notFound } from '../../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { auditChat } from '../chat-audit';
import type { ChatFeature } from '../chat-feature';
import { insertTestCase, listTestCases, updateTestCase, userIdByEmail } from './test-cases';
import { listTestRuns, queueTestRun, RunAlreadyActive, type TestRunWorker, testRunDetail } from './test-runs';
import { ADMINS_ONLY } from '../../../platform/access/declarations';

const tags = ['chat', 'admin'];

async function requireUser(chat: ChatFeature, email: string): Promise<void> {
  if (!(await userIdByEmail(chat.runtime.db, email))) {
    throw new ApiError(422, 'unknown-user', `No user has the email ${email}.`, {
      fields: [{ field: 'asUserEmail', message: 'No user has this email.' }],
    });
  }
}

/**
 * The assistant's test cases and test runs (administrators): cases are edited here; a run is
 * queued (one at a time) and worked by the test-run worker, which publishes `test-run-update` to
 * administrators as it goes. Writes are audited in `chat_audit`.
 */
export async function testRoutes(fastify: FastifyInstance, chat: ChatFeature, worker: TestRunWorker): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = chat.runtime;

  app.get(
    '/chat/admin/test-cases',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: "The assistant's test cases, oldest first (administrators)",
        security: bearerSecurity,
        response: { 200: ChatTestCaseListSchema, ...authenticatedProblems },
      },
    },
    async () => ({ data: await listTestCases(db) }),
  );

  app.post(
    '/chat/admin/test-cases',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Add a test case (administrators); asUserEmail must be an existing user (422 otherwise)',
        security: bearerSecurity,
        body: ChatTestCaseInputSchema,
        response: { 201: Type.Object({ data: ChatTestCaseSchema }), ...authenticatedProblems, ...problemResponses(403, 422) },
      },
    },
    async (request, reply) => {
      await requireUser(chat, request.body.asUserEmail);
      const data = await db.transaction().execute(async (trx) => {
        const at = chat.runtime.now();
        const created = await insertTestCase(trx, request.body, at);
        await auditChat(trx, {
          action: 'test-case-created',
          actorId: request.user.id,
          conversationId: null,
          details: { caseId: created.id },
          at,
        });
        return created;
      });
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/chat/admin/test-cases/:id',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Change a test case (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: ChatTestCaseInputSchema,
        response: { 200: Type.Object({ data: ChatTestCaseSchema }), ...authenticatedProblems, ...problemResponses(403, 422) },
      },
    },
    async (request) => {
      await requireUser(chat, request.body.asUserEmail);
      const data = await db.transaction().execute(async (trx) => {
        const at = chat.runtime.now();
        const updated = await updateTestCase(trx, request.params.id, request.body, at);
        if (!updated) throw notFound('There is no such test case.');
        await auditChat(trx, {
          action: 'test-case-updated',
          actorId: request.user.id,
          conversationId: null,
          details: { caseId: updated.id },
          at,
        });
        return updated;
      });
      return { data };
    },
  );

  app.delete(
    '/chat/admin/test-cases/:id',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Delete a test case; results of past runs keep its question (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 204: NoContentSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      await db.transaction().execute(async (trx) => {
        const deleted = await trx.deleteFrom('chatTestCases').where('id', '=', request.params.id).returning('id').executeTakeFirst();
        if (!deleted) throw notFound('There is no such test case.');
        const at = chat.runtime.now();
        await auditChat(trx, {
          action: 'test-case-deleted',
          actorId: request.user.id,
          conversationId: null,
          details: { caseId: deleted.id },
          at,
        });
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/chat/admin/test-runs',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Queue a run of every enabled test case through the current provider line-up; 409 while one is queued or running',
        security: bearerSecurity,
        response: { 202: Type.Object({ data: ChatTestRunSchema }), ...authenticatedProblems, ...problemResponses(403, 409) },
      },
    },
    async (request, reply) => {
      const lineUp = await chat.runtime.lineUp();
      const provider = lineUp.primary.model ? `${lineUp.primary.name} (${lineUp.primary.model})` : lineUp.primary.name;
      const data = await db
        .transaction()
        .execute(async (trx) => {
          const at = chat.runtime.now();
          const run = await queueTestRun(trx, request.user.id, provider, at);
          await auditChat(trx, {
            action: 'test-run-started',
            actorId: request.user.id,
            conversationId: null,
            details: { runId: run.id, total: run.total, provider },
            at,
          });
          return run;
        })
        .catch((error: unknown) => {
          if (error instanceof RunAlreadyActive) throw new ApiError(409, 'test-run-active', 'A test run is already queued or running.');
          throw error;
        });
      worker.wake();
      return reply.code(202).send({ data });
    },
  );

  app.get(
    '/chat/admin/test-runs',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'Test runs, newest first (administrators)',
        security: bearerSecurity,
        response: { 200: ChatTestRunListSchema, ...authenticatedProblems },
      },
    },
    async () => ({ data: await listTestRuns(db) }),
  );

  app.get(
    '/chat/admin/test-runs/:id',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags,
        summary: 'A test run with each case’s result and its change since the previous finished run (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: ChatTestRunDetailSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const data = await testRunDetail(db, request.params.id);
      if (!data) throw notFound('There is no such test run.');
      return { data };
    },
  );
}
