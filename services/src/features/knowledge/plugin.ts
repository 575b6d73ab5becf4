import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AttachmentContentSchema,
  IdParamsSchema,
  KNOWLEDGE_SEARCH_TOP_K,
  KnowledgeDocumentAnswerSchema,
  KnowledgeDocumentInputSchema,
  KnowledgeDocumentListQuerySchema,
  KnowledgeDocumentListSchema,
  KnowledgePdfUploadPartsSchema,
  KnowledgeRatingRequestSchema,
  KnowledgeRatingSchema,
  KnowledgeSearchAnswerSchema,
  KnowledgeSearchClickSchema,
  KnowledgeSearchRequestSchema,
  KnowledgeSlugParamsSchema,
  KnowledgeTaxonomySchema,
  NoContentSchema,
} from 'shared-rules';
import { type AuthUser, isAdminLike } from '../../platform/auth/auth-user';
import { displayNameOf } from '../../platform/auth/display-name';
import { sendAttachment } from '../documents';
import { badRequest, notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { readSettingValue } from '../../platform/settings/setting-reader';
import { listDocuments, NO_DOCUMENT, type KnowledgeReader, readDocument, readTaxonomy } from './documents/document-queries';
import { archiveDocument, createDocument, createPdfDocument, reextractDocument, updateDocument } from './documents/document-writes';
import { knowledgeAdminRoutes } from './admin/admin-routes';
import { KNOWLEDGE_UPLOAD_LIMITS, readKnowledgeUpload } from './pdf-upload';
import { readerAudiences } from './reader-access';
import './tables';
import { adminsOnly, SIGNED_IN } from '../../platform/access/declarations';

const administratorsOnly = adminsOnly({ text: 'Only administrators can change the knowledge base.' });
const DocumentIdParams = IdParamsSchema;
/** The specification: a query that is blank once trimmed is not searched. */
const blankQuery = () => badRequest('blank-query', 'Type something to search for.', 'body.query');

/**
 * The knowledge base: readers search, list and open published documents of their audiences and
 * rate them; administrators add articles, links, videos and PDFs (extracted by durable jobs),
 * edit, archive and re-extract them. Every change is audited and announced to open browsers
 * (`knowledge-document-update`); every process's search index follows the database. The index
 * and the extraction worker are `knowledge-services.ts`'s, on the root instance.
 */
export async function knowledgePlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, { limits: KNOWLEDGE_UPLOAD_LIMITS, throwFileSizeLimit: true });
  await app.register(knowledgeAdminRoutes);

  const readerOf = async (user: AuthUser): Promise<KnowledgeReader> => {
    const { knowledgeBase } = await readSettingValue(app, 'feature-flags');
    // Administrators keep managing the documents while readers cannot see them.
    if (!knowledgeBase && !isAdminLike(user)) throw notFound('The knowledge base is turned off.');
    return { audiences: await readerAudiences(app, user), editor: isAdminLike(user) };
  };
  const actorOf = async (user: AuthUser) => ({ id: user.id, name: await displayNameOf(app.db, user.id) });

  app.post(
    '/knowledge/search',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['knowledge'],
        summary: 'Search the published documents the caller may read: best first, with snippets (400 for a blank query)',
        security: bearerSecurity,
        body: KnowledgeSearchRequestSchema,
        response: { 200: KnowledgeSearchAnswerSchema, ...authenticatedProblems, ...problemResponses(404) },
      },
    },
    async (request) => {
      const { query: typed, filters, options } = request.body;
      const query = typed.trim();
      if (query === '') throw blankQuery();
      const reader = await readerOf(request.user);
      const results = await app.knowledgeSearch.search({
        query,
        topK: options?.topK ?? KNOWLEDGE_SEARCH_TOP_K,
        audiences: reader.audiences,
        tags: filters?.tags,
        sourceTypes: filters?.sourceTypes,
      });
      const searchId = randomUUID();
      await app.db
        .insertInto('knowledgeSearches')
        .values({ id: searchId, userId: request.user.id, query, resultCount: results.length })
        .execute();
      return { data: { results, searchId } };
    },
  );

  app.post(
    '/knowledge/search-clicks',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['knowledge'],
        summary: "Record that the caller opened a result of their search (the analytics' click-through)",
        security: bearerSecurity,
        body: KnowledgeSearchClickSchema,
        response: { 204: NoContentSchema, ...authenticatedProblems, ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      const { searchId, documentId, position } = request.body;
      const search = await app.db.selectFrom('knowledgeSearches').select('userId').where('id', '=', searchId).executeTakeFirst();
      if (!search || search.userId !== request.user.id) throw notFound('No search of yours with this id.');
      await readDocument(app.db, await readerOf(request.user), { id: documentId });
      await app.db
        .insertInto('knowledgeSearchClicks')
        .values({ searchId, documentId, position })
        .onConflict((conflict) => conflict.columns(['searchId', 'documentId']).doNothing())
        .execute();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/knowledge/documents',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['knowledge'],
        summary:
          'A page of documents by ids or tags, sorted by priority, update time or title (readers: published ones of their audiences)',
        security: bearerSecurity,
        querystring: KnowledgeDocumentListQuerySchema,
        response: { 200: KnowledgeDocumentListSchema, ...authenticatedProblems, ...problemResponses(404) },
      },
    },
    async (request) => listDocuments(app.db, await readerOf(request.user), request.query),
  );

  app.get(
    '/knowledge/taxonomy',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['knowledge'],
        summary: 'The topics (tags) and kinds of the documents the caller can read, with counts',
        security: bearerSecurity,
        response: { 200: KnowledgeTaxonomySchema, ...authenticatedProblems, ...problemResponses(404) },
      },
    },
    async (request) => readTaxonomy(app.db, await readerOf(request.user)),
  );

  app.get(
    '/knowledge/documents/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['knowledge'],
        summary: 'One document with its content and related documents (404 "Document not found" when missing or not the caller\'s to read)',
        security: bearerSecurity,
        params: DocumentIdParams,
        response: { 200: KnowledgeDocumentAnswerSchema, ...authenticatedProblems, ...problemResponses(404) },
      },
    },
    async (request) => ({ data: await readDocument(app.db, await readerOf(request.user), { id: request.params.id }) }),
  );

  app.get(
    '/knowledge/pages/:type/:slug',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['knowledge'],
        summary: 'One document by its page address (/knowledge/{type}/{slug})',
        security: bearerSecurity,
        params: KnowledgeSlugParamsSchema,
        response: { 200: KnowledgeDocumentAnswerSchema, ...authenticatedProblems, ...problemResponses(404) },
      },
    },
    async (request) => ({
      data: await readDocument(app.db, await readerOf(request.user), { slug: request.params.slug, sourceType: request.params.type }),
    }),
  );

  app.get(
    '/knowledge/documents/:id/file',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['knowledge'],
        summary: "A PDF document's file",
        security: bearerSecurity,
        params: DocumentIdParams,
        response: { 200: AttachmentContentSchema, ...authenticatedProblems, ...problemResponses(404) },
      },
    },
    async (request, reply) => {
      const document = await readDocument(app.db, await readerOf(request.user), { id: request.params.id });
      const file = await app.db.selectFrom('knowledgeFiles').select('content').where('documentId', '=', document._id).executeTakeFirst();
      if (!file) throw notFound(NO_DOCUMENT);
      return sendAttachment(
        reply,
        { content: file.content, fileName: document.originalFilename ?? `${document.slug}.pdf`, mimeType: 'application/pdf' },
        'inline',
      );
    },
  );

  app.get(
    '/knowledge/documents/:id/rating',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['knowledge'],
        summary: 'The caller\'s "Was this helpful" vote on a document (null: not voted)',
        security: bearerSecurity,
        params: DocumentIdParams,
        response: { 200: KnowledgeRatingSchema, ...authenticatedProblems, ...problemResponses(404) },
      },
    },
    async (request) => {
      await readDocument(app.db, await readerOf(request.user), { id: request.params.id });
      const vote = await app.db
        .selectFrom('knowledgeRatings')
        .select('helpful')
        .where('documentId', '=', request.params.id)
        .where('userId', '=', request.user.id)
        .executeTakeFirst();
      return { data: { documentId: request.params.id, helpful: vote?.helpful ?? null } };
    },
  );

  app.put(
    '/knowledge/documents/:id/rating',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['knowledge'],
        summary: '"Was this helpful": one vote per user and document, changed by voting again',
        security: bearerSecurity,
        params: DocumentIdParams,
        body: KnowledgeRatingRequestSchema,
        response: { 200: KnowledgeRatingSchema, ...authenticatedProblems, ...problemResponses(404) },
      },
    },
    async (request) => {
      await readDocument(app.db, await readerOf(request.user), { id: request.params.id });
      const { helpful } = request.body;
      await app.db
        .insertInto('knowledgeRatings')
        .values({ documentId: request.params.id, userId: request.user.id, helpful, ratedAt: new Date() })
        .onConflict((conflict) => conflict.columns(['documentId', 'userId']).doUpdateSet({ helpful, ratedAt: new Date() }))
        .execute();
      return { data: { documentId: request.params.id, helpful } };
    },
  );

  app.post(
    '/knowledge/documents',
    {
      config: { access: administratorsOnly },
      schema: {
        tags: ['knowledge'],
        summary: 'Add an article (HTML, sanitised), a link (https) or a video (YouTube or Vimeo) (administrators)',
        security: bearerSecurity,
        body: KnowledgeDocumentInputSchema,
        response: { 201: KnowledgeDocumentAnswerSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      const id = await createDocument(app, await actorOf(request.user), request.body);
      return reply.code(201).send({ data: await readDocument(app.db, { audiences: [], editor: true }, { id }) });
    },
  );

  app.post(
    '/knowledge/documents/pdf',
    {
      config: { access: administratorsOnly },
      bodyLimit: KNOWLEDGE_UPLOAD_LIMITS.fileSize + 128 * 1024,
      // The body schema documents the parts; they are read and checked by readKnowledgeUpload.
      attachValidation: true,
      schema: {
        tags: ['knowledge'],
        summary:
          'Upload a PDF (multipart: "file", and "metadata" as JSON of the document input); it is processing until its text is extracted (administrators)',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        body: { content: { 'multipart/form-data': { schema: KnowledgePdfUploadPartsSchema } } },
        response: { 202: KnowledgeDocumentAnswerSchema, ...authenticatedProblems, ...problemResponses(403, 413, 415) },
      },
    },
    async (request, reply) => {
      if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
      const { input, file } = await readKnowledgeUpload(request);
      const id = await createPdfDocument(app, await actorOf(request.user), input, file);
      return reply.code(202).send({ data: await readDocument(app.db, { audiences: [], editor: true }, { id }) });
    },
  );

  app.put(
    '/knowledge/documents/:id',
    {
      config: { access: administratorsOnly },
      schema: {
        tags: ['knowledge'],
        summary: "Change a document's metadata and, for articles, links and videos, its content (administrators)",
        security: bearerSecurity,
        params: DocumentIdParams,
        body: KnowledgeDocumentInputSchema,
        response: { 200: KnowledgeDocumentAnswerSchema, ...authenticatedProblems, ...problemResponses(403, 404) },
      },
    },
    async (request) => {
      await updateDocument(app, await actorOf(request.user), request.params.id, request.body);
      return { data: await readDocument(app.db, { audiences: [], editor: true }, { id: request.params.id }) };
    },
  );

  app.post(
    '/knowledge/documents/:id/archive',
    {
      config: { access: administratorsOnly },
      schema: {
        tags: ['knowledge'],
        summary: 'Archive a document: readers no longer find or open it (administrators)',
        security: bearerSecurity,
        params: DocumentIdParams,
        response: { 200: KnowledgeDocumentAnswerSchema, ...authenticatedProblems, ...problemResponses(403, 404) },
      },
    },
    async (request) => {
      await archiveDocument(app, await actorOf(request.user), request.params.id);
      return { data: await readDocument(app.db, { audiences: [], editor: true }, { id: request.params.id }) };
    },
  );

  app.post(
    '/knowledge/documents/:id/extract',
    {
      config: { access: administratorsOnly },
      schema: {
        tags: ['knowledge'],
        summary: "Extract a PDF's text again (administrators); 409 for other documents",
        security: bearerSecurity,
        params: DocumentIdParams,
        response: { 202: KnowledgeDocumentAnswerSchema, ...authenticatedProblems, ...problemResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      await reextractDocument(app, await actorOf(request.user), request.params.id);
      return reply.code(202).send({ data: await readDocument(app.db, { audiences: [], editor: true }, { id: request.params.id }) });
    },
  );
}
