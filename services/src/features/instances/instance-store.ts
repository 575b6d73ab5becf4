import type { Kysely, Selectable } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { type Instance, normaliseInstanceUrl } from 'shared-rules';
import type { Database } from '../../platform/db/schema';
import './tables';
import type { InstanceTable } from './tables';

/** The id of this portal's own entry, made at the first start (or by the demo seed). */
export const CURRENT_INSTANCE_ID = 'ins-current';
const CURRENT_INSTANCE_NAME = 'This portal';

export type InstanceRow = Selectable<InstanceTable>;

export function toInstance(row: InstanceRow): Instance {
  return {
    id: row.id,
    name: row.name,
    baseUrl: row.baseUrl,
    isCurrent: row.isCurrent,
    enabled: row.enabled,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Every instance, this portal first, then by name. */
export function listInstances(db: Kysely<Database>): Promise<InstanceRow[]> {
  return db.selectFrom('instances').selectAll().orderBy('isCurrent', 'desc').orderBy('name').orderBy('id').execute();
}

export function instanceById(db: Kysely<Database>, id: string): Promise<InstanceRow | undefined> {
  return db.selectFrom('instances').selectAll().where('id', '=', id).executeTakeFirst();
}

export function currentInstance(db: Kysely<Database>): Promise<InstanceRow | undefined> {
  return db.selectFrom('instances').selectAll().where('isCurrent', '=', true).executeTakeFirst();
}

/**
 * Makes this portal's entry when there is none (named `name`), at `portalUrl`. Safe when several
 * service processes start together: the partial unique index keeps one current row.
 */
export async function ensureCurrentInstance(db: Kysely<Database>, portalUrl: string, name = CURRENT_INSTANCE_NAME): Promise<void> {
  const baseUrl = normaliseInstanceUrl(portalUrl);
  if (!baseUrl) throw new Error(`PORTAL_URL is not an http(s) address: ${portalUrl}`);
  await db
    .insertInto('instances')
    .values({ id: CURRENT_INSTANCE_ID, name, baseUrl, isCurrent: true, enabled: true })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * At start: this portal's entry exists and carries the configured address (PORTAL_URL is the
 * truth: a portal moved to a new address sends and accepts tokens for the new one). An address
 * another entry already has is left as it is, with a warning for the operator.
 */
export async function alignCurrentInstance(db: Kysely<Database>, portalUrl: string, log: FastifyBaseLogger): Promise<void> {
  await ensureCurrentInstance(db, portalUrl);
  const baseUrl = normaliseInstanceUrl(portalUrl) as string;
  const current = await currentInstance(db);
  if (!current || current.baseUrl === baseUrl) return;
  const holder = await db.selectFrom('instances').select('name').where('baseUrl', '=', baseUrl).executeTakeFirst();
  if (holder) {
    log.warn(
      { portalUrl: baseUrl, instance: holder.name },
      'PORTAL_URL is the address of another instance entry: this portal keeps its old one',
    );
    return;
  }
  await db.updateTable('instances').set({ baseUrl, updatedAt: new Date() }).where('id', '=', current.id).execute();
  log.info({ from: current.baseUrl, to: baseUrl }, 'this portal’s instance address follows PORTAL_URL');
}
