import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import {
  AeSummaryQuerySchema,
  AeSummarySchema,
  COVERAGE_TEXTS,
  PERSONA,
  type AeCompanySummary,
  type AeSummary,
  type AeSummaryTotals,
} from 'shared-rules';
import type { OrgReach } from '../../../platform/access/access-control';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { toCount } from '../../../platform/db/connect';
import type { Database } from '../../../platform/db/schema';
import { ApiError, notFound } from '../../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { STAFF_MANAGERS } from '../../../platform/access/declarations';

/** The broker book is the lender's staff's: administrators and account executives. */

const COUNT_NAMES = ['contacts', 'active', 'disabled', 'loanOfficers', 'processors', 'invitationPending'] as const;

/**
 * Each reached company with its external users counted, by name. One grouped query: the counts
 * change with every contact written, so keeping them cached correctly would cost more than they do.
 */
async function companySummaries(db: Kysely<Database>, reach: OrgReach): Promise<AeCompanySummary[]> {
  if (!reach.all && reach.orgIds.length === 0) return [];
  const holds = (role: string) => sql<boolean>`users.role_types @> ${JSON.stringify([role])}::jsonb`;
  let query = db
    .selectFrom('organizations')
    .leftJoin('users', (join) => join.onRef('users.organizationId', '=', 'organizations.id').on('users.userType', '=', 'external'))
    .select((eb) => [
      'organizations.id',
      'organizations.name',
      'organizations.approvalStatus',
      eb.fn.count('users.id').as('contacts'),
      eb.fn.count('users.id').filterWhere('users.disabledLogin', '=', false).as('active'),
      eb.fn.count('users.id').filterWhere('users.disabledLogin', '=', true).as('disabled'),
      eb.fn.count('users.id').filterWhere(holds('lo')).as('loanOfficers'),
      eb.fn.count('users.id').filterWhere(holds('lp')).as('processors'),
      // A password the user chose is an argon2 hash (`../auth/passwords.ts`); anything else is an open invitation.
      eb.fn
        .count('users.id')
        .filterWhere((w) => w.and([w('users.disabledLogin', '=', false), w('users.passwordHash', 'not like', '$argon2%')]))
        .as('invitationPending'),
    ])
    .groupBy(['organizations.id', 'organizations.name', 'organizations.approvalStatus'])
    .orderBy('organizations.name')
    .orderBy('organizations.id');
  if (!reach.all) query = query.where('organizations.id', 'in', reach.orgIds);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    approvalStatus: row.approvalStatus,
    ...Object.fromEntries(COUNT_NAMES.map((name) => [name, toCount(row[name] as string | number)])),
  })) as AeCompanySummary[];
}

function totalsOf(companies: AeCompanySummary[]): AeSummaryTotals {
  const totals: AeSummaryTotals = {
    companies: companies.length,
    contacts: 0,
    active: 0,
    disabled: 0,
    loanOfficers: 0,
    processors: 0,
    invitationPending: 0,
  };
  for (const company of companies) for (const name of COUNT_NAMES) totals[name] += company[name];
  return totals;
}

/**
 * Whose book the caller reads: their own reach, or (administrators) the book of the account
 * executive named. Another account executive's book is refused to everyone else (403).
 */
async function bookReach(app: FastifyInstance, caller: AuthUser, aeId: string | undefined): Promise<OrgReach> {
  if (aeId === undefined || aeId === caller.id) return app.access.orgReach(caller);
  if (!app.access.isAdmin(caller)) throw new ApiError(403, 'other-book-admins-only', COVERAGE_TEXTS.otherBookAdminsOnly);
  const ae = await app.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', aeId)
    .where('userType', '=', 'internal')
    .where(sql<boolean>`personas @> ${JSON.stringify([PERSONA.accountExecutive])}::jsonb`)
    .executeTakeFirst();
  if (!ae) throw notFound(COVERAGE_TEXTS.noAccountExecutive);
  // Their coverage only: an account executive who is also an administrator still has a book of their own.
  return app.access.orgReach({ id: ae.id, userType: 'internal', organizationId: null, personas: [PERSONA.accountExecutive] });
}

/** `GET /api/external-users/ae-summary`: the caller's companies with their contacts counted. */
export async function aeSummaryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/external-users/ae-summary',
    {
      config: { access: STAFF_MANAGERS },
      schema: {
        tags: ['users'],
        summary:
          'The companies the caller covers (administrators: every company, or one account executive’s with ?aeId=), each with its contacts counted, and the totals',
        security: bearerSecurity,
        querystring: AeSummaryQuerySchema,
        response: { 200: AeSummarySchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request): Promise<AeSummary> => {
      const reach = await bookReach(app, request.user, request.query.aeId);
      const companies = await companySummaries(app.db, reach);
      return { companies, totals: totalsOf(companies) };
    },
  );
}
