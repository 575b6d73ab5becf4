import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  IdParamsSchema,
  RuleSetRecordSchema,
  RuleSetTryRequestSchema,
  RuleSetTryResultSchema,
  RuleSetVersionParamsSchema,
  RuleSetVersionSchema,
  RuleSetVersionSummaryListSchema,
} from 'shared-rules';
import { displayNameOf } from '../../platform/auth/display-name';
import { notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { NO_LOAN, readableLoanOrganization } from '../loans';
import { announceRuleSetSave, assertValidDefinitions } from './rule-set-saves';
import { toRuleSetRecord } from './rule-set-queries';
import { tryRuleSetOnLoan } from './rule-set-trial';
import { findRuleSetVersion, latestRuleSetVersions, listRuleSetVersions, saveRuleSetVersion } from './rule-set-versions-store';
import './tables';
import { ADMINS_ONLY, adminsOnly } from '../../platform/access/declarations';

const NO_RULE_SET = 'No rule set with this id.';
const NO_VERSION = 'This rule set has no such version.';

const administratorsWrite = adminsOnly({ text: 'Only administrators can change rule sets.' });
const administratorsTry = adminsOnly({ text: 'Only administrators can try rule sets on loans.' });

/**
 * The history of rule sets (every save is a version, administrators only), restoring a version
 * as the next one, and trying an edited rule set on a loan before saving it.
 */
export async function ruleSetVersionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/rule-set-versions/latest',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['rules'],
        summary: 'The latest version of every rule set: who saved it last, when, and what changed (administrators)',
        security: bearerSecurity,
        response: { 200: RuleSetVersionSummaryListSchema, ...authenticatedProblems },
      },
    },
    () => latestRuleSetVersions(app.db),
  );

  app.get(
    '/rule-sets/:id/versions',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['rules'],
        summary: 'The saved versions of a rule set, newest first, with who saved each, when and what changed (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: RuleSetVersionSummaryListSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const versions = await listRuleSetVersions(app.db, request.params.id);
      if (versions === null) throw notFound(NO_RULE_SET);
      return versions;
    },
  );

  app.get(
    '/rule-sets/:id/versions/:version',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['rules'],
        summary: 'One saved version of a rule set, with its rules (administrators)',
        security: bearerSecurity,
        params: RuleSetVersionParamsSchema,
        response: { 200: RuleSetVersionSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const version = await findRuleSetVersion(app.db, request.params.id, request.params.version);
      if (!version) throw notFound(NO_VERSION);
      return version;
    },
  );

  app.post(
    '/rule-sets/:id/versions/:version/restore',
    {
      config: { access: administratorsWrite },
      schema: {
        tags: ['rules'],
        summary:
          'Saves an older version of a rule set again, as its next version (administrators); 422 when its rules no longer pass the definition checks',
        security: bearerSecurity,
        params: RuleSetVersionParamsSchema,
        response: { 200: RuleSetRecordSchema, ...authenticatedProblems, ...problemResponses(403, 409, 422) },
      },
    },
    async (request) => {
      const { id, version } = request.params;
      const stored = await findRuleSetVersion(app.db, id, version);
      if (!stored) throw notFound(NO_VERSION);
      // The checks may have grown stricter since the version was saved.
      assertValidDefinitions(stored.rules);
      if (stored.organizationId !== null) await app.access.assertOrgWritable(request.user, stored.organizationId);
      const saved = await saveRuleSetVersion(app.db, {
        id,
        name: stored.name,
        organizationId: stored.organizationId,
        tags: stored.tags,
        enabled: stored.enabled,
        rules: stored.rules,
        restoredFrom: version,
        user: { id: request.user.id, name: await displayNameOf(app.db, request.user.id) },
      });
      await announceRuleSetSave(app, saved);
      return toRuleSetRecord(saved.row);
    },
  );

  app.post(
    '/rule-sets/try',
    {
      bodyLimit: 2 * 1024 * 1024,
      config: { access: administratorsTry },
      schema: {
        tags: ['rules'],
        summary:
          "Judges an edited rule set (saved or not) on a loan's current values: its messages, and its definition problems (administrators; 404 for a loan out of reach)",
        security: bearerSecurity,
        body: RuleSetTryRequestSchema,
        response: { 200: RuleSetTryResultSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request) => {
      const { ruleSet, loanId } = request.body;
      await readableLoanOrganization(app, request.user, loanId);
      const loan = await app.db.selectFrom('loans').select(['loanNumber', 'document']).where('id', '=', loanId).executeTakeFirst();
      if (!loan) throw notFound(NO_LOAN);
      return { loanId, loanNumber: loan.loanNumber, ...tryRuleSetOnLoan(ruleSet, loan.document, new Date()) };
    },
  );
}
