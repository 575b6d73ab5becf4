import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AUDIT_TRAIL_DEFAULT_PAGE_SIZE,
  AUDIT_TRAIL_EXPORT_ROW_LIMIT,
  AUDIT_TRAIL_ROW_LIMIT_HEADER,
  AUDIT_TRAIL_TEXTS,
  AUDIT_TRAIL_TRUNCATED_HEADER,
  AuditTrailCsvSchema,
  AuditTrailExportQuerySchema,
  AuditTrailPageSchema,
  AuditTrailQuerySchema,
} from 'shared-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../http/schemas';
import { auditTrailCsv, auditTrailFileName } from './trail-csv';
import { decodeCursor, encodeCursor, readTrail, type TrailFilters } from './trail-query';
import { adminsOnly } from '../access/declarations';

/**
 * Administrators only. A read refused with 403 rather than 404: there is nothing whose existence
 * to hide, and the page says who it is for; refused before the filters are read.
 */
const AUDIT_READERS = adminsOnly({ text: AUDIT_TRAIL_TEXTS.administratorsOnly, code: 'administrators-only', readsForbidden: true });

/** The export of the records matching the filters, newest first, at most `rowLimit`; `truncated` when more matched. */
export async function exportTrail(
  db: Kysely<Database>,
  filters: TrailFilters,
  rowLimit: number,
): Promise<{ csv: string; truncated: boolean }> {
  const read = await readTrail(db, filters, rowLimit + 1);
  return { csv: auditTrailCsv(read.entries.slice(0, rowLimit)), truncated: read.entries.length > rowLimit };
}

/**
 * `GET /api/admin/audit-trail` and `/export`: every write the portal records, from every table
 * that records them, newest first. Reads are not themselves audited (except, as every request,
 * while an administrator acts as a user). See README.md beside this file.
 */
export async function auditTrailRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/audit-trail',
    {
      config: { access: AUDIT_READERS },
      schema: {
        tags: ['audit', 'admin'],
        summary:
          'The audit trail of every write across the portal, newest first, filtered by actor, entity type, action and days, a page at a time (administrators)',
        security: bearerSecurity,
        querystring: AuditTrailQuerySchema,
        response: { 200: AuditTrailPageSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request) => {
      const { pageSize = AUDIT_TRAIL_DEFAULT_PAGE_SIZE, cursor, ...filters } = request.query;
      const after = cursor ? decodeCursor(cursor) : undefined;
      // One more than the page tells whether an older page exists.
      const read = await readTrail(app.db, filters, pageSize + 1, after);
      const items = read.entries.slice(0, pageSize);
      const last = read.cursors[pageSize - 1];
      return { items, nextCursor: read.entries.length > pageSize && last ? encodeCursor(last) : null };
    },
  );

  app.get(
    '/admin/audit-trail/export',
    {
      config: { access: AUDIT_READERS },
      schema: {
        tags: ['audit', 'admin'],
        summary: `The audit trail as a CSV file with the list's filters, newest first, at most ${AUDIT_TRAIL_EXPORT_ROW_LIMIT} rows (the ${AUDIT_TRAIL_TRUNCATED_HEADER} header says when more matched) (administrators)`,
        security: bearerSecurity,
        querystring: AuditTrailExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: AuditTrailCsvSchema } } },
          ...authenticatedProblems,
          ...problemResponses(403),
        },
      },
    },
    async (request, reply) => {
      const { csv, truncated } = await exportTrail(app.db, request.query, AUDIT_TRAIL_EXPORT_ROW_LIMIT);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditTrailFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .header(AUDIT_TRAIL_ROW_LIMIT_HEADER, String(AUDIT_TRAIL_EXPORT_ROW_LIMIT))
        .header(AUDIT_TRAIL_TRUNCATED_HEADER, String(truncated))
        .send(csv);
    },
  );
}
