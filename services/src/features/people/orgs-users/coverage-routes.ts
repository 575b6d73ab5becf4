import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  COVERAGE_TEXTS,
  CoverageUpdateRequestSchema,
  IdParamsSchema,
  OrganizationCoverageSchema,
  PERSONA,
  type OrganizationCoverage,
} from 'shared-rules';
import type { RouteAccess } from '../../../platform/access/route-access';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/schema';
import { ApiError, notFound } from '../../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { adminsOnly } from '../../../platform/access/declarations';

const administratorsOnly: { access: RouteAccess } = {
  access: adminsOnly({ text: COVERAGE_TEXTS.adminsOnly, code: 'coverage-admins-only' }),
};

const holdsAePersona = (personas: readonly string[]) => personas.includes(PERSONA.accountExecutive);

/** Who covers the organisation, by name, the primary account executive marked. */
async function loadCoverage(db: Kysely<Database>, organizationId: string, primaryAeId: string | null): Promise<OrganizationCoverage> {
  const rows = await db
    .selectFrom('aeCoverage')
    .innerJoin('users', 'users.id', 'aeCoverage.aeUserId')
    .select(['users.id', 'users.firstName', 'users.lastName', 'users.email', 'users.disabledLogin'])
    .where('aeCoverage.organizationId', '=', organizationId)
    .orderBy('users.lastName')
    .orderBy('users.firstName')
    .orderBy('users.id')
    .execute();
  return {
    organizationId,
    aes: rows.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      primary: row.id === primaryAeId,
      canSignIn: !row.disabledLogin,
    })),
  };
}

/**
 * Refuses ids that are not account executives (422), every one under its own field
 * (`body.aeIds.<index>`), so the form can mark each choice that was wrong.
 */
async function checkAccountExecutives(db: Kysely<Database>, aeIds: readonly string[]): Promise<void> {
  if (aeIds.length === 0) return;
  const rows = await db.selectFrom('users').select(['id', 'userType', 'personas']).where('id', 'in', aeIds).execute();
  const found = new Map(rows.map((row) => [row.id, row]));
  const fields = aeIds.flatMap((id, index): Array<{ field: string; message: string }> => {
    const user = found.get(id);
    if (!user) return [{ field: `body.aeIds.${index}`, message: COVERAGE_TEXTS.noAccountExecutive }];
    if (user.userType !== 'internal' || !holdsAePersona(user.personas)) {
      return [{ field: `body.aeIds.${index}`, message: COVERAGE_TEXTS.notAccountExecutive }];
    }
    return [];
  });
  if (fields.length > 0) throw new ApiError(422, 'coverage-invalid', fields[0].message, { fields });
}

/** `GET|PUT /api/admin/organizations/:id/coverage`: which account executives cover a company (administrators). */
export async function coverageRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const storedOrganization = async (organizationId: string) => {
    const row = await app.db.selectFrom('organizations').select(['id', 'primaryAeId']).where('id', '=', organizationId).executeTakeFirst();
    if (!row) throw notFound(COVERAGE_TEXTS.noOrganization);
    return row;
  };

  app.get(
    '/admin/organizations/:id/coverage',
    {
      config: administratorsOnly,
      schema: {
        tags: ['organizations', 'admin'],
        summary: 'The account executives covering a company (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: OrganizationCoverageSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const organization = await storedOrganization(request.params.id);
      return loadCoverage(app.db, organization.id, organization.primaryAeId);
    },
  );

  app.put(
    '/admin/organizations/:id/coverage',
    {
      config: administratorsOnly,
      schema: {
        tags: ['organizations', 'admin'],
        summary: 'Choose every account executive covering a company (administrators); its primary account executive always covers it',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: CoverageUpdateRequestSchema,
        response: { 200: OrganizationCoverageSchema, ...authenticatedProblems, ...problemResponses(403, 422) },
      },
    },
    async (request) => {
      const organization = await storedOrganization(request.params.id);
      await checkAccountExecutives(app.db, request.body.aeIds);
      const wanted = new Set(request.body.aeIds);
      if (organization.primaryAeId) wanted.add(organization.primaryAeId);

      const { added, removed } = await app.db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('aeCoverage')
          .select('aeUserId')
          .where('organizationId', '=', organization.id)
          .forUpdate()
          .execute();
        const before = new Set(current.map((row) => row.aeUserId));
        const added = [...wanted].filter((id) => !before.has(id)).sort();
        const removed = [...before].filter((id) => !wanted.has(id)).sort();
        if (added.length === 0 && removed.length === 0) return { added, removed };
        if (removed.length > 0) {
          await trx.deleteFrom('aeCoverage').where('organizationId', '=', organization.id).where('aeUserId', 'in', removed).execute();
        }
        if (added.length > 0) {
          await trx
            .insertInto('aeCoverage')
            .values(added.map((aeUserId) => ({ aeUserId, organizationId: organization.id })))
            .onConflict((oc) => oc.columns(['aeUserId', 'organizationId']).doNothing())
            .execute();
        }
        await recordAudit(trx, request.user, {
          action: 'organization.coverage',
          entityType: 'organization',
          entityId: organization.id,
          details: { added, removed },
        });
        return { added, removed };
      });

      // What each account executive reaches is cached for every access check: theirs changed.
      for (const aeUserId of [...added, ...removed]) await app.readCache.invalidate({ kind: 'coverage', aeUserId });
      return loadCoverage(app.db, organization.id, organization.primaryAeId);
    },
  );
}
