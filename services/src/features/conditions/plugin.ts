import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AttachmentRejectionRequestSchema,
  ConditionCommentCreateRequestSchema,
  IdParamsSchema,
  LoanAttachmentParamsSchema,
  LoanAttachmentRef,
  LoanConditionCreateRequestSchema,
  LoanConditionParamsSchema,
  LoanConditionSchema,
  LoanConditionsSchema,
  LoanConditionStatusRequestSchema,
  LoanConditionUpdateRequestSchema,
  NoContentSchema,
  type LoanConditions,
} from 'shared-rules';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { readableLoanOrganization } from '../loans';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { closedConditionsVisibleTo, isOpenCondition, managesConditions } from './condition-access';
import { addCondition, commentOnCondition, editCondition, moveCondition, removeCondition } from './condition-changes';
import { coveringStaff } from '../loans';
import { listLoanConditions } from './condition-queries';
import { rejectAttachment } from './condition-uploads';
import { SIGNED_IN } from '../../platform/access/declarations';

/**
 * A loan's conditions: the lender's staff add, edit, clear, waive and reopen them and reject
 * documents; brokers answer with documents (the upload's `conditionId`) and comments. Every write
 * passes the loans' access rule and the adverse-action lock, is kept in the loan's event log, is
 * announced in the loan's room (`condition-update`), and tells the people the loan concerns.
 */
export async function conditionsPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const writeProblems = { ...authenticatedProblems, ...problemResponses(403, 409, 423) };

  app.get(
    '/loans/:id/conditions',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['conditions'],
        summary: "The loan's conditions with their documents and comments (brokers see cleared ones when the conditions setting says so)",
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: LoanConditionsSchema, ...authenticatedProblems },
      },
    },
    async (request): Promise<LoanConditions> => {
      const loanId = request.params.id;
      const organizationId = await readableLoanOrganization(app, request.user, loanId);
      const [setting, conditions] = await Promise.all([readSettingValue(app, 'conditions'), listLoanConditions(app.db, loanId)]);
      const canManage = managesConditions(request.user);
      const showClosed = closedConditionsVisibleTo(request.user, setting.showClearedToBrokers);
      return {
        categories: setting.categories,
        conditions: conditions.filter((condition) => showClosed || isOpenCondition(condition.status)),
        canManage,
        uploadsOnClosedConditions: setting.allowUploadsOnClearedConditions,
        owners: canManage ? await coveringStaff(app.db, organizationId) : [],
      };
    },
  );

  app.post(
    '/loans/:id/conditions',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['conditions'],
        summary: 'Add a condition (lender staff): 400 unknown-category / invalid-owner, 423 loan-locked',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: LoanConditionCreateRequestSchema,
        response: { 201: LoanConditionSchema, ...writeProblems },
      },
    },
    async (request, reply) => reply.status(201).send(await addCondition(app, request.user, request.params.id, request.body)),
  );

  app.patch(
    '/loans/:id/conditions/:conditionId',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['conditions'],
        summary: "Edit a condition's title, description, category, owner or due date (lender staff)",
        security: bearerSecurity,
        params: LoanConditionParamsSchema,
        body: LoanConditionUpdateRequestSchema,
        response: { 200: LoanConditionSchema, ...writeProblems },
      },
    },
    (request) => editCondition(app, request.user, request.params.id, request.params.conditionId, request.body),
  );

  app.delete(
    '/loans/:id/conditions/:conditionId',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['conditions'],
        summary: 'Remove a condition added in error (lender staff); one with documents is waived instead (409 condition-answered)',
        security: bearerSecurity,
        params: LoanConditionParamsSchema,
        response: { 204: NoContentSchema, ...writeProblems },
      },
    },
    async (request, reply) => {
      await removeCondition(app, request.user, request.params.id, request.params.conditionId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/loans/:id/conditions/:conditionId/status',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['conditions'],
        summary: 'Move a condition: brokers submit an open one; staff clear, waive or reopen (409 invalid-condition-status)',
        security: bearerSecurity,
        params: LoanConditionParamsSchema,
        body: LoanConditionStatusRequestSchema,
        response: { 200: LoanConditionSchema, ...writeProblems },
      },
    },
    (request) => moveCondition(app, request.user, request.params.id, request.params.conditionId, request.body),
  );

  app.post(
    '/loans/:id/conditions/:conditionId/comments',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['conditions'],
        summary: 'Comment on a condition; the other side (the loan contacts or the covering account executives) is told',
        security: bearerSecurity,
        params: LoanConditionParamsSchema,
        body: ConditionCommentCreateRequestSchema,
        response: { 201: LoanConditionSchema, ...writeProblems },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await commentOnCondition(app, request.user, request.params.id, request.params.conditionId, request.body)),
  );

  app.post(
    '/loans/:loanId/attachments/:attachmentId/rejection',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['conditions'],
        summary:
          'Reject a document with a reason (lender staff): it stops counting for tasks, its condition reopens (409 already-rejected)',
        security: bearerSecurity,
        params: LoanAttachmentParamsSchema,
        body: AttachmentRejectionRequestSchema,
        response: { 200: LoanAttachmentRef, ...writeProblems },
      },
    },
    (request) => rejectAttachment(app, request.user, request.params.loanId, request.params.attachmentId, request.body.reason),
  );
}
