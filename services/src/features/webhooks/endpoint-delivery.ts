/**
 * The `webhooks.deliver` job: posts one endpoint's pending deliveries in `sequence` order, one at
 * a time. A delivery that fails stops the run (the job is retried with backoff), so a later event
 * never overtakes an earlier one; after 24 hours of failures it is given up and the next one goes.
 */
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { JobRun } from '../../platform/jobs/job-kinds';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { destinationProblem } from './destination-safety';
import { signatureHeader } from './signature';
import type { WebhookDeliveryTable, WebhookEndpointTable } from './tables';

/** One attempt's limit. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** A delivery failing for longer than this since its first attempt is given up. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** The reason kept on an endpoint the portal turned off. */
export const GONE_REASON = 'The endpoint answered 410 Gone: the portal stopped posting to it. Turn it on again to resume.';

type Endpoint = Selectable<WebhookEndpointTable>;
type Delivery = Selectable<WebhookDeliveryTable>;

interface AttemptResult {
  status: number | null;
  durationMs: number;
  error: string | null;
}

/** The job's handler: delivers the endpoint's pending deliveries until none is left or one fails. */
export async function deliverEndpoint(app: FastifyInstance, job: JobRun<{ endpointId: string }>): Promise<void> {
  const { endpointId } = job.payload;
  for (;;) {
    if (job.signal.aborted) throw new Error('The delivery run was stopped.');
    const endpoint = await app.db.selectFrom('webhookEndpoints').selectAll().where('id', '=', endpointId).executeTakeFirst();
    // Turned off or deleted: its pending deliveries wait (turning it on again queues this job).
    if (!endpoint?.active) return;
    const head = await app.db
      .selectFrom('webhookDeliveries')
      .selectAll()
      .where('endpointId', '=', endpointId)
      .where('state', '=', 'pending')
      .orderBy('sequence')
      .limit(1)
      .executeTakeFirst();
    if (!head) return;
    if (!(await stillCovered(app, endpoint, head))) {
      await app.db.updateTable('webhookDeliveries').set({ state: 'failed', lastError: NOT_COVERED }).where('id', '=', head.id).execute();
      continue;
    }

    const result = await attempt(app, endpoint, head, job.signal);
    const delivered = result.status !== null && result.status >= 200 && result.status < 300;
    const gone = result.status === 410;
    const firstAttemptAt = head.firstAttemptAt ?? new Date();
    const outOfTime = Date.now() - firstAttemptAt.getTime() >= RETRY_WINDOW_MS;
    await app.db
      .updateTable('webhookDeliveries')
      .set({
        attempts: sql`attempts + 1`,
        responseStatus: result.status,
        durationMs: result.durationMs,
        lastError: result.error,
        firstAttemptAt,
        lastAttemptAt: new Date(),
        state: delivered ? 'delivered' : gone || outOfTime ? 'failed' : 'pending',
        deliveredAt: delivered ? new Date() : null,
      })
      .where('id', '=', head.id)
      .execute();
    if (gone) {
      await app.db
        .updateTable('webhookEndpoints')
        .set({ active: false, disabledReason: GONE_REASON, updatedAt: new Date() })
        .where('id', '=', endpointId)
        .execute();
      return;
    }
    // Retried with the job's backoff; the deliveries after it wait for it.
    if (!delivered && !outOfTime) throw new Error(result.error ?? `The endpoint answered ${result.status}.`);
    if (!(await job.renew())) return;
  }
}

/** Why a delivery was not sent: the endpoint was changed after the event was recorded. */
export const NOT_COVERED = 'Not sent: the endpoint no longer covers this loan’s organisation or this event type.';

/**
 * Whether the endpoint, as it is now, still covers the delivery's loan and event type: an
 * administrator may narrow it while deliveries wait, and loan data leaves only within its scope.
 */
async function stillCovered(app: FastifyInstance, endpoint: Endpoint, delivery: Delivery): Promise<boolean> {
  if (!endpoint.eventTypes.includes(delivery.eventType)) return false;
  if (endpoint.organizationIds === null) return true;
  const loan = await app.db.selectFrom('loans').select('organizationId').where('id', '=', delivery.loanId).executeTakeFirst();
  return loan !== undefined && endpoint.organizationIds.includes(loan.organizationId);
}

/** Posts one delivery, signed with the endpoint's secret (and the previous one during a rotation's overlap). */
async function attempt(app: FastifyInstance, endpoint: Endpoint, delivery: Delivery, stop: AbortSignal): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { allowPrivateNetworks } = await readSettingValue(app, 'webhooks');
  const refused = await destinationProblem(endpoint.url, allowPrivateNetworks);
  if (refused) return { status: null, durationMs: elapsed(), error: refused };
  if (!app.secretSealer)
    return { status: null, durationMs: elapsed(), error: 'SECRETS_KEY is not set on the services: the secret cannot be read.' };

  let secrets: string[];
  try {
    secrets = [app.secretSealer.open(endpoint.secretSealed)];
    if (endpoint.previousSecretSealed && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt.getTime() > Date.now())
      secrets.push(app.secretSealer.open(endpoint.previousSecretSealed));
  } catch {
    return { status: null, durationMs: elapsed(), error: 'The secret cannot be opened with the services’ SECRETS_KEY: rotate it.' };
  }
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'LoanPortal-Webhooks/1',
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(secrets, delivery.eventId, timestamp, delivery.body),
      },
      body: delivery.body,
      // A redirect could lead to an address the checks above did not see: it counts as a failure.
      redirect: 'manual',
      signal: AbortSignal.any([stop, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
    });
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return { status: response.status, durationMs: elapsed(), error: ok ? null : `The endpoint answered ${response.status}.` };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const text = timedOut
      ? `No answer within ${ATTEMPT_TIMEOUT_MS / 1000} seconds.`
      : `The request failed: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;
    return { status: null, durationMs: elapsed(), error: text };
  }
}
