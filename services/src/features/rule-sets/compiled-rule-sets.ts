import type { Kysely } from 'kysely';
import { compiledRuleSetsFor, type CompiledRuleSets, type RuleSetRecord } from 'shared-rules';
import type { Database } from '../../platform/db/schema';
import type { ReadCache } from '../../platform/cache/read-cache';
import { ruleSetsFor } from './rule-set-queries';

/**
 * One organisation's rule sets of one tag (the lender-wide ones included), as read at one
 * moment, and their compiled form. Each load is one version: it is compiled once and judges
 * every loan until a rule set is saved (`{ kind: 'rule-set' }` invalidation, in every service
 * process) or the read cache's TTL runs out.
 */
export interface OrganizationRuleSets {
  organizationId: string;
  /** Null: every rule set of the organisation, whatever its tags (the workflow picks by tag itself). */
  tag: string | null;
  /** Never edited: `evaluateRuleSets` given this very list reuses `compiled` instead of compiling. */
  ruleSets: readonly RuleSetRecord[];
  compiled: CompiledRuleSets;
}

declare module '../../platform/cache/plugin' {
  interface CachedRuleSets extends OrganizationRuleSets {}
}

/** The read-cache key of an organisation's rule sets of one tag (an empty tag, which no rule set has, for all). */
export function organizationRuleSetsKey(organizationId: string, tag: string | null): string {
  return `${organizationId}|${tag ?? ''}`;
}

export interface OrganizationRuleSetsSource {
  db: Kysely<Database>;
  readCache: { ruleSets: ReadCache<OrganizationRuleSets> };
}

/**
 * The rule sets tagged `tag` (all of them for null) that apply to the organisation's loans,
 * compiled, from the read cache (read and compiled on a miss). Access is the caller's to check:
 * the key holds no user.
 */
export function organizationRuleSets(
  source: OrganizationRuleSetsSource,
  organizationId: string,
  tag: string | null,
): Promise<OrganizationRuleSets> {
  return source.readCache.ruleSets.get(organizationRuleSetsKey(organizationId, tag), async () => {
    const ruleSets = Object.freeze(await ruleSetsFor(source.db, [organizationId], tag ?? undefined));
    return { organizationId, tag, ruleSets, compiled: compiledRuleSetsFor(ruleSets) };
  });
}
