import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  IdParamsSchema,
  RuleSetListQuerySchema,
  RuleSetRecordListSchema,
  RuleSetRecordSchema,
  RuleSetSaveRequestSchema,
} from 'shared-rules';
import { displayNameOf } from '../../platform/auth/display-name';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { announceRuleSetSave, assertValidDefinitions } from './rule-set-saves';
import { ruleSetsFor, toRuleSetRecord } from './rule-set-queries';
import { saveRuleSetVersion } from './rule-set-versions-store';
import { ruleSetVersionRoutes } from './version-routes';
import './tables';
import { adminsOnly, SIGNED_IN } from '../../platform/access/declarations';

/**
 * Validation rule sets, lender-wide or per organisation. The browser reads the same rule sets the
 * server runs (tag `create-loan` at loan creation), so its instant feedback and the server agree.
 */
export async function ruleSetsPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/rule-sets',
    {
      config: { access: SIGNED_IN },
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
      config: { access: adminsOnly({ text: 'Only administrators can change rule sets.' }) },
      schema: {
        tags: ['rules'],
        summary:
          'Create or replace a rule set (administrators) as its next version; every rule definition is checked first (422 invalid-rule-definition); with baseUpdatedAt, a save over a newer one is 409 stale-rule-set',
        security: bearerSecurity,
        params: IdParamsSchema,
        body: RuleSetSaveRequestSchema,
        response: { 200: RuleSetRecordSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request) => {
      const { name, organizationId, tags, enabled, rules, baseUpdatedAt } = request.body;
      assertValidDefinitions(rules);
      if (organizationId !== null) await app.access.assertOrgWritable(request.user, organizationId);
      const saved = await saveRuleSetVersion(app.db, {
        id: request.params.id,
        name,
        organizationId,
        tags,
        enabled,
        rules,
        baseUpdatedAt,
        user: { id: request.user.id, name: await displayNameOf(app.db, request.user.id) },
      });
      await announceRuleSetSave(app, saved);
      return toRuleSetRecord(saved.row);
    },
  );

  await app.register(ruleSetVersionRoutes);
}
