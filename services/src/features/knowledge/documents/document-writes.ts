import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { KnowledgeDocumentInput, KnowledgeStatus } from 'shared-rules';
import type { Database } from '../../../platform/db/schema';
import { ApiError, badRequest, notFound } from '../../../platform/http/problem';
import { cancelExtraction, enqueueExtraction } from '../ingestion/extraction-jobs';
import { NO_DOCUMENT } from './document-queries';
import { auditKnowledge, type KnowledgeActor, knowledgeWrite } from './knowledge-writes';
import { sanitiseArticle, textOfHtml, wordCountOf } from './sanitise';
import { videoEmbedUrl } from './video-url';

/** What an HTML, URL or video document stores of its content, checked for its type. */
interface CheckedContent {
  contentHtml: string | null;
  bodyText: string;
  url: string | null;
  wordCount: number;
}

const field = (name: string) => `body.${name}`;

function checkedContent(input: KnowledgeDocumentInput): CheckedContent {
  switch (input.sourceType) {
    case 'html': {
      const html = sanitiseArticle(input.content ?? '');
      const text = textOfHtml(html);
      if (text === '') throw badRequest('invalid-knowledge-document', 'An article needs some text.', field('content'));
      return { contentHtml: html, bodyText: text, url: null, wordCount: wordCountOf(text) };
    }
    case 'url': {
      const url = (input.url ?? '').trim();
      if (!/^https:\/\/[^\s/]+\.[^\s/]+/i.test(url) || !URL.canParse(url)) {
        throw badRequest('invalid-knowledge-document', 'A link needs an https address.', field('url'));
      }
      return { contentHtml: null, bodyText: '', url, wordCount: 0 };
    }
    case 'video': {
      const url = (input.url ?? '').trim();
      if (videoEmbedUrl(url) === null) {
        throw badRequest('invalid-knowledge-document', 'Videos are YouTube or Vimeo addresses only.', field('url'));
      }
      return { contentHtml: null, bodyText: '', url, wordCount: 0 };
    }
    case 'pdf':
      throw badRequest('invalid-knowledge-document', 'Upload a PDF as a file (POST /api/knowledge/documents/pdf).', field('sourceType'));
  }
}

/** A page address from a title: lower case, hyphenated, unaccented, at most 80 characters. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug === '' ? 'document' : slug;
}

/** The title's slug, or the first `slug-2`, `slug-3`… no other document has. */
async function freeSlug(trx: Transaction<Database>, title: string, ownId?: string): Promise<string> {
  const base = slugOf(title);
  const taken = new Set(
    (await trx.selectFrom('knowledgeDocuments').select(['slug', 'id']).where('slug', 'like', `${base}%`).execute())
      .filter((row) => row.id !== ownId)
      .map((row) => row.slug),
  );
  let slug = base;
  for (let copy = 2; taken.has(slug); copy += 1) slug = `${base}-${copy}`;
  return slug;
}

async function checkRelated(trx: Transaction<Database>, ids: readonly string[], ownId?: string): Promise<void> {
  const unique = [...new Set(ids)];
  if (ownId && unique.includes(ownId))
    throw badRequest('invalid-knowledge-document', 'A document cannot be related to itself.', field('relatedDocumentIds'));
  if (unique.length === 0) return;
  const found = await trx.selectFrom('knowledgeDocuments').select('id').where('id', 'in', unique).execute();
  const missing = unique.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) {
    throw badRequest('invalid-knowledge-document', `No document with the id ${missing.join(', ')}.`, field('relatedDocumentIds'));
  }
}

const metadataOf = (input: KnowledgeDocumentInput) => ({
  title: input.title.trim(),
  description: input.description.trim(),
  tags: JSON.stringify([...new Set(input.tags)]),
  audiences: JSON.stringify([...new Set(input.audiences)]),
  priority: input.priority,
  relatedDocumentIds: JSON.stringify([...new Set(input.relatedDocumentIds)]),
});

const announce = (app: FastifyInstance, documentId: string, status: KnowledgeStatus) =>
  app.publish('everyone', '*', 'knowledge-document-update', { documentId, status });

/** Adds an article, link or video (administrators); its id is `kb-` and its slug. */
export async function createDocument(app: FastifyInstance, actor: KnowledgeActor, input: KnowledgeDocumentInput): Promise<string> {
  const content = checkedContent(input);
  const id = await knowledgeWrite(app.db, async (trx) => {
    await checkRelated(trx, input.relatedDocumentIds);
    const slug = await freeSlug(trx, input.title);
    const documentId = `kb-${slug}`;
    await trx
      .insertInto('knowledgeDocuments')
      .values({
        id: documentId,
        slug,
        sourceType: input.sourceType,
        ...metadataOf(input),
        ...content,
        mimeType: input.sourceType === 'html' ? 'text/html' : null,
        originalFilename: null,
        fileSize: null,
        status: input.status,
        statusAfterProcessing: null,
        statusMessage: null,
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .execute();
    await auditKnowledge(trx, documentId, 'create', actor, { title: input.title, sourceType: input.sourceType, status: input.status });
    return documentId;
  });
  announce(app, id, input.status);
  return id;
}

export interface UploadedPdf {
  bytes: Buffer;
  filename: string;
}

/**
 * Adds a PDF (administrators): stored at once as `processing`, its text extracted by the
 * extraction jobs, after which it takes the status the editor chose.
 */
export async function createPdfDocument(
  app: FastifyInstance,
  actor: KnowledgeActor,
  input: KnowledgeDocumentInput,
  file: UploadedPdf,
): Promise<string> {
  const id = await knowledgeWrite(app.db, async (trx) => {
    await checkRelated(trx, input.relatedDocumentIds);
    const slug = await freeSlug(trx, input.title);
    const documentId = `kb-${slug}`;
    await trx
      .insertInto('knowledgeDocuments')
      .values({
        id: documentId,
        slug,
        sourceType: 'pdf',
        ...metadataOf(input),
        contentHtml: null,
        bodyText: '',
        url: null,
        mimeType: 'application/pdf',
        originalFilename: file.filename,
        fileSize: file.bytes.length,
        status: 'processing',
        statusAfterProcessing: input.status,
        statusMessage: null,
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .execute();
    await trx.insertInto('knowledgeFiles').values({ documentId, content: file.bytes }).execute();
    await enqueueExtraction(trx, documentId);
    await auditKnowledge(trx, documentId, 'upload', actor, { title: input.title, filename: file.filename, bytes: file.bytes.length });
    return documentId;
  });
  announce(app, id, 'processing');
  app.knowledgeExtraction.wake();
  return id;
}

/**
 * Changes a document's metadata, and the content of an article, link or video (a PDF's content
 * is its file). A PDF still processing keeps `processing` and takes the new status after.
 */
export async function updateDocument(
  app: FastifyInstance,
  actor: KnowledgeActor,
  id: string,
  input: KnowledgeDocumentInput,
): Promise<KnowledgeStatus> {
  const status = await knowledgeWrite(app.db, async (trx) => {
    const current = await trx
      .selectFrom('knowledgeDocuments')
      .select(['sourceType', 'status', 'title'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(NO_DOCUMENT);
    if (input.sourceType !== current.sourceType) {
      throw badRequest(
        'invalid-knowledge-document',
        `This document is a ${current.sourceType}; its type cannot change.`,
        field('sourceType'),
      );
    }
    await checkRelated(trx, input.relatedDocumentIds, id);
    const processing = current.status === 'processing';
    const content = current.sourceType === 'pdf' ? {} : checkedContent(input);
    const next: KnowledgeStatus = processing
      ? 'processing'
      : current.status === 'failed' && current.sourceType === 'pdf'
        ? 'failed'
        : input.status;
    await trx
      .updateTable('knowledgeDocuments')
      .set({
        ...metadataOf(input),
        ...content,
        slug: input.title.trim() === current.title ? undefined : await freeSlug(trx, input.title, id),
        status: next,
        statusAfterProcessing: processing ? input.status : null,
        updatedBy: actor.id,
        updatedAt: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await auditKnowledge(trx, id, 'update', actor, { title: input.title, status: next });
    return next;
  });
  announce(app, id, status);
  return status;
}

/** Archives a document: readers no longer find or open it; editors still see it. */
export async function archiveDocument(app: FastifyInstance, actor: KnowledgeActor, id: string): Promise<void> {
  await knowledgeWrite(app.db, async (trx) => {
    const updated = await trx
      .updateTable('knowledgeDocuments')
      .set({ status: 'archived', statusAfterProcessing: null, updatedBy: actor.id, updatedAt: new Date() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound(NO_DOCUMENT);
    await cancelExtraction(trx, id);
    await auditKnowledge(trx, id, 'archive', actor, {});
  });
  announce(app, id, 'archived');
}

/** Extracts a PDF's text again (after a failure, or a better extractor); it is `processing` meanwhile and then published. */
export async function reextractDocument(app: FastifyInstance, actor: KnowledgeActor, id: string): Promise<void> {
  await knowledgeWrite(app.db, async (trx) => {
    const current = await trx
      .selectFrom('knowledgeDocuments')
      .select(['sourceType', 'status'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(NO_DOCUMENT);
    if (current.sourceType !== 'pdf') throw new ApiError(409, 'not-a-pdf', 'Only PDF documents have text to extract.');
    const after = current.status === 'draft' || current.status === 'archived' ? current.status : 'published';
    await trx
      .updateTable('knowledgeDocuments')
      .set({
        status: 'processing',
        statusAfterProcessing: after === 'archived' ? 'draft' : after,
        statusMessage: null,
        updatedBy: actor.id,
        updatedAt: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await enqueueExtraction(trx, id);
    await auditKnowledge(trx, id, 'extract', actor, {});
  });
  announce(app, id, 'processing');
  app.knowledgeExtraction.wake();
}
