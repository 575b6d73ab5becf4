/**
 * Delivering an outbox email is a durable job (`../jobs/`): stored with the email in the writer's
 * transaction, attempted at once by the process that wrote it (`deliverStoredEmail`), and by any
 * process's runner after `DELIVERY_GRACE_MS` if that process stopped first. A transient failure
 * (an SMTP 4xx reply, a connection or timeout error) is retried with backoff; a permanent one (a
 * 5xx reply), or the last attempt's failure, marks the email `failed` with the server's reply.
 * Every attempt is counted on the outbox row.
 */
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../db/schema';
import type { JobRunner } from '../jobs/job-runner';
import { insertJob } from '../jobs/job-store';
import type { Mailer } from './mailer';
import './tables';

export const EMAIL_DELIVERY_JOB = 'mail.deliver';

declare module '../jobs/job-kinds' {
  interface JobPayloads {
    [EMAIL_DELIVERY_JOB]: { emailId: string };
  }
}

/** Attempts before an email that keeps failing transiently is marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** About 30 s, 1 min, 2 min, 4 min between attempts (jittered). */
const DELIVERY_BACKOFF = { baseMs: 30_000, maxMs: 30 * 60_000 };
/**
 * How long a just-stored email is left to the process that wrote it (which sends it right after
 * its commit) before any process's runner may take it: that one only picks up an interrupted send.
 */
export const DELIVERY_GRACE_MS = 30_000;

export const emailDeliveryKey = (emailId: string) => `${EMAIL_DELIVERY_JOB}:${emailId}`;

/** Queues an email's delivery in the writer's transaction. */
export async function enqueueDelivery(trx: Transaction<Database> | Kysely<Database>, emailId: string): Promise<void> {
  await insertJob(trx, {
    kind: EMAIL_DELIVERY_JOB,
    payload: { emailId },
    maxAttempts: MAX_DELIVERY_ATTEMPTS,
    runAt: new Date(Date.now() + DELIVERY_GRACE_MS),
    idempotencyKey: emailDeliveryKey(emailId),
  });
}

/**
 * One delivery attempt: sends the email unless it was sent already, and records the attempt. A
 * transient failure before the last attempt is thrown, so the job runner tries again later.
 * Without SMTP the email stays `stored`, as the outbox shows it.
 */
export async function attemptDelivery(
  db: Kysely<Database>,
  mailer: Mailer,
  emailId: string,
  attempt: number,
  maxAttempts: number,
): Promise<void> {
  if (!mailer.smtpConfigured) return;
  const row = await db.selectFrom('outboundEmails').selectAll().where('id', '=', emailId).executeTakeFirst();
  if (!row || row.status === 'sent') return;
  const outcome = await mailer.send({
    from: row.fromAddress,
    to: row.toAddresses,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
  });
  const attempted = { attempts: sql<number>`attempts + 1`, lastAttemptAt: sql<Date>`now()` };
  if (outcome.ok) {
    await db
      .updateTable('outboundEmails')
      .set({
        ...attempted,
        status: 'sent',
        error: null,
        sentAt: sql<Date>`now()`,
        text: sql<string>`coalesce(text_once_sent, text)`,
        textOnceSent: null,
      })
      .where('id', '=', emailId)
      .execute();
    return;
  }
  const final = outcome.permanent || attempt >= maxAttempts;
  await db
    .updateTable('outboundEmails')
    .set({ ...attempted, status: final ? 'failed' : 'stored', error: outcome.error })
    .where('id', '=', emailId)
    .execute();
  if (!final) throw new Error(outcome.error);
}

/** Registers the delivery kind with this process's job runner. */
export function registerEmailDelivery(jobs: JobRunner, db: Kysely<Database>, mailer: Mailer): void {
  jobs.register(EMAIL_DELIVERY_JOB, {
    payload: Type.Object({ emailId: Type.String() }),
    maxAttempts: MAX_DELIVERY_ATTEMPTS,
    backoff: DELIVERY_BACKOFF,
    // Above the transport's own connection and socket timeouts.
    timeoutMs: 60_000,
    handler: (job) => attemptDelivery(db, mailer, job.payload.emailId, job.attempt, job.maxAttempts),
    // An attempt that could not record its outcome (timed out, the database failed): never left `stored`.
    onDead: async (payload, error) => {
      await db
        .updateTable('outboundEmails')
        .set({ status: 'failed', error })
        .where('id', '=', payload.emailId)
        .where('status', '=', 'stored')
        .execute();
    },
  });
}

/**
 * Queues every email still `stored` whose delivery has no live job: rows a version without
 * delivery jobs left, and rows stored while SMTP was not configured. Run at start when SMTP is.
 */
export async function enqueueUndelivered(db: Kysely<Database>): Promise<number> {
  const queued = await sql`
    insert into jobs (id, kind, payload, state, run_at, max_attempts, idempotency_key)
    select ${`${EMAIL_DELIVERY_JOB}:`} || id, ${EMAIL_DELIVERY_JOB}, jsonb_build_object('emailId', id), 'queued', now(),
           ${MAX_DELIVERY_ATTEMPTS}, ${`${EMAIL_DELIVERY_JOB}:`} || id
      from outbound_emails
     where status = 'stored'
    on conflict (idempotency_key) do update
       set state = 'queued', attempts = 0, run_at = now(), finished_at = null
     where jobs.state in ('completed', 'dead')`.execute(db);
  return Number(queued.numAffectedRows ?? 0);
}

/**
 * Queues a failed email again (an administrator's retry), in the caller's transaction: it is
 * `stored` until its next attempt, with a fresh count of attempts for the job.
 */
export async function requeueFailedEmail(trx: Transaction<Database>, emailId: string): Promise<void> {
  await trx.updateTable('outboundEmails').set({ status: 'stored' }).where('id', '=', emailId).where('status', '=', 'failed').execute();
  await insertJob(trx, {
    kind: EMAIL_DELIVERY_JOB,
    payload: { emailId },
    maxAttempts: MAX_DELIVERY_ATTEMPTS,
    idempotencyKey: emailDeliveryKey(emailId),
    onDuplicate: 'requeue',
  });
}
