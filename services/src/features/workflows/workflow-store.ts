import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { WORKFLOW_VARIANTS, type StoredWorkflow, type Workflow, type WorkflowVariant } from 'shared-rules';
import type { Database } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/problem';
import './tables';

export const staleWorkflow = () =>
  new ApiError(409, 'stale-workflow', 'This workflow was changed by someone else. Reload it to see the current steps.');

const EMPTY_WORKFLOW: Workflow = Object.freeze({ steps: [] }) as Workflow;

/**
 * The parsed definition of each variant, by version: the workflow evaluation compiles its rule
 * groups once per workflow object, so the same version must come back as the same object.
 */
const definitions = new Map<WorkflowVariant, { version: number; workflow: Workflow }>();

function sameObjectPerVersion(variant: WorkflowVariant, version: number, workflow: Workflow): Workflow {
  const known = definitions.get(variant);
  if (known && known.version === version) return known.workflow;
  definitions.set(variant, { version, workflow });
  return workflow;
}

/** The stored workflow of a variant, or an empty one (version 0) while never saved. */
export async function loadWorkflow(db: Kysely<Database>, variant: WorkflowVariant): Promise<{ workflow: Workflow; version: number }> {
  const row = await db.selectFrom('workflows').select(['definition', 'version']).where('variant', '=', variant).executeTakeFirst();
  if (!row) return { workflow: EMPTY_WORKFLOW, version: 0 };
  return { workflow: sameObjectPerVersion(variant, row.version, row.definition), version: row.version };
}

/** Every variant's workflow, for the editor. */
export async function listWorkflows(db: Kysely<Database>): Promise<StoredWorkflow[]> {
  const rows = await db
    .selectFrom('workflows')
    .leftJoin('users', 'users.id', 'workflows.updatedBy')
    .select(['workflows.variant', 'workflows.definition', 'workflows.version', 'workflows.updatedAt', 'users.firstName', 'users.lastName'])
    .execute();
  return WORKFLOW_VARIANTS.map((variant) => {
    const row = rows.find((candidate) => candidate.variant === variant);
    if (!row) return { variant, workflow: EMPTY_WORKFLOW, version: 0, updatedAt: null, updatedBy: null };
    const updatedBy = row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim();
    return { variant, workflow: row.definition, version: row.version, updatedAt: row.updatedAt.toISOString(), updatedBy };
  });
}

export interface WorkflowSave {
  variant: WorkflowVariant;
  workflow: Workflow;
  expectedVersion: number;
  user: { id: string | null; name: string };
  now?: Date;
}

/**
 * Writes the workflow as the next version with its audit row, in one transaction; the row is
 * locked while the version is compared, so of two saves from the same version the second is
 * refused (409 `stale-workflow`).
 */
export async function saveWorkflow(db: Kysely<Database>, save: WorkflowSave): Promise<number> {
  const { variant, workflow, expectedVersion, user } = save;
  const now = save.now ?? new Date();
  const json = JSON.stringify(workflow);
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('workflows')
      .select(['definition', 'version'])
      .where('variant', '=', variant)
      .forUpdate()
      .executeTakeFirst();
    const storedVersion = current?.version ?? 0;
    if (storedVersion !== expectedVersion) throw staleWorkflow();
    const version = storedVersion + 1;
    if (current) {
      await trx
        .updateTable('workflows')
        .set({ definition: json, version, updatedAt: now, updatedBy: user.id })
        .where('variant', '=', variant)
        .execute();
    } else {
      const inserted = await trx
        .insertInto('workflows')
        .values({ variant, definition: json, version, updatedAt: now, updatedBy: user.id })
        .onConflict((oc) => oc.column('variant').doNothing())
        .returning('variant')
        .executeTakeFirst();
      if (!inserted) throw staleWorkflow();
    }
    await trx
      .insertInto('workflowAudit')
      .values({
        id: randomUUID(),
        variant,
        version,
        changedAt: now,
        changedBy: user.id,
        changedByName: user.name,
        oldDefinition: current ? JSON.stringify(current.definition) : null,
        newDefinition: json,
      })
      .execute();
    return version;
  });
}
