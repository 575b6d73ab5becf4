import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../../../platform/db/schema';
import { PermanentJobError } from '../../../platform/jobs/job-kinds';
import { insertJob } from '../../../platform/jobs/job-store';
import { auditKnowledge, knowledgeWrite } from '../documents/knowledge-writes';
import { paragraphsHtml, wordCountOf } from '../documents/sanitise';
import '../tables';
import { extractPdfText, UnreadablePdfError } from './pdf-text';

/** The job kind of a PDF's text extraction (`platform/jobs`). */
export const EXTRACTION_JOB = 'knowledge.extract';

declare module '../../../platform/jobs/job-kinds' {
  interface JobPayloads {
    [EXTRACTION_JOB]: { documentId: string };
  }
}

const ExtractionPayloadSchema = Type.Object({ documentId: Type.String() });

/** Attempts before a PDF is marked failed; a damaged PDF fails at once. */
export const MAX_EXTRACTION_ATTEMPTS = 5;
/** Backoff before attempt n+1: about 10 s, 20 s, 40 s, 80 s (jittered). */
const EXTRACTION_BACKOFF = { baseMs: 10_000, maxMs: 10 * 60_000 };

const extractionKey = (documentId: string) => `${EXTRACTION_JOB}:${documentId}`;

/** Queues (or queues again) the extraction of a PDF document, in the caller's transaction. */
export async function enqueueExtraction(trx: Transaction<Database>, documentId: string): Promise<void> {
  await insertJob(trx, {
    kind: EXTRACTION_JOB,
    payload: { documentId },
    maxAttempts: MAX_EXTRACTION_ATTEMPTS,
    idempotencyKey: extractionKey(documentId),
    onDuplicate: 'requeue',
  });
}

/** Drops a document's pending extraction (it was archived), in the caller's transaction. */
export async function cancelExtraction(trx: Transaction<Database>, documentId: string): Promise<void> {
  await trx.deleteFrom('jobs').where('idempotencyKey', '=', extractionKey(documentId)).where('state', '=', 'queued').execute();
}

/**
 * Extracts one PDF: its text becomes the document's body (search) and HTML paragraphs
 * (reading), and the document takes the status its editor asked for. A PDF pdf.js cannot read
 * fails at once; any other failure is retried by the job runner with backoff.
 */
async function extractDocument(app: FastifyInstance, documentId: string): Promise<void> {
  const file = await app.db.selectFrom('knowledgeFiles').select('content').where('documentId', '=', documentId).executeTakeFirst();
  if (!file) {
    const document = await app.db.selectFrom('knowledgeDocuments').select('id').where('id', '=', documentId).executeTakeFirst();
    // A document deleted since it was queued leaves nothing to do.
    if (!document) return;
    throw new PermanentJobError('The uploaded file is missing.');
  }
  let text: Awaited<ReturnType<typeof extractPdfText>>;
  try {
    text = await extractPdfText(file.content);
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw new PermanentJobError(error.message);
    throw error;
  }
  const body = text.paragraphs.join('\n');
  const now = new Date();
  const outcome = await knowledgeWrite(app.db, async (trx) => {
    const document = await trx
      .selectFrom('knowledgeDocuments')
      .select('statusAfterProcessing')
      .where('id', '=', documentId)
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
      .where('id', '=', documentId)
      .execute();
    await auditKnowledge(trx, documentId, 'processed', null, { pages: text.pages, words: wordCountOf(body), status });
    return { documentId, status };
  });
  app.publish('everyone', '*', 'knowledge-document-update', outcome);
}

/** The last attempt failed (or the PDF cannot be read): the document is marked failed with the reason. */
async function markExtractionFailed(app: FastifyInstance, documentId: string, reason: string): Promise<void> {
  const attempts = await app.db
    .selectFrom('jobs')
    .select('attempts')
    .where('idempotencyKey', '=', extractionKey(documentId))
    .executeTakeFirst();
  const failed = await knowledgeWrite(app.db, async (trx) => {
    const updated = await trx
      .updateTable('knowledgeDocuments')
      .set({ status: 'failed', statusAfterProcessing: null, statusMessage: `The PDF could not be read: ${reason}`, updatedAt: new Date() })
      .where('id', '=', documentId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await auditKnowledge(trx, documentId, 'failed', null, { reason, attempts: attempts?.attempts ?? 0 });
    return true;
  });
  app.log.warn({ documentId, reason }, 'knowledge PDF extraction failed');
  if (failed) app.publish('everyone', '*', 'knowledge-document-update', { documentId, status: 'failed' });
}

/** This process's handle on the extraction jobs (the job runner does the work). */
export interface ExtractionWorker {
  /** Looks for extractions now (after this process queued one and committed). */
  wake(): void;
  /** Runs every due job of the runner (extractions included) to the end (tests; the seed). */
  drain(): Promise<number>;
  /** Stops this process's job runner (tests of a stopped process). */
  stop(): Promise<void>;
}

/** Registers the extraction kind with the job runner; every service process runs it. */
export function registerExtractionJobs(app: FastifyInstance): ExtractionWorker {
  app.jobs.register(EXTRACTION_JOB, {
    payload: ExtractionPayloadSchema,
    maxAttempts: MAX_EXTRACTION_ATTEMPTS,
    backoff: EXTRACTION_BACKOFF,
    timeoutMs: 2 * 60_000,
    handler: (job) => extractDocument(app, job.payload.documentId),
    onDead: (payload, error) => markExtractionFailed(app, payload.documentId, error),
  });
  return { wake: () => app.jobs.wake(), drain: () => app.jobs.drain(), stop: () => app.jobs.stop() };
}
