/**
 * Pricing for the people who price loans: `POST /api/pricing/scenarios` with the provider the
 * Integrations setting selects, and `GET /api/loans/:loanId/pricing-scenario`, the scenario a
 * loan's own data gives. Reads: nothing here writes, so nothing is audited.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  LoanPricingParamsSchema,
  LoanPricingScenarioSchema,
  PricingScenarioRequestSchema,
  PricingScenarioResponseSchema,
} from 'shared-rules';
import { SIGNED_IN } from '../../platform/access/declarations';
import { ApiError, fieldError, notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { NO_LOAN, readableLoanOrganization } from '../loans';
import { loanPricingScenario } from './loan-scenario';
import { type BuiltInPricingProvider, selectPricingProvider } from './pricing-provider';

/**
 * Who may price: every signed-in user. External users are the loan officers and processors of an
 * organisation and price with its margin; lender staff (administrators, account executives, the
 * lock desk and operations) price for the lender, naming an organisation they reach when they
 * quote for one. A role list would refuse nobody the portal has, so the declaration says so.
 */
export const PRICING_USERS = { access: SIGNED_IN };

export async function pricingRoutes(fastify: FastifyInstance, builtIn: BuiltInPricingProvider): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/pricing/scenarios',
    {
      config: PRICING_USERS,
      schema: {
        tags: ['pricing'],
        summary:
          'Prices a scenario against the rate sheet in force: every product, eligible with its ladder and par, or not with its reasons',
        description:
          'An external user is priced with their own organisation’s margin (another `organizationId` is 403); staff may name an organisation ' +
          'they reach (404 otherwise) or none. 409 no-rate-sheet when no sheet is in force; 503 when pricing is off or the selected engine is not connected.',
        security: bearerSecurity,
        body: PricingScenarioRequestSchema,
        response: { 200: PricingScenarioResponseSchema, ...authenticatedProblems, ...problemResponses(403, 409, 503) },
      },
    },
    async (request) => {
      const { user } = request;
      const requested = request.body.organizationId;
      let organizationId: string | null;
      if (user.userType === 'external') {
        if (user.organizationId === null)
          throw new ApiError(403, 'no-organization', 'Your account belongs to no organization, so it cannot price.');
        if (requested !== undefined && requested !== user.organizationId) {
          throw fieldError(403, 'other-organization', 'body.organizationId', 'You price for your own organization only.');
        }
        organizationId = user.organizationId;
      } else {
        if (requested !== undefined) await app.access.assertOrgReadable(user, requested);
        organizationId = requested ?? null;
      }
      const provider = await selectPricingProvider(app, builtIn);
      return provider.price(request.body, { userId: user.id, organizationId, now: new Date() });
    },
  );

  app.get(
    '/loans/:loanId/pricing-scenario',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['pricing', 'loans'],
        summary: 'The pricing scenario the loan’s data gives, with every missing or invalid field named by its loan-data field id',
        security: bearerSecurity,
        params: LoanPricingParamsSchema,
        response: { 200: LoanPricingScenarioSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const { loanId } = request.params;
      await readableLoanOrganization(app, request.user, loanId);
      const loan = await app.db
        .selectFrom('loans')
        .select(['id', 'organizationId', 'channel', 'delegated', 'document'])
        .where('id', '=', loanId)
        .executeTakeFirst();
      if (!loan) throw notFound(NO_LOAN);
      return loanPricingScenario(loan);
    },
  );
}
