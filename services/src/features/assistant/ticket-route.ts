import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  type ApiProblem,
  ChatTicketAnswerSchema,
  type ChatTicketRequest,
  ChatTicketRequestSchema,
  SUPPORT_SUBJECT_MAX_LENGTH,
  type SupportTicket,
  type SupportTicketCreateRequest,
} from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { ApiError, badRequest } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { shorten } from './built-in/markdown';
import { auditChat } from './chat-audit';
import type { ChatFeature } from './chat-feature';
import { conversationMessages, latestContext, ownConversation } from './conversation-store';
import { ticketDescription } from './transcript';
import { SIGNED_IN } from '../../platform/access/declarations';

/** The conversation's page in the portal (the route map's `chatConversation`), quoted in the ticket. */
const conversationPath = (conversationId: string) => `/chat-history/${encodeURIComponent(conversationId)}`;

interface TicketParts {
  subject: string;
  description: string;
  loanId: string | null;
  url: string;
  conversationId: string | null;
}

/** The loan the user last asked from in the conversation, when they still reach it; the ticket names it. */
async function contextLoan(app: FastifyInstance, user: AuthUser, conversationId: string): Promise<string | null> {
  const loanId = (await latestContext(app.db, conversationId))?.currentLoanId;
  if (!loanId) return null;
  const loan = await app.db.selectFrom('loans').select('organizationId').where('id', '=', loanId).executeTakeFirst();
  return loan && (await app.access.canReadOrg(user, loan.organizationId)) ? loanId : null;
}

async function ticketParts(app: FastifyInstance, user: AuthUser, body: ChatTicketRequest): Promise<TicketParts> {
  if ('conversationId' in body) {
    const issue = body.issue.trim();
    if (issue === '') throw badRequest('issue-required', 'Describe the issue first.', 'body.issue');
    const conversation = await ownConversation(app.db, user, body.conversationId);
    const path = conversationPath(conversation.id);
    return {
      subject: shorten(issue.split('\n')[0], SUPPORT_SUBJECT_MAX_LENGTH),
      description: ticketDescription({
        issue,
        category: body.category,
        severity: body.severity,
        conversationPath: path,
        transcript: body.includeTranscript ? await conversationMessages(app.db, conversation.id) : null,
      }),
      loanId: await contextLoan(app, user, conversation.id),
      url: path,
      conversationId: conversation.id,
    };
  }
  // The support forms' own texts for an empty subject or description.
  const subject = body.subject.trim();
  const description = body.description.trim();
  if (subject === '') throw badRequest('subject-required', 'Subject can not be empty', 'body.subject');
  if (description === '') throw badRequest('description-required', 'Description can not be empty', 'body.description');
  return {
    subject,
    description: ticketDescription({
      issue: description,
      category: body.category,
      severity: body.severity,
      conversationPath: null,
      transcript: null,
    }),
    loanId: null,
    url: '',
    conversationId: null,
  };
}

/**
 * `POST /api/chat/support-ticket`: escalation from the assistant. The ticket is a real technical
 * ticket, created by the support feature's own route (`POST /api/support/tickets`) on the
 * caller's behalf and with their token, so it is numbered, emailed, announced to administrators,
 * rate-limited and refused exactly as one from the Contact Support form.
 */
export async function ticketRoute(fastify: FastifyInstance, chat: ChatFeature): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/chat/support-ticket',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['chat'],
        summary:
          'Create a support ticket from the assistant: about a conversation (its transcript when asked) or free-form; numbered and emailed like any ticket',
        security: bearerSecurity,
        body: ChatTicketRequestSchema,
        response: { 201: ChatTicketAnswerSchema, ...authenticatedProblems, ...problemResponses(502) },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const parts = await ticketParts(app, user, request.body);
      const requester = await app.db
        .selectFrom('users')
        .select(['email', 'firstName', 'lastName'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      const ticketRequest: SupportTicketCreateRequest = {
        subject: parts.subject,
        description: parts.description,
        requester: { email: requester.email, name: `${requester.firstName} ${requester.lastName}`.trim() },
        context: { loanId: parts.loanId, url: parts.url },
      };
      const created = await app.inject({
        method: 'POST',
        url: '/api/support/tickets',
        headers: { authorization: request.headers.authorization ?? '', 'x-request-id': request.id },
        payload: ticketRequest,
      });
      if (created.statusCode !== 201) {
        const problem = created.json<ApiProblem>();
        throw new ApiError(created.statusCode, problem.code, problem.detail, problem.fields ? { fields: problem.fields } : {});
      }
      const ticket = created.json<SupportTicket>();
      const at = chat.runtime.now();
      await auditChat(app.db, {
        action: 'ticket-created',
        actorId: user.id,
        conversationId: parts.conversationId,
        details: {
          ticketId: ticket.id,
          number: ticket.number,
          category: request.body.category,
          severity: request.body.severity,
          includeTranscript: 'includeTranscript' in request.body ? request.body.includeTranscript : false,
        },
        at,
      });
      return reply.code(201).send({ data: { ticketId: ticket.id, number: ticket.number } });
    },
  );
}
