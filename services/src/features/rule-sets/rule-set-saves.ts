import type { FastifyInstance } from 'fastify';
import { validateRuleDefinition, type ValidationRule } from 'shared-rules';
import { ApiError } from '../../platform/http/problem';
import type { SavedRuleSet } from './rule-set-versions-store';

/**
 * Refuses rules the engine could not run: 422 `invalid-rule-definition`, one `fields` entry per
 * problem (`body.rules.<rule id>`), before anything is written. The editor runs the same
 * `validateRuleDefinition` first, so this only meets rules written by other clients.
 */
export function assertValidDefinitions(rules: readonly ValidationRule[]): void {
  const problems = rules.flatMap((rule) => validateRuleDefinition(rule));
  if (problems.length === 0) return;
  throw new ApiError(
    422,
    'invalid-rule-definition',
    `The rule set has ${problems.length} invalid rule definition(s): ${problems[0].ruleId}: ${problems[0].problem}.`,
    { fields: problems.map((p) => ({ field: `body.rules.${p.ruleId}`, message: `${p.ruleId}: ${p.problem}` })) },
  );
}

/**
 * After a save or restore has committed: the compiled rule sets are dropped in every service
 * process (the read cache), every browser is told (`rule-sets-update`, with the tags before and
 * after, so pages that ran the set under an old tag recompile as well), and the log says who
 * changed what.
 */
export async function announceRuleSetSave(app: FastifyInstance, saved: SavedRuleSet): Promise<void> {
  await app.readCache.invalidate({ kind: 'rule-set', ruleSetId: saved.row.id });
  const tags = [...new Set([...saved.previousTags, ...saved.row.tags])];
  app.publish('everyone', '*', 'rule-sets-update', { ruleSetId: saved.row.id, tags });
  app.log.info(
    { ruleSetId: saved.row.id, version: saved.version, updatedBy: saved.row.updatedBy, summary: saved.summary },
    'rule set saved',
  );
}
