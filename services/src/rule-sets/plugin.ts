import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  IdParamsSchema,
  RuleSetListQuerySchema,
  RuleSetRecordListSchema,
  RuleSetRecordSchema,
  RuleSetSaveRequestSchema,
  validateRuleDefinition,
} from 'shared-rules';
import { ApiError } from '../http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../http/schemas';
import { ruleSetsFor, toRuleSetRecord } from './rule-set-queries';
import './tables';

/**
 * Validation rule sets, lender-wide or per organisation. The browser reads the same rule sets the
 * server runs (tag `create-loan` at loan creation), so its instant feedback and the server agree.
 */
export async function ruleSetsPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/rule-sets',
    {
      schema: {
        tags: ['rules'],
        summary:
          'Rule sets that apply to an organisation (lender-wide ones included); without orgId, to every organisation the caller reaches',
        security: bearerSecurity,
        querystring: RuleSetListQuerySchema,
        response: { 200: RuleSetRecordListSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const { orgId, tag } = request.query;
      if (orgId !== undefined) {
        await app.access.assertOrgReadable(request.user, orgId);
        return ruleSetsFor(app.db, [orgId], tag);
      }
      const reach = await app.access.orgReach(request.user);
      return ruleSetsFor(app.db, reach.all ? 'every-organization' : reach.orgIds, tag);
    },
  );

  app.put(
    '/rule-sets/:id',
    {
      bodyLimit: 2 * 1024 * 1024,
      config: { access: { roles: ['admin'], refusal: 'Only administrators can change rule sets.' } },
      schema: {
        tags: ['rules'],
        summary: 'Create or replace a rule set (administrators); every rule definition is checked first',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: RuleSetSaveRequestSchema,
        response: { 200: RuleSetRecordSchema, ...authenticatedProblems, ...problemResponses(403, 422) },
      },
    },
    async (request) => {
      const { name, organizationId, tags, enabled, rules } = request.body;
      const problems = rules.flatMap((rule) => validateRuleDefinition(rule));
      if (problems.length > 0) {
        throw new ApiError(
          422,
          'invalid-rule-definition',
          `The rule set has ${problems.length} invalid rule definition(s): ${problems[0].ruleId}: ${problems[0].problem}.`,
          {
            fields: problems.map((p) => ({ field: `body.rules.${p.ruleId}`, message: `${p.ruleId}: ${p.problem}` })),
          },
        );
      }
      if (organizationId !== null) await app.access.assertOrgWritable(request.user, organizationId);
      const values = {
        name,
        organizationId,
        tags: JSON.stringify(tags),
        enabled,
        rules: JSON.stringify(rules),
        updatedBy: request.user.id,
        updatedAt: new Date(),
      };
      const row = await app.db
        .insertInto('ruleSets')
        .values({ id: request.params.id, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow();
      await app.readCache.invalidate({ kind: 'rule-set', ruleSetId: row.id });
      return toRuleSetRecord(row);
    },
  );
}
