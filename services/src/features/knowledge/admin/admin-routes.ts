import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  IdParamsSchema,
  KnowledgeAdminListQuerySchema,
  KnowledgeAdminListSchema,
  KnowledgeAdminTaxonomySchema,
  KnowledgeAnalyticsQuerySchema,
  KnowledgeAnalyticsSchema,
  KnowledgeAuditSchema,
  KnowledgeTagRenamedSchema,
  KnowledgeTagRenameSchema,
} from 'shared-rules';
import { adminsOnly } from '../../../platform/access/declarations';
import { displayNameOf } from '../../../platform/auth/display-name';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { analytics, auditOf, listForEditors, renameTag, taxonomyForEditors } from './admin-queries';

const administratorsOnly = adminsOnly({ text: 'Only administrators manage the knowledge base.' });

/** The editors' views of the knowledge base: every document, audits, taxonomy and analytics (administrators). */
export async function knowledgeAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { config: { access: administratorsOnly } };

  app.get(
    '/knowledge/admin/documents',
    {
      ...guarded,
      schema: {
        tags: ['knowledge'],
        summary: 'Every document, by status, kind and words of the title, newest change first, with votes (administrators)',
        security: bearerSecurity,
        querystring: KnowledgeAdminListQuerySchema,
        response: { 200: KnowledgeAdminListSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    (request) => listForEditors(app.db, request.query),
  );

  app.get(
    '/knowledge/admin/documents/:id/audit',
    {
      ...guarded,
      schema: {
        tags: ['knowledge'],
        summary: "A document's audit: who changed it and how, newest first (administrators)",
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: KnowledgeAuditSchema, ...authenticatedProblems, ...problemResponses(403, 404) },
      },
    },
    (request) => auditOf(app.db, request.params.id),
  );

  app.get(
    '/knowledge/admin/taxonomy',
    {
      ...guarded,
      schema: {
        tags: ['knowledge'],
        summary: 'Tags and audiences over every document, with counts (administrators)',
        security: bearerSecurity,
        response: { 200: KnowledgeAdminTaxonomySchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    () => taxonomyForEditors(app.db),
  );

  app.post(
    '/knowledge/admin/tags/rename',
    {
      ...guarded,
      schema: {
        tags: ['knowledge'],
        summary: 'Rename a tag on every document; to an existing tag, the two merge (administrators)',
        security: bearerSecurity,
        body: KnowledgeTagRenameSchema,
        response: { 200: KnowledgeTagRenamedSchema, ...authenticatedProblems, ...problemResponses(403, 404) },
      },
    },
    async (request) => {
      const { from, to } = request.body;
      const { answer, changed } = await renameTag(
        app.db,
        { id: request.user.id, name: await displayNameOf(app.db, request.user.id) },
        from,
        to,
      );
      for (const { id, status } of changed) app.publish('everyone', '*', 'knowledge-document-update', { documentId: id, status });
      return answer;
    },
  );

  app.get(
    '/knowledge/admin/analytics',
    {
      ...guarded,
      schema: {
        tags: ['knowledge'],
        summary:
          'Searches by day, top queries with click-through, queries without results, and helpful ratings over a period (administrators)',
        security: bearerSecurity,
        querystring: KnowledgeAnalyticsQuerySchema,
        response: { 200: KnowledgeAnalyticsSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    (request) => analytics(app.db, request.query.from, request.query.to),
  );
}
