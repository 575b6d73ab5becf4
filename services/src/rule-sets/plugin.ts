import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RULE_TYPES, validateRuleDefinition, type RuleSetRecord, type RuleSetSaveRequest } from 'shared-rules';
import { ApiError, forbidden } from '../http/problem';
import { authenticatedProblems, bearerSecurity, idParamSchema, problemResponses } from '../http/schemas';
import { ruleSetsFor, toRuleSetRecord } from './rule-set-queries';
import './tables';

const ruleSetSchema = {
  type: 'object',
  required: ['id', 'name', 'organizationId', 'tags', 'enabled', 'rules', 'updatedAt'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    organizationId: { type: ['string', 'null'] },
    tags: { type: 'array', items: { type: 'string' } },
    enabled: { type: 'boolean' },
    // Rules are recursive JSON; their shape is checked by validateRuleDefinition, not here.
    rules: { type: 'array', items: { type: 'object', additionalProperties: true } },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    orgId: idParamSchema.properties.id,
    tag: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;

const saveBodySchema = {
  type: 'object',
  required: ['name', 'organizationId', 'tags', 'enabled', 'rules'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    organizationId: { anyOf: [idParamSchema.properties.id, { type: 'null' }] },
    tags: { type: 'array', maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 64 } },
    enabled: { type: 'boolean' },
    rules: {
      type: 'array',
      maxItems: 2000,
      items: { type: 'object', required: ['id', 'ruleType'], properties: { id: { type: 'string', maxLength: 200 }, ruleType: { enum: [...RULE_TYPES] } } },
    },
  },
} as const;

/**
 * Validation rule sets, lender-wide or per organisation. The browser reads the same rule sets the
 * server runs (tag `create-loan` at loan creation), so its instant feedback and the server agree.
 */
export async function ruleSetsPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { orgId?: string; tag?: string }; Reply: RuleSetRecord[] }>(
    '/rule-sets',
    {
      schema: {
        tags: ['rules'],
        summary: 'Rule sets that apply to an organisation (lender-wide ones included); without orgId, to every organisation the caller reaches',
        security: bearerSecurity,
        querystring: listQuerySchema,
        response: { 200: { type: 'array', items: ruleSetSchema }, ...authenticatedProblems },
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

  const requireAdmin = async (request: FastifyRequest) => {
    if (!app.access.isAdmin(request.user)) throw forbidden('Only administrators can change rule sets.');
  };

  app.put<{ Params: { id: string }; Body: RuleSetSaveRequest; Reply: RuleSetRecord }>(
    '/rule-sets/:id',
    {
      bodyLimit: 2 * 1024 * 1024,
      preValidation: requireAdmin,
      schema: {
        tags: ['rules'],
        summary: 'Create or replace a rule set (administrators); every rule definition is checked first',
        security: bearerSecurity,
        params: idParamSchema,
        body: saveBodySchema,
        response: { 200: ruleSetSchema, ...authenticatedProblems, ...problemResponses(403, 422) },
      },
    },
    async (request) => {
      const { name, organizationId, tags, enabled, rules } = request.body;
      const problems = rules.flatMap((rule) => validateRuleDefinition(rule));
      if (problems.length > 0) {
        throw new ApiError(422, 'invalid-rule-definition', `The rule set has ${problems.length} invalid rule definition(s): ${problems[0].ruleId}: ${problems[0].problem}.`, {
          fields: problems.map((p) => ({ field: `body.rules.${p.ruleId}`, message: `${p.ruleId}: ${p.problem}` })),
        });
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
