/** The endpoints' rows as administrators read them, and their writes (each in the caller's transaction). */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { WebhookDeliveryState, WebhookEndpoint, WebhookEndpointSave } from 'shared-rules';
import type { Database } from '../../platform/db/schema';
import type { WebhookEndpointTable } from './tables';

/** How long the previous secret still signs deliveries after a rotation. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60_000;

interface LastDelivery {
  endpointId: string;
  state: WebhookDeliveryState;
  responseStatus: number | null;
  lastAttemptAt: Date;
}

const toEndpoint = (row: Selectable<WebhookEndpointTable>, last: LastDelivery | undefined): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  organizationIds: row.organizationIds,
  eventTypes: row.eventTypes,
  active: row.active,
  disabledReason: row.disabledReason,
  previousSecretExpiresAt:
    row.previousSecretExpiresAt && row.previousSecretExpiresAt.getTime() > Date.now() ? row.previousSecretExpiresAt.toISOString() : null,
  lastDeliveryState: last?.state ?? null,
  lastResponseStatus: last?.responseStatus ?? null,
  lastDeliveryAt: last ? new Date(last.lastAttemptAt).toISOString() : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every endpoint (oldest first), or the one of `id`, with its latest attempted delivery. */
export async function listEndpoints(db: Kysely<Database>, id?: string): Promise<WebhookEndpoint[]> {
  let query = db.selectFrom('webhookEndpoints').selectAll().orderBy('createdAt').orderBy('id');
  if (id) query = query.where('id', '=', id);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const latest = await sql<LastDelivery>`
    select distinct on (endpoint_id) endpoint_id as "endpointId", state, response_status as "responseStatus", last_attempt_at as "lastAttemptAt"
      from webhook_deliveries
     where last_attempt_at is not null and endpoint_id in (${sql.join(rows.map((row) => row.id))})
     order by endpoint_id, last_attempt_at desc`.execute(db);
  const lastByEndpoint = new Map(latest.rows.map((row) => [row.endpointId, row]));
  return rows.map((row) => toEndpoint(row, lastByEndpoint.get(row.id)));
}

export async function findEndpoint(db: Kysely<Database>, id: string): Promise<WebhookEndpoint | null> {
  return (await listEndpoints(db, id))[0] ?? null;
}

/** The organisation ids of `save` that do not exist. */
export async function unknownOrganizations(db: Kysely<Database>, save: WebhookEndpointSave): Promise<string[]> {
  if (!save.organizationIds) return [];
  const found = await db.selectFrom('organizations').select('id').where('id', 'in', save.organizationIds).execute();
  const known = new Set(found.map((row) => row.id));
  return save.organizationIds.filter((id) => !known.has(id));
}

const savedColumns = (save: WebhookEndpointSave) => ({
  url: save.url,
  organizationIds: save.organizationIds ? JSON.stringify(save.organizationIds) : null,
  eventTypes: JSON.stringify(save.eventTypes),
  active: save.active,
});

export async function insertEndpoint(
  db: Kysely<Database>,
  save: WebhookEndpointSave,
  secretSealed: string,
  createdBy: string,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('webhookEndpoints')
    .values({
      id,
      ...savedColumns(save),
      disabledReason: null,
      secretSealed,
      previousSecretSealed: null,
      previousSecretExpiresAt: null,
      createdBy,
    })
    .execute();
  return id;
}

/** False when there is no such endpoint. Saving it active clears the reason the portal turned it off. */
export async function updateEndpoint(db: Kysely<Database>, id: string, save: WebhookEndpointSave): Promise<boolean> {
  const updated = await db
    .updateTable('webhookEndpoints')
    .set({ ...savedColumns(save), ...(save.active ? { disabledReason: null } : {}), updatedAt: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** A new secret; the current one becomes the previous one, still signing until `SECRET_OVERLAP_MS` from now. */
export async function rotateEndpointSecret(db: Kysely<Database>, id: string, secretSealed: string, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('webhookEndpoints')
    .set((eb) => ({
      previousSecretSealed: eb.ref('secretSealed'),
      previousSecretExpiresAt: new Date(now.getTime() + SECRET_OVERLAP_MS),
      secretSealed,
      updatedAt: now,
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Deletes the endpoint and its delivery log (the foreign key cascades). */
export async function deleteEndpoint(db: Kysely<Database>, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('webhookEndpoints').where('id', '=', id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
