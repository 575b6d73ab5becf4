import type { FastifyInstance } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type PollingWorker, startPollingWorker } from '../../../platform/jobs/polling-worker';
import type { Database } from '../../../platform/db/schema';
import { auditKnowledge, knowledgeWrite } from '../documents/knowledge-writes';
import { paragraphsHtml, wordCountOf } from '../documents/sanitise';
import '../tables';
import { extractPdfText, UnreadablePdfError } from './pdf-text';

/** Attempts before a PDF is marked failed; a damaged PDF fails at once. */
export const MAX_EXTRACTION_ATTEMPTS = 5;
/** A job taken by a process that died is free again after this. */
const CLAIM_MS = 120_000;
/** Backoff before attempt n+1: 10 s, 20 s, 40 s, 80 s. */
const backoffMs = (attempts: number) => 10_000 * 2 ** (attempts - 1);

/** Queues (or queues again) the extraction of a PDF document, in the caller's transaction. */
export async function enqueueExtraction(trx: Transaction<Database>, documentId: string): Promise<void> {
  await trx
    .insertInto('knowledgeExtractionJobs')
    .values({ documentId, attempts: 0, runAfter: new Date(), lockedUntil: null, lastError: null })
    .onConflict((conflict) =>
      conflict.column('documentId').doUpdateSet({ attempts: 0, runAfter: new Date(), lockedUntil: null, lastError: null }),
    )
    .execute();
}

interface ClaimedJob {
  documentId: string;
  attempts: number;
}

/** Takes the next due job for this process (others skip it while it is taken). */
async function claimJob(db: Kysely<Database>, now: Date): Promise<ClaimedJob | null> {
  const claimed = await sql<ClaimedJob>`
    update knowledge_extraction_jobs
       set locked_until = ${new Date(now.getTime() + CLAIM_MS)}, attempts = attempts + 1
     where document_id = (
       select document_id from knowledge_extraction_jobs
        where run_after <= ${now} and (locked_until is null or locked_until < ${now})
        order by run_after
        limit 1
        for update skip locked)
    returning document_id as "documentId", attempts`.execute(db);
  return claimed.rows[0] ?? null;
}

export type ExtractionOutcome = { documentId: string; status: 'published' | 'draft' | 'failed' | 'retry' };

/**
 * Extracts one due PDF: its text becomes the document's body (search) and HTML paragraphs
 * (reading), and the document takes the status its editor asked for. A failure is retried with
 * backoff; the last failure, or a PDF pdf.js cannot read, marks it failed with the reason.
 */
export async function runNextExtraction(app: FastifyInstance, now = new Date()): Promise<ExtractionOutcome | null> {
  const job = await claimJob(app.db, now);
  if (!job) return null;
  const file = await app.db.selectFrom('knowledgeFiles').select('content').where('documentId', '=', job.documentId).executeTakeFirst();
  let outcome: ExtractionOutcome;
  try {
    if (!file) throw new UnreadablePdfError('The uploaded file is missing.');
    const text = await extractPdfText(file.content);
    const body = text.paragraphs.join('\n');
    outcome = await knowledgeWrite(app.db, async (trx) => {
      const document = await trx
        .selectFrom('knowledgeDocuments')
        .select('statusAfterProcessing')
        .where('id', '=', job.documentId)
        .executeTakeFirst();
      const status = document?.statusAfterProcessing ?? 'published';
      await trx
        .updateTable('knowledgeDocuments')
        .set({
          status,
          statusAfterProcessing: null,
          statusMessage: body === '' ? 'The PDF has no text to search (a scan without text): readers can still open it.' : null,
          bodyText: body,
          contentHtml: paragraphsHtml(text.paragraphs),
          wordCount: wordCountOf(body),
          updatedAt: now,
        })
        .where('id', '=', job.documentId)
        .execute();
      await trx.deleteFrom('knowledgeExtractionJobs').where('documentId', '=', job.documentId).execute();
      await auditKnowledge(trx, job.documentId, 'processed', null, { pages: text.pages, words: wordCountOf(body), status });
      return { documentId: job.documentId, status };
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const final = error instanceof UnreadablePdfError || job.attempts >= MAX_EXTRACTION_ATTEMPTS;
    outcome = await knowledgeWrite(app.db, async (trx) => {
      if (!final) {
        await trx
          .updateTable('knowledgeExtractionJobs')
          .set({ runAfter: new Date(now.getTime() + backoffMs(job.attempts)), lockedUntil: null, lastError: reason })
          .where('documentId', '=', job.documentId)
          .execute();
        return { documentId: job.documentId, status: 'retry' as const };
      }
      await trx
        .updateTable('knowledgeDocuments')
        .set({ status: 'failed', statusAfterProcessing: null, statusMessage: `The PDF could not be read: ${reason}`, updatedAt: now })
        .where('id', '=', job.documentId)
        .execute();
      await trx.deleteFrom('knowledgeExtractionJobs').where('documentId', '=', job.documentId).execute();
      await auditKnowledge(trx, job.documentId, 'failed', null, { reason, attempts: job.attempts });
      return { documentId: job.documentId, status: 'failed' as const };
    });
    app.log.warn({ documentId: job.documentId, attempts: job.attempts, reason }, 'knowledge PDF extraction failed');
  }
  if (outcome.status !== 'retry')
    app.publish('everyone', '*', 'knowledge-document-update', { documentId: outcome.documentId, status: outcome.status });
  return outcome;
}

export type ExtractionWorker = PollingWorker<ExtractionOutcome>;

/**
 * Every service process polls for due extractions (and is woken by its own uploads); a job is
 * taken by one process at a time (`for update skip locked`), so several processes share the work
 * and a restart loses none: a job taken by a process that stopped is free again after two minutes.
 */
export function startExtractionWorker(app: FastifyInstance, pollMs: number): ExtractionWorker {
  return startPollingWorker({
    runNext: (now) => runNextExtraction(app, now),
    pollMs,
    onError: (error) => app.log.error({ err: error }, 'knowledge extraction worker'),
  });
}
