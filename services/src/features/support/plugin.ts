import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  LoanHelpRequestSchema,
  LoanHelpResponseSchema,
  PERSONA,
  parseHelpEmailDate,
  sameEmail,
  SupportTicketCreateRequestSchema,
  SupportTicketSchema,
  type Notification,
} from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { RateLimitRule } from '../../config';
import { ApiError, badRequest, notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { NO_LOAN } from '../loans';
import { deliverStoredEmail, storeEmail, type DeliveryOutcome } from '../../platform/mail/outbox';
import { publishNotification, storeNotification } from '../notifications';
import {
  loanHelpEmailSubject,
  loanHelpEmailText,
  loanHelpNotificationMessage,
  ticketEmailSubject,
  ticketEmailText,
  ticketNotificationMessage,
} from './messages';
import { emailIdentity } from '../../platform/mail/email-identity';
import './tables';
import { rolesOnly, SIGNED_IN } from '../../platform/access/declarations';

/** The loan's page in the portal, where help about it is read. */
const loanPagePath = (loanId: string) => `/loan/${encodeURIComponent(loanId)}/summary`;

export interface SupportPluginOptions {
  /** Per signed-in user and route, so the forms cannot be used to flood an inbox. */
  submitLimit: RateLimitRule;
}

// The same text as the loans feature's, so a loan out of reach cannot be told from a missing one.
const NO_LOAN_NUMBER = 'No loan with this number.';
// The forms' own texts (specification, "Support forms").
const SUBJECT_EMPTY = 'Subject can not be empty';
const DESCRIPTION_EMPTY = 'Description can not be empty';
const LOAN_HELP_EXTERNAL_ONLY = 'Loan Help is for broker and correspondent users.';
const NO_ACCOUNT_EXECUTIVE = 'Your organization has no account executive yet. Create a technical ticket instead.';

export const formatTicketNumber = (sequenceValue: number) => `TS-${String(sequenceValue).padStart(6, '0')}`;

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/** Subject and description, trimmed; empty ones are refused with the forms' texts. */
function requiredTexts(body: { subject: string; description: string }): { subject: string; description: string } {
  const subject = body.subject.trim();
  const description = body.description.trim();
  if (subject === '') throw badRequest('subject-required', SUBJECT_EMPTY, 'body.subject');
  if (description === '') throw badRequest('description-required', DESCRIPTION_EMPTY, 'body.description');
  return { subject, description };
}

const notYourEmail = (field: string) => badRequest('not-your-email', `${field} must be the email address of the signed-in user.`, field);

/** After the commit: live notifications, then SMTP (502 when the server refuses; the row stays `failed`). */
/**
 * The request was saved and announced in the portal before the email failed: the detail says so,
 * so that nobody sends it again (which would make a second ticket or a second email).
 */
function emailNotSent(outcome: DeliveryOutcome, saved: string): ApiError | null {
  return outcome.status === 'failed'
    ? new ApiError(
        502,
        'email-not-sent',
        `${saved} The email could not be sent (${outcome.error}); administrators see it in the outbox. Do not send it again.`,
      )
    : null;
}

/**
 * Technical tickets to the lender's support address and Loan Help to the user's account
 * executive. Each writes its rows (ticket, outbox email, notifications) in one transaction;
 * SMTP sending, when configured, follows the commit and its outcome is recorded on the email.
 */
export async function supportPlugin(fastify: FastifyInstance, options: SupportPluginOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const rateLimit = (route: string) => ({
    ...options.submitLimit,
    // After authentication and the body: counted per signed-in user, whatever address they use.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${route}|${request.user.id}`,
  });

  async function signedInUser(user: AuthUser) {
    const row = await app.db
      .selectFrom('users')
      .leftJoin('organizations', 'organizations.id', 'users.organizationId')
      .select([
        'users.id',
        'users.email',
        'users.firstName',
        'users.lastName',
        'organizations.name as organizationName',
        'organizations.primaryAeId',
      ])
      .where('users.id', '=', user.id)
      .executeTakeFirst();
    // A token outlives a deleted user by at most its lifetime; treat it like a missing session.
    if (!row) throw new ApiError(401, 'user-not-found', 'The signed-in user no longer exists.');
    return row;
  }

  /** A loan the user reaches, by id or by loan number; otherwise the loans feature's 404. */
  async function reachableLoan(user: AuthUser, by: { id: string } | { number: string }) {
    let query = app.db.selectFrom('loans').select(['id', 'loanNumber', 'organizationId']);
    query = 'id' in by ? query.where('id', '=', by.id) : query.where('loanNumber', '=', by.number.trim());
    const loan = await query.executeTakeFirst();
    if (!loan || !(await app.access.canReadOrg(user, loan.organizationId))) throw notFound('id' in by ? NO_LOAN : NO_LOAN_NUMBER);
    return loan;
  }

  /** Active administrators (personas "0" or "1"): who hears of every technical ticket. */
  async function administrators(): Promise<string[]> {
    const rows = await app.db
      .selectFrom('users')
      .select('id')
      .where('userType', '=', 'internal')
      .where('disabledLogin', '=', false)
      .where((eb) =>
        eb.or([
          sql<boolean>`${eb.ref('personas')} @> ${JSON.stringify([PERSONA.administrator])}::jsonb`,
          sql<boolean>`${eb.ref('personas')} @> ${JSON.stringify([PERSONA.superAdministrator])}::jsonb`,
        ]),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  app.post(
    '/support/tickets',
    {
      config: { access: SIGNED_IN, rateLimit: rateLimit('support-ticket') },
      schema: {
        tags: ['support'],
        summary: "Create a technical ticket: emailed to the lender's support address, every administrator notified",
        security: bearerSecurity,
        body: SupportTicketCreateRequestSchema,
        response: { 201: SupportTicketSchema, ...authenticatedProblems, ...problemResponses(502) },
      },
    },
    async (request, reply) => {
      const { subject, description } = requiredTexts(request.body);
      const user = await signedInUser(request.user);
      if (!sameEmail(request.body.requester.email, user.email)) throw notYourEmail('body.requester.email');
      const { loanId, url } = request.body.context;
      const loan = loanId === null ? null : await reachableLoan(request.user, { id: loanId });
      const requesterName = fullName(user);
      const adminIds = await administrators();

      const identity = await emailIdentity(app);
      const { ticket, email, notifications } = await app.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: string | number }>`select nextval('support_ticket_number_seq') as n`.execute(trx);
        const ticket = await trx
          .insertInto('supportTickets')
          .values({
            id: randomUUID(),
            number: formatTicketNumber(Number(rows[0].n)),
            subject,
            description,
            requesterUserId: user.id,
            requesterEmail: user.email,
            requesterName,
            loanId: loan?.id ?? null,
            url,
            status: 'open',
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const email = await storeEmail(trx, {
          kind: 'support-ticket',
          from: identity.from,
          to: [identity.supportAddress],
          replyTo: user.email,
          subject: ticketEmailSubject(ticket),
          text: ticketEmailText({
            number: ticket.number,
            subject,
            description,
            requester: { name: requesterName, email: user.email, userId: user.id, organizationName: user.organizationName },
            loan: loan ? { id: loan.id, number: loan.loanNumber } : null,
            url,
            createdAt: ticket.createdAt,
          }),
          senderUserId: user.id,
          recipientUserId: null,
          supportTicketId: ticket.id,
          loanId: loan?.id ?? null,
        });
        const message = ticketNotificationMessage({ number: ticket.number, subject, requesterName });
        const notifications: Array<{ userId: string; notification: Notification }> = [];
        for (const adminId of adminIds) {
          notifications.push({ userId: adminId, notification: await storeNotification(trx, { userId: adminId, message, link: null }) });
        }
        return { ticket, email, notifications };
      });

      for (const { userId, notification } of notifications) publishNotification(app, userId, notification);
      const failure = emailNotSent(
        await deliverStoredEmail(app.db, app.mailer, email),
        `Ticket ${ticket.number} was created and the administrators were notified.`,
      );
      if (failure) throw failure;
      return reply.status(201).send({
        id: ticket.id,
        number: ticket.number,
        subject: ticket.subject,
        description: ticket.description,
        requester: { userId: user.id, email: ticket.requesterEmail, name: ticket.requesterName },
        context: { loanId: ticket.loanId, url: ticket.url },
        status: ticket.status,
        createdAt: ticket.createdAt.toISOString(),
        delivery: app.mailer.delivery,
      });
    },
  );

  app.post(
    '/support/loan-help',
    {
      config: {
        rateLimit: rateLimit('loan-help'),
        // Checked before the body: internal users get 403 whatever they send.
        access: rolesOnly(['external'], { text: LOAN_HELP_EXTERNAL_ONLY, code: 'external-users-only' }),
      },
      schema: {
        tags: ['support'],
        summary: 'Ask the account executive of your organisation about a loan (external users): emailed and notified in the portal',
        security: bearerSecurity,
        body: LoanHelpRequestSchema,
        response: { 201: LoanHelpResponseSchema, ...authenticatedProblems, ...problemResponses(403, 409, 502) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { subject, description } = requiredTexts(body);
      const user = await signedInUser(request.user);
      if (parseHelpEmailDate(body.date) === undefined)
        throw badRequest('invalid-date', 'body.date must read MM/DD/YYYY h:mm:ss a, e.g. 03/14/2026 9:05:07 PM.', 'body.date');
      if (!sameEmail(body.email, user.email)) throw notYourEmail('body.email');
      if (!sameEmail(body.lo.email, user.email)) throw notYourEmail('body.lo.email');
      const loan = await reachableLoan(request.user, { number: body.loan.number });
      // The recipient is the organisation's account executive (the profile's salesRep), never the body's.
      const accountExecutive = user.primaryAeId
        ? await app.db
            .selectFrom('users')
            .select(['id', 'email', 'firstName', 'lastName'])
            .where('id', '=', user.primaryAeId)
            .where('userType', '=', 'internal')
            .executeTakeFirst()
        : undefined;
      if (!accountExecutive) throw new ApiError(409, 'no-account-executive', NO_ACCOUNT_EXECUTIVE);
      const senderName = fullName(user);
      const accountExecutiveName = fullName(accountExecutive);

      const { from } = await emailIdentity(app);
      const { email, notification } = await app.db.transaction().execute(async (trx) => {
        const email = await storeEmail(trx, {
          kind: 'loan-help',
          from,
          to: [accountExecutive.email],
          replyTo: user.email,
          subject: loanHelpEmailSubject({ subject, loan: { number: loan.loanNumber } }),
          text: loanHelpEmailText({
            subject,
            description,
            date: body.date,
            sender: { name: senderName, email: user.email, organizationName: user.organizationName ?? '' },
            // Built here, not taken from the form: an email from the portal must not carry a link its sender chose.
            loan: { id: loan.id, number: loan.loanNumber, url: `${app.mailer.portalUrl}${loanPagePath(loan.id)}` },
            accountExecutiveName,
            loanOfficer: { name: body.lo.name, role: body.lo.role, email: user.email, phone: body.lo.phone },
          }),
          senderUserId: user.id,
          recipientUserId: accountExecutive.id,
          supportTicketId: null,
          loanId: loan.id,
        });
        const notification = await storeNotification(trx, {
          userId: accountExecutive.id,
          message: loanHelpNotificationMessage({ senderName, loanNumber: loan.loanNumber, subject }),
          link: loanPagePath(loan.id),
        });
        return { email, notification };
      });

      publishNotification(app, accountExecutive.id, notification);
      const failure = emailNotSent(
        await deliverStoredEmail(app.db, app.mailer, email),
        `Your message was saved and ${accountExecutiveName} was notified in the portal.`,
      );
      if (failure) throw failure;
      return reply.status(201).send({
        emailId: email.id,
        delivery: app.mailer.delivery,
        accountExecutive: { userId: accountExecutive.id, name: accountExecutiveName },
      });
    },
  );
}
