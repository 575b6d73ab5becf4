/**
 * Rule sets saved as versions: a save writes the rule set and its next version in one
 * transaction, with who saved it and what changed; the versions are read newest first, one by
 * one, or the latest of every rule set.
 */
import { sql, type Kysely } from 'kysely';
import type { RuleSetVersion, RuleSetVersionSummary } from 'shared-rules';
import type { Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/problem';
import { ruleSetChangeSummary, type RuleSetContent } from './rule-set-changes';
import type { RuleSetRow } from './tables';

export const concurrentRuleSetSave = () =>
  new ApiError(409, 'stale-rule-set', 'Someone else saved this rule set at the same moment. Reload it and save again.');

/** 409 when the stored rule set is not the one the edit started from, naming who saved it and when. */
async function assertUnchangedSince(trx: Kysely<Database>, current: RuleSetRow | undefined, baseUpdatedAt: string | null): Promise<void> {
  const unchanged =
    baseUpdatedAt === null
      ? current === undefined
      : current !== undefined && new Date(current.updatedAt).getTime() === Date.parse(baseUpdatedAt);
  if (unchanged) return;
  if (!current) throw new ApiError(409, 'stale-rule-set', 'This rule set has been removed since you opened it. Reload the page.');
  const saver = current.updatedBy
    ? await trx.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', current.updatedBy).executeTakeFirst()
    : undefined;
  const who = (saver && fullName(saver.firstName, saver.lastName)) ?? 'Another administrator';
  const what = baseUpdatedAt === null ? 'A rule set with this id was saved' : `${who} saved this rule set`;
  throw new ApiError(
    409,
    'stale-rule-set',
    `${what} at ${new Date(current.updatedAt).toISOString()} after you opened it. Reload it to see that version, then make your change again.`,
  );
}

export interface RuleSetWrite extends RuleSetContent {
  id: string;
  /** Who saves; null for the portal's own writes (the demo data). */
  user: { id: string; name: string } | null;
  /** Set when the content is an older version being restored. */
  restoredFrom?: number;
  /** The stored rule set's `updatedAt` the edit started from (null: new); a newer one refuses the save. */
  baseUpdatedAt?: string | null;
  now?: Date;
}

export interface SavedRuleSet {
  row: RuleSetRow;
  version: number;
  summary: string;
  /** The tags before the save (empty for a new rule set): pages running them must recompile too. */
  previousTags: string[];
}

const fullName = (first: string | null, last: string | null): string | null => {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name === '' ? null : name;
};

/**
 * Writes the rule set and its next version, in one transaction. The rule set's row is locked
 * while the next number is taken, so two saves of one set get consecutive versions; two first
 * saves of a new id race on the versions' primary key, and the loser is refused (409). A rule set
 * written without a version (outside the services) has its stored content kept as a version first,
 * so the history holds what the save replaced.
 */
export async function saveRuleSetVersion(db: Kysely<Database>, write: RuleSetWrite): Promise<SavedRuleSet> {
  const now = write.now ?? new Date();
  const content: RuleSetContent = {
    name: write.name,
    organizationId: write.organizationId,
    tags: write.tags,
    enabled: write.enabled,
    rules: write.rules,
  };
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('ruleSets').selectAll().where('id', '=', write.id).forUpdate().executeTakeFirst();
    if (write.baseUpdatedAt !== undefined) await assertUnchangedSince(trx, current, write.baseUpdatedAt);
    const latest = await trx
      .selectFrom('ruleSetVersions')
      .select('version')
      .where('ruleSetId', '=', write.id)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    let lastVersion = latest?.version ?? 0;
    if (current && !latest) {
      const saver = current.updatedBy
        ? await trx.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', current.updatedBy).executeTakeFirst()
        : undefined;
      await insertVersion(trx, current.id, 1, current, {
        savedBy: current.updatedBy,
        savedByName: saver ? fullName(saver.firstName, saver.lastName) : null,
        savedAt: current.updatedAt,
        summary: 'The rule set as it stood before its first save in the portal.',
        restoredFrom: null,
      });
      lastVersion = 1;
    }
    const changes = ruleSetChangeSummary(current ?? null, content);
    const summary = write.restoredFrom === undefined ? changes : `Restored version ${write.restoredFrom}. ${changes}`;
    const values = {
      name: write.name,
      organizationId: write.organizationId,
      tags: JSON.stringify(write.tags),
      enabled: write.enabled,
      rules: JSON.stringify(write.rules),
      updatedBy: write.user?.id ?? null,
      updatedAt: now,
    };
    const row = await trx
      .insertInto('ruleSets')
      .values({ id: write.id, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
    const version = lastVersion + 1;
    const inserted = await insertVersion(trx, write.id, version, content, {
      savedBy: write.user?.id ?? null,
      savedByName: write.user?.name ?? null,
      savedAt: now,
      summary,
      restoredFrom: write.restoredFrom ?? null,
    });
    if (!inserted) throw concurrentRuleSetSave();
    return { row, version, summary, previousTags: current ? [...current.tags] : [] };
  });
}

interface VersionMeta {
  savedBy: string | null;
  savedByName: string | null;
  savedAt: Date;
  summary: string;
  restoredFrom: number | null;
}

async function insertVersion(
  db: Kysely<Database>,
  ruleSetId: string,
  version: number,
  content: RuleSetContent,
  meta: VersionMeta,
): Promise<boolean> {
  const inserted = await db
    .insertInto('ruleSetVersions')
    .values({
      ruleSetId,
      version,
      name: content.name,
      organizationId: content.organizationId,
      tags: JSON.stringify(content.tags),
      enabled: content.enabled,
      rules: JSON.stringify(content.rules),
      ...meta,
    })
    .onConflict((oc) => oc.columns(['ruleSetId', 'version']).doNothing())
    .returning('version')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Version 1 of seed rule sets (`[id, rule set]`), written by the seed with its transaction. */
export async function insertSeedVersions(db: Kysely<Database>, ruleSets: ReadonlyArray<readonly [string, RuleSetContent]>): Promise<void> {
  if (ruleSets.length === 0) return;
  await db
    .insertInto('ruleSetVersions')
    .values(
      ruleSets.map(([id, set]) => ({
        ruleSetId: id,
        version: 1,
        name: set.name,
        organizationId: set.organizationId,
        tags: JSON.stringify(set.tags),
        enabled: set.enabled,
        rules: JSON.stringify(set.rules),
        savedBy: null,
        savedByName: null,
        summary: `Set up with the portal: ${set.rules.length} ${set.rules.length === 1 ? 'rule' : 'rules'}.`,
      })),
    )
    .execute();
}

const summaryColumns = [
  'ruleSetId',
  'version',
  'name',
  'organizationId',
  'tags',
  'enabled',
  'savedByName',
  'savedAt',
  'summary',
  'restoredFrom',
] as const;

type SummaryRow = Pick<RuleSetVersionSummary, 'ruleSetId' | 'version' | 'name' | 'organizationId' | 'tags' | 'enabled' | 'summary'> & {
  savedByName: string | null;
  savedAt: Date;
  restoredFrom: number | null;
  ruleCount: number | string;
};

function toSummary(row: SummaryRow): RuleSetVersionSummary {
  return {
    ruleSetId: row.ruleSetId,
    version: row.version,
    name: row.name,
    organizationId: row.organizationId,
    tags: row.tags,
    enabled: row.enabled,
    ruleCount: Number(row.ruleCount),
    savedBy: row.savedByName,
    savedAt: row.savedAt.toISOString(),
    summary: row.summary,
    restoredFrom: row.restoredFrom,
  };
}

// Counted in SQL, so listing fifty versions of a large rule set does not read its rules.
const ruleCount = sql<number>`jsonb_array_length(rules)`.as('ruleCount');

/** The versions of a rule set, newest first; null when the rule set neither exists nor has versions. */
export async function listRuleSetVersions(db: Kysely<Database>, ruleSetId: string): Promise<RuleSetVersionSummary[] | null> {
  const rows = await db
    .selectFrom('ruleSetVersions')
    .select([...summaryColumns, ruleCount])
    .where('ruleSetId', '=', ruleSetId)
    .orderBy('version', 'desc')
    .execute();
  if (rows.length > 0) return rows.map(toSummary);
  const exists = await db.selectFrom('ruleSets').select('id').where('id', '=', ruleSetId).executeTakeFirst();
  return exists ? [] : null;
}

/** One version of a rule set with its rules, or null. */
export async function findRuleSetVersion(db: Kysely<Database>, ruleSetId: string, version: number): Promise<RuleSetVersion | null> {
  const row = await db
    .selectFrom('ruleSetVersions')
    .select([...summaryColumns, ruleCount, 'rules'])
    .where('ruleSetId', '=', ruleSetId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? { ...toSummary(row), rules: row.rules } : null;
}

/** The latest version of every rule set that exists, for the field-rules list ("last saved by"). */
export async function latestRuleSetVersions(db: Kysely<Database>): Promise<RuleSetVersionSummary[]> {
  const rows = await db
    .selectFrom('ruleSetVersions')
    .distinctOn('ruleSetId')
    .select([...summaryColumns, ruleCount])
    .where('ruleSetId', 'in', db.selectFrom('ruleSets').select('id'))
    .orderBy('ruleSetId')
    .orderBy('version', 'desc')
    .execute();
  return rows.map(toSummary);
}
