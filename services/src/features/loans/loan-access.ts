import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../platform/auth/auth-user';
import { notFound } from '../../platform/http/problem';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/** The one answer for a loan that is missing or out of reach: nobody learns which. */
export const NO_LOAN = 'No loan with this id.';

/** The loan's organisation when the user may read the loan; otherwise the same 404 as a missing loan. */
export async function readableLoanOrganization(app: FastifyInstance, user: AuthUser, loanId: string): Promise<string> {
  const organizationId = await loanOrganization(app.db, loanId);
  if (organizationId === null || !(await app.access.canReadOrg(user, organizationId))) throw notFound(NO_LOAN);
  return organizationId;
}

/** The organisation of a loan, for access checks; null when the loan does not exist. */
export async function loanOrganization(db: Kysely<Database>, loanId: string): Promise<string | null> {
  const row = await db.selectFrom('loans').select('organizationId').where('id', '=', loanId).executeTakeFirst();
  return row?.organizationId ?? null;
}
