import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParamsSchema, LoanContactsSchema, LoanContactsUpdateSchema, LoanEventListSchema } from 'shared-rules';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../http/schemas';
import { readableLoanOrganization } from './loan-access';
import { changeLoanContacts } from './loan-contacts';
import { listLoanEvents } from './loan-events';

/** The loan file's records beside its document: the event log and the contacts. */
export async function loanFileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/loans/:id/events',
    {
      schema: {
        tags: ['loans'],
        summary: "The loan's latest events, newest first: created, documents, step and contact changes",
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: LoanEventListSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      await readableLoanOrganization(app, request.user, request.params.id);
      return listLoanEvents(app.db, request.params.id);
    },
  );

  app.put(
    '/loans/:id/contacts',
    {
      schema: {
        tags: ['loans'],
        summary:
          "Change the loan's contacts (audited in its event log): 422 invalid-contact, 400 contacts-required, 423 loan-locked under the adverse-action lock",
        security: bearerSecurity,
        params: IdParamsSchema,
        body: LoanContactsUpdateSchema,
        response: { 200: LoanContactsSchema, ...authenticatedProblems, ...problemResponses(403, 422, 423) },
      },
    },
    (request) => changeLoanContacts(app, request.user, request.params.id, request.body),
  );
}
