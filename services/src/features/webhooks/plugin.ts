import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { fanOutLoanEvents } from './delivery-fan-out';
import { DELIVER_KIND, enqueueEndpointDelivery } from './delivery-queue';
import { deliveryRoutes } from './delivery-routes';
import { deliverEndpoint } from './endpoint-delivery';
import { endpointRoutes } from './endpoint-routes';

/** How often the sweep queues the job of every active endpoint that has pending deliveries. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Webhooks for partner systems: the administrators' routes (`/api/admin/webhooks*`), the loan
 * event listener that writes deliveries, and the jobs that post them. See README.md beside this file.
 */
export async function webhooksPlugin(app: FastifyInstance): Promise<void> {
  app.jobs.register(DELIVER_KIND, {
    payload: Type.Object({ endpointId: Type.String() }),
    handler: (job) => deliverEndpoint(app, job),
    // Retries every half minute at first, then at most hourly: a delivery is given up 24 hours after
    // its first attempt (`RETRY_WINDOW_MS`), before the job's attempts run out; a dead job is revived by the sweep.
    maxAttempts: 60,
    backoff: { baseMs: 30_000, maxMs: 60 * 60_000 },
    // A run delivers every pending delivery of its endpoint, 10 s at most each.
    timeoutMs: 15 * 60_000,
  });
  // Catches a delivery written while its endpoint's job was finishing (that job no longer looks),
  // and endpoints whose job was dead-lettered.
  app.jobs.register('webhooks.sweep', {
    payload: Type.Object({}),
    everyMs: SWEEP_EVERY_MS,
    handler: async () => {
      const waiting = await app.db
        .selectFrom('webhookDeliveries')
        .innerJoin('webhookEndpoints', 'webhookEndpoints.id', 'webhookDeliveries.endpointId')
        .select('webhookDeliveries.endpointId')
        .distinct()
        .where('webhookDeliveries.state', '=', 'pending')
        .where('webhookEndpoints.active', '=', true)
        .execute();
      for (const { endpointId } of waiting) await enqueueEndpointDelivery(app, endpointId);
    },
  });

  app.loanEvents.onRecorded((db, events) => fanOutLoanEvents(app, db, events));

  await endpointRoutes(app);
  await deliveryRoutes(app);
}
