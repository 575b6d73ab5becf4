/**
 * The job that delivers one endpoint's pending deliveries (`webhooks.deliver`): one job per
 * endpoint, under the key `webhooks.deliver:<endpoint id>`, so its deliveries go out one at a
 * time in `sequence` order. Queueing it again while it is queued or running keeps it as it is
 * (a retry keeps its time); a finished one is queued again.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

export const DELIVER_KIND = 'webhooks.deliver';

declare module '../../platform/jobs/job-kinds' {
  interface JobPayloads {
    'webhooks.deliver': { endpointId: string };
    'webhooks.sweep': Record<string, never>;
  }
}

export const deliveryJobKey = (endpointId: string) => `${DELIVER_KIND}:${endpointId}`;

/** Queues the endpoint's delivery job (in `trx` when given; the poll or `wake` after its commit starts it). */
export async function enqueueEndpointDelivery(app: FastifyInstance, endpointId: string, trx?: Transaction<Database>): Promise<void> {
  await app.jobs.enqueue(DELIVER_KIND, { endpointId }, { idempotencyKey: deliveryJobKey(endpointId), onDuplicate: 'revive', trx });
}
