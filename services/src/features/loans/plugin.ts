import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AddLoanSettingsSchema,
  CONVERT_XML_BODY_LIMIT,
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  FieldIdsQuerySchema,
  FieldSchemasResponseSchema,
  IdParamsSchema,
  IdempotencyHeadersSchema,
  LoanCreateRequestSchema,
  LoanCreateResponseSchema,
  LoanDetailSchema,
  LoanFieldValuesResponseSchema,
  LoanFileImportRequestSchema,
  LoanFileImportResponseSchema,
  LoanPipelineQuerySchema,
  LoanTokenDataResponseSchema,
  LoanTokenRedeemRequestSchema,
  PagedLoansSchema,
  TransitionTokenRedemptionSchema,
  TransitionTokenRequestSchema,
  TransitionTokenResponseSchema,
  getCustomFieldDefinition,
  getFieldDefinition,
  isCustomFieldId,
  readFieldValues,
  effectiveImportFileLimits,
  importFileNameProblem,
  type FieldDefinition,
} from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { ApiError, badRequest, notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { convertLoanFileOffThread, loanFileProblemStatus } from '../loan-files';
import { orgRoom } from '../../platform/sockets/socket-server';
import { NO_LOAN, readableLoanOrganization } from './loan-access';
import { readAddLoanSettings } from './add-loan-settings';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { recordLoanView } from '../../platform/audit/access-records';
import { createLoan, organizationNotActive } from './create-loan';
import { findLoanDetail, listLoans } from './loan-queries';
import { loanOrganization } from './loan-access';
import { issueTransitionToken, redeemImportedLoan, redeemTransitionToken, storeImportedLoan } from './token-store';
import './tables';
import { currentStepOf, evaluateLoanProgress, loanFrameOf } from '../workflows';
import { refreshLoanStep, storeCurrentStep } from '../workflows';
import { SIGNED_IN, publicRoute } from '../../platform/access/declarations';

const MAX_FIELD_IDS = 500;

export interface LoansPluginOptions {
  /** The clock of token expiry and loan timestamps; tests move it forward. */
  now?: () => Date;
}

/** `a,b, c` → the distinct ids, refusing more than MAX_FIELD_IDS. */
function fieldIdList(ids: string): string[] {
  const list = [
    ...new Set(
      ids
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
  if (list.length > MAX_FIELD_IDS) {
    throw new ApiError(400, 'too-many-field-ids', `Ask for at most ${MAX_FIELD_IDS} field ids at a time.`, {
      fields: [{ field: 'querystring.ids', message: `at most ${MAX_FIELD_IDS} ids` }],
    });
  }
  return list;
}

/**
 * Loans: the pipeline, one loan and its values by field id, the field schemas, the loan-file
 * import with its loan tokens, the create call and the redirect transition token. Every loan
 * read and write goes through the access layer: a loan out of reach answers 404 like a missing one.
 */
export async function loansPlugin(fastify: FastifyInstance, options: LoansPluginOptions = {}): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? (() => new Date());

  /** Importing and creating belong to users of an Active organisation (internal users act for one they reach). */
  async function assertMayAddLoans(user: AuthUser): Promise<void> {
    if (user.organizationId === null) return;
    const organization = await app.db
      .selectFrom('organizations')
      .select(['name', 'approvalStatus'])
      .where('id', '=', user.organizationId)
      .executeTakeFirst();
    if (organization && organization.approvalStatus !== 'Active')
      throw organizationNotActive(organization.name, organization.approvalStatus);
  }

  app.access.registerScopeResolver('loan', {
    scope: 'room',
    canJoin: async (user, id, access) => {
      const organizationId = await loanOrganization(app.db, id);
      return organizationId !== null && access.canReadOrg(user, organizationId);
    },
  });

  app.get(
    '/loans',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loans'],
        summary:
          'The pipeline: loans of the organisations the caller reaches, searched, filtered and sorted (most recently updated first by default); closed loans on request',
        security: bearerSecurity,
        querystring: LoanPipelineQuerySchema,
        response: { 200: PagedLoansSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const { page = FIRST_PAGE, pageSize = DEFAULT_PAGE_SIZE, ...view } = request.query;
      if (view.orgId !== undefined) await app.access.assertOrgReadable(request.user, view.orgId);
      if (view.updatedFrom !== undefined && view.updatedTo !== undefined && view.updatedFrom > view.updatedTo) {
        throw badRequest(
          'invalid-date-range',
          'The "updated from" date must be on or before the "updated to" date.',
          'querystring.updatedFrom',
        );
      }
      return listLoans(app.db, { ...view, reach: await app.access.orgReach(request.user), page, pageSize });
    },
  );

  app.get(
    '/loans/add-loan-settings',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loans'],
        summary: 'What the Add Loan wizard reads: loan-upload redirect rules, general settings, company information, feature flags',
        security: bearerSecurity,
        response: { 200: AddLoanSettingsSchema, ...authenticatedProblems },
      },
    },
    () => readAddLoanSettings(app),
  );

  app.get(
    '/loans/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loans'],
        summary:
          'One loan: its summary, contacts, loan document and frame (tabs, adverse-action lock); 404 when missing or out of reach. The loan page reads it first: while the audit setting records loan views, opening the loan records `loan.view`',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: LoanDetailSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      await readableLoanOrganization(app, request.user, request.params.id);
      const loan = await findLoanDetail(app.db, request.params.id);
      if (!loan) throw notFound(NO_LOAN);
      await recordLoanView(app, request.user, loan.id);
      const progress = await evaluateLoanProgress(app, loan);
      const currentStep = currentStepOf(progress);
      await storeCurrentStep(app, loan, currentStep);
      return { ...loan, currentStep, frame: await loanFrameOf(app, request.user, loan, progress) };
    },
  );

  app.get(
    '/loans/:id/fields',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loans'],
        summary: 'Values of a loan by field id (`ids=4000,65#2,CX.NONQM.YN`); empty fields read null',
        security: bearerSecurity,
        params: IdParamsSchema,
        querystring: FieldIdsQuerySchema,
        response: { 200: LoanFieldValuesResponseSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const ids = fieldIdList(request.query.ids);
      await readableLoanOrganization(app, request.user, request.params.id);
      const row = await app.db.selectFrom('loans').select('document').where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw notFound(NO_LOAN);
      const { values, unknownFieldIds } = readFieldValues(row.document, ids);
      if (unknownFieldIds.length > 0) {
        throw new ApiError(400, 'unknown-field', `Unknown field id(s): ${unknownFieldIds.join(', ')}.`, {
          fields: unknownFieldIds.map((id) => ({ field: 'querystring.ids', message: `Unknown field id ${id}.` })),
        });
      }
      return { values };
    },
  );

  const schemaRoute = (url: string, summary: string, lookup: (id: string) => FieldDefinition | undefined) =>
    app.get(
      url,
      {
        config: { access: SIGNED_IN },
        schema: {
          tags: ['loans'],
          summary,
          security: bearerSecurity,
          querystring: FieldIdsQuerySchema,
          response: { 200: FieldSchemasResponseSchema, ...authenticatedProblems },
        },
      },
      async (request) => {
        const fields: FieldDefinition[] = [];
        const unknownFieldIds: string[] = [];
        for (const id of fieldIdList(request.query.ids)) {
          const definition = lookup(id);
          if (definition) fields.push(definition);
          else unknownFieldIds.push(id);
        }
        return { fields, unknownFieldIds };
      },
    );
  schemaRoute('/field-schemas', 'Field definitions by field id (plain ids, `#n` borrower pairs, listed custom ids)', (id) =>
    getFieldDefinition(id),
  );
  schemaRoute('/custom-field-schemas', 'Custom-field definitions (`CX.` and `CUST` ids); unlisted custom ids are free text', (id) =>
    isCustomFieldId(id) ? getCustomFieldDefinition(id) : undefined,
  );

  app.post(
    '/loans/convert-xml',
    {
      config: { access: SIGNED_IN },
      // The ceiling of every import (the base64 of 25 MB): the loan-upload setting lowers the limit within it.
      bodyLimit: CONVERT_XML_BODY_LIMIT,
      schema: {
        tags: ['loans'],
        summary:
          "Import a MISMO 3.4 loan file (base64, at most the loan-upload setting's size, 25 MB at most; a fileName with one of its extensions): the loan and a token to fetch it again",
        security: bearerSecurity,
        body: LoanFileImportRequestSchema,
        response: { 200: LoanFileImportResponseSchema, ...authenticatedProblems, ...problemResponses(403, 413, 415, 422) },
      },
    },
    async (request) => {
      await assertMayAddLoans(request.user);
      // Read per request through the settings cache: a saved change applies to the next import, in every process.
      const limits = effectiveImportFileLimits(await readSettingValue(app, 'loan-upload'));
      const { file, fileName } = request.body;
      const nameProblem = fileName === undefined ? null : importFileNameProblem(fileName, limits.acceptedExtensions);
      if (nameProblem !== null) {
        throw new ApiError(loanFileProblemStatus('extension-not-accepted'), 'extension-not-accepted', nameProblem, {
          fields: [{ field: 'body.fileName', message: `must end with ${limits.acceptedExtensions.join(', ')}` }],
        });
      }
      // In a worker thread: a 25 MB file is close to a second of parsing, which would hold every other request.
      const result = await convertLoanFileOffThread(file, { maxBytes: limits.maxFileSizeBytes });
      if (!result.ok) throw new ApiError(loanFileProblemStatus(result.problem.code), result.problem.code, result.problem.detail);
      const { token } = await storeImportedLoan(app.db, request.user, result.loan, now());
      return { loan: result.loan, token, warnings: result.warnings };
    },
  );

  app.post(
    '/loans/from-token',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loans'],
        summary: 'The loan data of a loan token you imported, while it is valid',
        security: bearerSecurity,
        body: LoanTokenRedeemRequestSchema,
        response: { 200: LoanTokenDataResponseSchema, ...authenticatedProblems, ...problemResponses(410) },
      },
    },
    async (request) => {
      const imported = await redeemImportedLoan(app.db, request.user, request.body.token, now());
      return { loan: imported.document, expiresAt: imported.expiresAt.toISOString() };
    },
  );

  app.post(
    '/loans',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loans'],
        summary:
          'Create a loan. Refusals: 422 rule-failures with additionalInfo (the rule executions), invalid-contact, 403 channel-not-allowed, organization-not-active, 410 loan-token-expired',
        security: bearerSecurity,
        headers: IdempotencyHeadersSchema,
        body: LoanCreateRequestSchema,
        response: {
          200: LoanCreateResponseSchema,
          201: LoanCreateResponseSchema,
          ...authenticatedProblems,
          ...problemResponses(403, 410, 422),
        },
      },
    },
    async (request, reply) => {
      await assertMayAddLoans(request.user);
      const outcome = await createLoan(
        { db: app.db, access: app.access, readCache: app.readCache, loanEvents: app.loanEvents, now },
        request.user,
        request.body,
        request.headers['idempotency-key'],
      );
      if (outcome.replayed) return reply.status(200).send({ loan: outcome.loan });
      const currentStep = await refreshLoanStep(app, outcome.loan.id);
      app.publish('group', orgRoom(outcome.loan.organizationId), 'loan-update', { loanId: outcome.loan.id });
      return reply.status(201).send({ loan: { ...outcome.loan, currentStep } });
    },
  );

  app.post(
    '/loans/transition-token',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loans'],
        summary: 'A single-use token (5 minutes) that carries the signed-in user across an eligibility redirect',
        security: bearerSecurity,
        body: TransitionTokenRequestSchema,
        response: { 200: TransitionTokenResponseSchema, ...authenticatedProblems },
      },
    },
    (request) => issueTransitionToken(app.db, request.user, now()),
  );

  app.post(
    '/loans/transition-token/redeem',
    {
      // The token is the only credential here: a per-address limit keeps guessing pointless.
      config: {
        access: publicRoute('a transition token from the lender’s other pipeline is the credential, single use'),
        rateLimit: { max: 30, timeWindow: 60_000 },
      },
      schema: {
        tags: ['loans'],
        summary: 'For the receiving pipeline: who a transition token was issued to; it works once',
        body: LoanTokenRedeemRequestSchema,
        response: { 200: TransitionTokenRedemptionSchema, ...problemResponses(400, 401, 429) },
      },
    },
    (request) => redeemTransitionToken(app.db, request.body.token, now()),
  );
}
