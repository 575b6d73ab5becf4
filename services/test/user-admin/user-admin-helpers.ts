import type { FastifyInstance } from 'fastify';
import type { OutboxEmail, Paged, OutboxEmailSummary } from 'shared-rules';
import type { TestDatabase } from '../helpers/test-app';

type Method = 'GET' | 'POST' | 'PATCH';
export type Headers = { authorization: string };

/** Calls the app as the signed-in caller (no headers: signed out; the session header: as the sign-in page). */
export const callAs =
  (app: FastifyInstance) => (method: Method, url: string, headers: Record<string, string> | undefined, payload?: object) =>
    app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

/** The password-link emails sent to the address, newest first, as administrators read them in the outbox. */
export async function passwordEmailsTo(app: FastifyInstance, admin: Headers, address: string): Promise<OutboxEmail[]> {
  const list = await app.inject({ method: 'GET', url: '/api/admin/outbox?pageSize=100', headers: admin });
  expect(list.statusCode).toBe(200);
  const summaries = list.json<Paged<OutboxEmailSummary>>().items.filter((email) => email.to.includes(address));
  const emails: OutboxEmail[] = [];
  for (const summary of summaries) {
    const email = (await app.inject({ method: 'GET', url: `/api/admin/outbox/${summary.id}`, headers: admin })).json<OutboxEmail>();
    if ((email.kind as string) === 'password-link') emails.push(email);
  }
  return emails;
}

/** The token of the link in an email (`…/reset-password#token=<token>`). */
export function tokenIn(email: OutboxEmail): string {
  const match = /\/reset-password#token=([A-Za-z0-9_-]{20,})/.exec(email.text);
  if (!match) throw new Error(`no password link in: ${email.text}`);
  return match[1];
}

/** The audit rows of an entity, oldest first. */
export const auditOf = (database: TestDatabase, entityId: string) =>
  database.handle.db
    .selectFrom('auditLog')
    .select(['action', 'actorId', 'details'])
    .where('entityId', '=', entityId)
    .orderBy('id')
    .execute();
