/**
 * From the loan event log to deliveries: when loan events are recorded, each active endpoint
 * subscribed to an event's type whose organisations cover the loan's organisation gets a
 * delivery row (unique per event and endpoint) and its endpoint's delivery job is queued, in the
 * transaction that records the events: both commit or roll back with them.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { RecordedLoanEvent } from '../loans';
import { enqueueEndpointDelivery } from './delivery-queue';
import { webhookPayloadOf, webhookTypeOf } from './webhook-events';
import './tables';

/** Writes the deliveries of `events` and queues their endpoints' jobs, in `db`'s transaction (or a new one). */
export async function fanOutLoanEvents(app: FastifyInstance, db: Kysely<Database>, events: readonly RecordedLoanEvent[]): Promise<void> {
  const heard = events.filter((event) => webhookTypeOf(event.kind) !== null);
  if (heard.length === 0) return;
  const work = (trx: Transaction<Database>) => writeDeliveries(app, trx, heard);
  if (!db.isTransaction) {
    if ((await db.transaction().execute(work)) !== null) app.jobs.wake();
    return;
  }
  const written = await work(db as Transaction<Database>);
  // The writer commits after this returns: its deliveries start once they are visible, not at the next poll.
  if (written !== null) {
    app.jobs.wakeOnceCommitted(async () => {
      const found = await app.db.selectFrom('webhookDeliveries').select('id').where('id', '=', written).executeTakeFirst();
      return found !== undefined;
    });
  }
}

/** Answers the id of one delivery written, or null when no endpoint hears these events. */
async function writeDeliveries(
  app: FastifyInstance,
  trx: Transaction<Database>,
  events: readonly RecordedLoanEvent[],
): Promise<string | null> {
  const endpoints = await trx
    .selectFrom('webhookEndpoints')
    .select(['id', 'organizationIds', 'eventTypes'])
    .where('active', '=', true)
    .execute();
  if (endpoints.length === 0) return null;
  const loanIds = [...new Set(events.map((event) => event.loanId))];
  const loans = await trx.selectFrom('loans').select(['id', 'loanNumber', 'organizationId']).where('id', 'in', loanIds).execute();
  const loanById = new Map(loans.map((loan) => [loan.id, loan]));

  const rows = [];
  for (const event of events) {
    const loan = loanById.get(event.loanId);
    const payload = loan ? webhookPayloadOf(event, loan) : null;
    if (!loan || !payload) continue;
    const body = JSON.stringify(payload);
    for (const endpoint of endpoints) {
      // Loan data leaves only to an endpoint whose organisations cover the loan's.
      const covers = endpoint.organizationIds === null || endpoint.organizationIds.includes(loan.organizationId);
      if (!covers || !endpoint.eventTypes.includes(payload.type)) continue;
      rows.push({
        id: randomUUID(),
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: payload.type,
        loanId: loan.id,
        occurredAt: event.occurredAt,
        body,
      });
    }
  }
  if (rows.length === 0) return null;
  // In event order, so that `sequence` follows the order the events were recorded in.
  for (const row of rows) {
    await trx
      .insertInto('webhookDeliveries')
      .values(row)
      .onConflict((conflict) => conflict.columns(['eventId', 'endpointId']).doNothing())
      .execute();
  }
  // Sorted, so two writers queueing the same endpoints lock their job rows in the same order.
  for (const endpointId of [...new Set(rows.map((row) => row.endpointId))].sort()) await enqueueEndpointDelivery(app, endpointId, trx);
  return rows[rows.length - 1].id;
}
