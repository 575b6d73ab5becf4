import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import {
  EncompassIdsRequestSchema,
  EncompassUserCardListSchema,
  ExternalUserSchema,
  ExternalUserSearchRequestSchema,
  ExternalUsersSummaryQuerySchema,
  ExternalUsersSummarySchema,
  IdParamsSchema,
  InternalUserSchema,
  OrganizationListSchema,
  OrganizationSchema,
  PagedSchema,
  type EncompassUserCard,
  type ExternalUsersSummary,
  type ExternalUsersSummaryQuery,
} from 'shared-rules';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { toCount } from '../../../platform/db/connect';
import type { Database } from '../../../platform/db/schema';
import { notFound } from '../../../platform/http/problem';
import { orgContactsKey } from '../../../platform/cache/plugin';
import { authenticatedProblems, bearerSecurity } from '../../../platform/http/schemas';
import { aeSummaryRoutes } from './ae-summary-routes';
import { contactSyncRoutes } from './contact-sync-routes';
import { coverageRoutes } from './coverage-routes';
import { EXTERNAL_USER_COLUMNS, toExternalUser, toInternalUser, toOrganization } from './mappers';
import { SIGNED_IN } from '../../../platform/access/declarations';

type SummaryRole = NonNullable<ExternalUsersSummaryQuery['roleType']>;

const NO_USER = 'No user with this id.';
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A JSON serializer's output as text (fastify types it as any payload a serializer may give). */
function serializedText(payload: string | ArrayBuffer | Buffer): string {
  return typeof payload === 'string' ? payload : Buffer.from(payload as ArrayBuffer).toString('utf8');
}

/** Organisations and their users, always limited to what the caller reaches. */
export async function orgsUsersPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await aeSummaryRoutes(fastify);
  await contactSyncRoutes(fastify);
  await coverageRoutes(fastify);

  /** Restricts a users query to external users of organisations the caller reaches. */
  async function reachableExternalUsers(user: AuthUser) {
    const reach = await app.access.orgReach(user);
    return (eb: ExpressionBuilder<Database, 'users'>) => {
      const external = eb('users.userType', '=', 'external');
      if (reach.all) return external;
      if (reach.orgIds.length === 0) return eb.and([external, sql<boolean>`false`]);
      return eb.and([external, eb('users.organizationId', 'in', reach.orgIds)]);
    };
  }

  /** External users of one organisation holding the role (lo, lp or either), by name. */
  async function loadOrgContacts(orgId: string, roleType: SummaryRole, includeDisabled: boolean) {
    let query = app.db
      .selectFrom('users')
      .select(EXTERNAL_USER_COLUMNS)
      .where('users.userType', '=', 'external')
      .where('users.organizationId', '=', orgId)
      .orderBy('users.lastName')
      .orderBy('users.firstName');
    const roles = roleType === 'both' ? ['lo', 'lp'] : [roleType];
    query = query.where((eb) => eb.or(roles.map((role) => sql<boolean>`${eb.ref('users.roleTypes')} @> ${JSON.stringify([role])}::jsonb`)));
    if (!includeDisabled) query = query.where('users.disabledLogin', '=', false);
    return (await query.execute()).map(toExternalUser);
  }

  app.get(
    '/external-orgs',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['organizations'],
        summary: 'Broker and correspondent organisations the caller reaches, by name',
        security: bearerSecurity,
        response: { 200: OrganizationListSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const reach = await app.access.orgReach(request.user);
      if (!reach.all && reach.orgIds.length === 0) return [];
      let query = app.db.selectFrom('organizations').selectAll().orderBy('name');
      if (!reach.all) query = query.where('id', 'in', reach.orgIds);
      return (await query.execute()).map(toOrganization);
    },
  );

  app.get(
    '/external-orgs/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['organizations'],
        summary: 'One organisation (404 when it does not exist or is out of reach)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: OrganizationSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      await app.access.assertOrgReadable(request.user, request.params.id);
      const row = await app.db.selectFrom('organizations').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!row) throw notFound('No organization with this id.');
      return toOrganization(row);
    },
  );

  // Typed by hand: ajv fills in the query's defaults, and a cached answer is sent as the text
  // this route's schema serialized.
  app.get<{ Querystring: Required<ExternalUsersSummaryQuery>; Reply: ExternalUsersSummary | string }>(
    '/external-users/summary',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Contacts of an organisation by role (lo, lp, or both: anyone holding either role)',
        security: bearerSecurity,
        querystring: ExternalUsersSummaryQuerySchema,
        response: { 200: ExternalUsersSummarySchema, ...authenticatedProblems },
      },
    },
    async (request, reply) => {
      const { orgId, roleType, includeDisabled } = request.query;
      // Checked on every request, before the cache: the cached list is per organisation, not per caller.
      await app.access.assertOrgReadable(request.user, orgId);
      // Every contacts step and loan form reads this list and it rarely changes, so the answer is
      // kept serialized (by this route's own response schema) and sent as it is.
      const body = await app.readCache.orgContacts.get(orgContactsKey(orgId, roleType, includeDisabled), async () =>
        serializedText(reply.serialize({ results: await loadOrgContacts(orgId, roleType, includeDisabled) })),
      );
      return reply.type(JSON_CONTENT_TYPE).send(body);
    },
  );

  app.post(
    '/external-users',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Search external users the caller reaches, a page at a time',
        security: bearerSecurity,
        body: ExternalUserSearchRequestSchema,
        response: { 200: PagedSchema(ExternalUserSchema), ...authenticatedProblems },
      },
    },
    async (request) => {
      const { page, pageSize, query: text, orgId, includeDisabled } = request.body;
      if (orgId) await app.access.assertOrgReadable(request.user, orgId);
      const reachable = await reachableExternalUsers(request.user);
      let base = app.db.selectFrom('users').where(reachable);
      if (orgId) base = base.where('users.organizationId', '=', orgId);
      if (!includeDisabled) base = base.where('users.disabledLogin', '=', false);
      const needle = text?.trim();
      if (needle) {
        const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where((eb) =>
          eb.or([
            eb('users.firstName', 'ilike', pattern),
            eb('users.lastName', 'ilike', pattern),
            eb('users.email', 'ilike', pattern),
            eb(sql<string>`${eb.ref('users.firstName')} || ' ' || ${eb.ref('users.lastName')}`, 'ilike', pattern),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        base
          .select(EXTERNAL_USER_COLUMNS)
          .orderBy('users.lastName')
          .orderBy('users.firstName')
          .orderBy('users.id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toExternalUser), page, pageSize, total: toCount(count.n as string | number) };
    },
  );

  app.get(
    '/external-users/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'One external user (404 when out of reach)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: ExternalUserSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('users')
        .select(EXTERNAL_USER_COLUMNS)
        .where('users.id', '=', request.params.id)
        .where('users.userType', '=', 'external')
        .executeTakeFirst();
      if (!row || !(await app.access.canReadUser(request.user, { ...row, userType: 'external' }))) throw notFound(NO_USER);
      return toExternalUser(row);
    },
  );

  app.get(
    '/internal-users/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Contact card of a lender staff member (e.g. the account executive)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: InternalUserSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('users')
        .select(['id', 'firstName', 'lastName', 'email', 'phone', 'cell'])
        .where('id', '=', request.params.id)
        .where('userType', '=', 'internal')
        .executeTakeFirst();
      if (!row) throw notFound(NO_USER);
      return toInternalUser(row);
    },
  );

  app.post(
    '/users/by-encompass-ids',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['users'],
        summary: 'Contact cards for users known by encompass id; ids out of reach are left out',
        security: bearerSecurity,
        body: EncompassIdsRequestSchema,
        response: { 200: EncompassUserCardListSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('users')
        .select(['id', 'encompassId', 'firstName', 'lastName', 'email', 'cell', 'phone', 'profilePhotoUrl', 'userType', 'organizationId'])
        .where('encompassId', 'in', request.body.ids)
        .execute();
      const cards: EncompassUserCard[] = [];
      for (const row of rows) {
        if (!row.encompassId || !(await app.access.canReadUser(request.user, row))) continue;
        cards.push({
          id: row.id,
          encompassId: row.encompassId,
          name: `${row.firstName} ${row.lastName}`,
          mobile: row.cell || row.phone,
          email: row.email,
          profilePhoto: row.profilePhotoUrl ? { url: row.profilePhotoUrl } : null,
        });
      }
      return cards;
    },
  );
}
