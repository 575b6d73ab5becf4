import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  BorrowerPairParamsSchema,
  BorrowerPairRequestSchema,
  LoanDataQuerySchema,
  LoanDataSaveRequestSchema,
  LoanDataSavedSchema,
  LoanDataSchema,
  LOAN_DATA_RULES_TAG,
  LoanParamsSchema,
  layoutFieldIds,
  loanDataLayout,
  readFieldValue,
  readFieldValues,
  type LoanData,
  type LoanDataTab,
} from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { NO_LOAN, readableLoanOrganization } from '../loans';
import { addBorrowerPair, removeBorrowerPair } from './borrower-pairs';
import { borrowerPairsOf } from './loan-data-rules';
import { organizationRuleSets } from '../rule-sets';
import { ruleFieldIds } from '../loans';
import { saveLoanData } from './save-loan-data';
import './tables';
import { SIGNED_IN } from '../../platform/access/declarations';

/**
 * The values of every field of the tab's layout for the loan, and of every field the loan-data
 * rules read (the page judges the loan as a save will be judged), with its version and pairs.
 */
async function readLoanData(app: FastifyInstance, user: AuthUser, loanId: string, tab: LoanDataTab): Promise<LoanData> {
  const organizationId = await readableLoanOrganization(app, user, loanId);
  const rules = await organizationRuleSets(app, organizationId, LOAN_DATA_RULES_TAG);
  const row = await app.db.selectFrom('loans').select(['document', 'dataVersion']).where('id', '=', loanId).executeTakeFirst();
  if (!row) throw notFound(NO_LOAN);
  const borrowerPairs = borrowerPairsOf(row.document);
  const state = readFieldValue(row.document, '14');
  const propertyState = typeof state === 'string' ? state : null;
  const fieldIds = new Set([
    ...layoutFieldIds(loanDataLayout(tab, propertyState), borrowerPairs),
    ...ruleFieldIds(rules.ruleSets, borrowerPairs),
  ]);
  const { values } = readFieldValues(row.document, [...fieldIds]);
  return { loanId, tab, version: row.dataVersion, borrowerPairs, propertyState, values };
}

const writeProblems = { ...authenticatedProblems, ...problemResponses(403, 409, 422, 423) };

/**
 * The loan-data tabs (URLA, State Specific Data): a tab's values, saves of changed fields against
 * a version, and borrower pairs. Reads are the loans' (a loan out of reach is their 404); writes
 * also need `assertOrgWritable` and a loan open to changes (see `loan-data-store.ts`).
 */
export async function loanDataPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/loans/:loanId/loan-data',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loan-data'],
        summary:
          "A loan-data tab's values (every field of its layout for this loan, and every field the loan-data rules read), the data version, borrower pairs and property state",
        security: bearerSecurity,
        params: LoanParamsSchema,
        querystring: LoanDataQuerySchema,
        response: { 200: LoanDataSchema, ...authenticatedProblems },
      },
    },
    (request) => readLoanData(app, request.user, request.params.loanId, request.query.tab),
  );

  app.patch(
    '/loans/:loanId/loan-data',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loan-data'],
        summary:
          'Save changed fields against the version they were based on. 400 unknown-field, read-only-field, invalid-field-value, borrower-pair-out-of-range; 403 display-only-field (brokers); 409 stale-loan-data with conflicts and currentVersion; 422 invalid-loan-data (the loan-data rules, per field); 423 loan-locked, loan-read-only',
        security: bearerSecurity,
        params: LoanParamsSchema,
        body: LoanDataSaveRequestSchema,
        response: { 200: LoanDataSavedSchema, ...writeProblems },
      },
    },
    (request) => saveLoanData(app, request.user, request.params.loanId, request.body),
  );

  app.post(
    '/loans/:loanId/borrower-pairs',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loan-data'],
        summary: 'Add an empty borrower pair (at most 4: 422 borrower-pair-limit); 409 stale-loan-data when the version is not current',
        security: bearerSecurity,
        params: LoanParamsSchema,
        body: BorrowerPairRequestSchema,
        response: { 200: LoanDataSavedSchema, ...writeProblems },
      },
    },
    (request) => addBorrowerPair(app, request.user, request.params.loanId, request.body.version),
  );

  app.delete(
    '/loans/:loanId/borrower-pairs/:pair',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loan-data'],
        summary:
          'Remove a borrower pair; the pairs after it move up (not the last: 422 last-borrower-pair; 404 borrower-pair-not-found); 409 stale-loan-data when the version is not current',
        security: bearerSecurity,
        params: BorrowerPairParamsSchema,
        querystring: BorrowerPairRequestSchema,
        response: { 200: LoanDataSavedSchema, ...writeProblems },
      },
    },
    (request) => removeBorrowerPair(app, request.user, request.params.loanId, request.params.pair, request.query.version),
  );
}
