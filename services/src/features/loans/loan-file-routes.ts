import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  IdParamsSchema,
  LoanArchiveRequestSchema,
  LoanContactsSchema,
  LoanContactsUpdateSchema,
  LoanEventListSchema,
  LoanLockStateSchema,
} from 'shared-rules';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { readableLoanOrganization } from './loan-access';
import { changeLoanContacts } from './loan-contacts';
import { listLoanEvents } from './loan-events';
import { releaseLock, setArchived, takeLock } from '../workflows';
import { SIGNED_IN } from '../../platform/access/declarations';

/** The loan file's records beside its document: the event log, the contacts, the resource lock and the archived flag. */
export async function loanFileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/loans/:id/events',
    {
      config: { access: SIGNED_IN },
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
      config: { access: SIGNED_IN },
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

  const lockResponses = { 200: LoanLockStateSchema, ...authenticatedProblems, ...problemResponses(403, 409, 423) };

  app.put(
    '/loans/:id/lock',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loans'],
        summary: "Take the loan's resource lock (lender staff): others can read it but not change it (409 lock-held)",
        security: bearerSecurity,
        params: IdParamsSchema,
        response: lockResponses,
      },
    },
    (request) => takeLock(app, request.user, request.params.id),
  );

  app.delete(
    '/loans/:id/lock',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loans'],
        summary: "Release the loan's resource lock (its holder or an administrator)",
        security: bearerSecurity,
        params: IdParamsSchema,
        response: lockResponses,
      },
    },
    (request) => releaseLock(app, request.user, request.params.id),
  );

  app.put(
    '/loans/:id/archived',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['loans'],
        summary: 'Archive the loan, read-only for everyone, or restore it (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: LoanArchiveRequestSchema,
        response: lockResponses,
      },
    },
    (request) => setArchived(app, request.user, request.params.id, request.body.archived),
  );
}
