/**
 * `/api/admin/pricing/…` (administrators): the published rate sheets, one sheet's summary and
 * original file, publishing an upload, and the template to fill in. Publishing is audited
 * (`rate-sheet.publish`); a refused upload publishes nothing and writes nothing.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { readXlsxOffThread } from './read-xlsx-off-thread';
import {
  EXAMPLE_RATE_SHEET,
  IdParamsSchema,
  parseRateSheet,
  RATE_SHEET_MAX_BYTES,
  type RateSheet,
  RateSheetDetailSchema,
  RateSheetListSchema,
  rateSheetToWorkbook,
} from 'shared-rules';
import { Type } from 'typebox';
import { adminsOnly } from '../../platform/access/declarations';
import { recordAudit } from '../../platform/audit/audit-log';
import { ApiError, notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import type { BuiltInPricingProvider } from './pricing-provider';
import { CSV_TYPE, type ReadWorkbook, readCsvWorkbook, UnreadableRateSheet, writeCsv, writeXlsx, XLSX_TYPE } from './rate-sheet-files';
import { findRateSheetDetail, findRateSheetFile, listRateSheets, publishRateSheet, sheetVersionExists } from './rate-sheet-store';
import { ACCEPTED_TEXT, readRateSheetUpload, storedFileName } from './rate-sheet-upload';

const TAGS = ['pricing', 'admin'];
const NO_RATE_SHEET = 'No rate sheet with this id.';

/** An administration page of its own: refused reads answer 403 too, with the page's text. */
const RATE_SHEET_ADMINS = {
  access: adminsOnly({ text: 'Only administrators can manage rate sheets.', code: 'rate-sheets-admins-only', readsForbidden: true }),
};

const FileSchema = Type.Unsafe<Uint8Array>(Type.String({ format: 'binary', description: 'The file, byte for byte' }));
const UploadPartsSchema = Type.Object(
  { file: Type.String({ format: 'binary', description: `The rate sheet (${ACCEPTED_TEXT}), at most ${RATE_SHEET_MAX_BYTES} bytes` }) },
  { additionalProperties: false },
);

const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/"/g, '')}"`;

/** Thrown for a sheet whose version label was published before: a label names one sheet for good (the locks cite it). */
const versionTaken = (sheet: RateSheet) =>
  new ApiError(
    409,
    'rate-sheet-version-exists',
    `Sheet ${sheet.sheetId} version ${sheet.version} is already published. Give the new sheet a new Version in its Settings sheet.`,
  );

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export async function rateSheetRoutes(fastify: FastifyInstance, builtIn: BuiltInPricingProvider): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/admin/pricing/rate-sheets',
    {
      config: RATE_SHEET_ADMINS,
      schema: {
        tags: TAGS,
        summary: 'Every published rate sheet, newest first, and which one is in force (administrators)',
        security: bearerSecurity,
        response: { 200: RateSheetListSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    () => listRateSheets(app.db),
  );

  app.get(
    '/admin/pricing/rate-sheets/:id',
    {
      config: RATE_SHEET_ADMINS,
      schema: {
        tags: TAGS,
        summary:
          'One rate sheet: its state, products with their ladders, lock periods and counts of grids, margins and caps (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: RateSheetDetailSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request) => {
      const detail = await findRateSheetDetail(app.db, request.params.id);
      if (!detail) throw notFound(NO_RATE_SHEET);
      return detail;
    },
  );

  app.get(
    '/admin/pricing/rate-sheets/:id/file',
    {
      config: RATE_SHEET_ADMINS,
      schema: {
        tags: TAGS,
        summary: 'The file a rate sheet was published from, as uploaded (administrators)',
        security: bearerSecurity,
        params: IdParamsSchema,
        produces: [XLSX_TYPE, CSV_TYPE],
        response: { 200: FileSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      const file = await findRateSheetFile(app.db, request.params.id);
      if (!file) throw notFound(NO_RATE_SHEET);
      return reply
        .header('content-type', file.fileType === CSV_TYPE ? 'text/csv; charset=utf-8' : file.fileType)
        .header('content-disposition', attachment(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );

  app.post(
    '/admin/pricing/rate-sheets',
    {
      config: RATE_SHEET_ADMINS,
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Publishes a rate sheet from an XLSX or CSV upload (administrators, multipart/form-data: one "file" part)',
        description:
          `The file is ${ACCEPTED_TEXT}, at most ${RATE_SHEET_MAX_BYTES / (1024 * 1024)} MB (413 file-too-large), its type read from its content ` +
          '(415 unsupported-file-type). A sheet with any fault publishes nothing: 422 rate-sheet-invalid lists every faulty cell in ' +
          '`rateSheetErrors`. A Version already published is 409 rate-sheet-version-exists. The sheet prices scenarios from its Effective At.',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        // The parts, for the OpenAPI document; they are read and checked by readRateSheetUpload.
        body: { content: { 'multipart/form-data': { schema: UploadPartsSchema } } },
        response: { 201: RateSheetDetailSchema, ...authenticatedProblems, ...problemResponses(403, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
      const upload = await readRateSheetUpload(request);
      let read: ReadWorkbook;
      try {
        read = upload.fileType === XLSX_TYPE ? await readXlsxOffThread(upload.content) : readCsvWorkbook(upload.content);
      } catch (error) {
        if (error instanceof UnreadableRateSheet) throw new ApiError(422, 'rate-sheet-unreadable', error.message);
        throw error;
      }
      const parsed = parseRateSheet(read.workbook);
      if (!parsed.ok) {
        const errors = parsed.errors.map(read.locate);
        throw new ApiError(
          422,
          'rate-sheet-invalid',
          `The rate sheet has ${errors.length} ${errors.length === 1 ? 'problem' : 'problems'}; nothing was published. Correct the cells listed and upload it again.`,
          { rateSheetErrors: errors },
        );
      }
      const { sheet } = parsed;
      const fileName = storedFileName(upload.fileName, upload.fileType);
      let id: string;
      try {
        id = await app.db.transaction().execute(async (trx) => {
          if (await sheetVersionExists(trx, sheet.sheetId, sheet.version)) throw versionTaken(sheet);
          const published = await publishRateSheet(trx, {
            sheet,
            fileName,
            fileType: upload.fileType,
            content: upload.content,
            uploadedBy: request.user.id,
          });
          await recordAudit(trx, request.user, {
            action: 'rate-sheet.publish',
            entityType: 'rate-sheet',
            entityId: published.id,
            details: {
              sheetId: sheet.sheetId,
              version: sheet.version,
              effectiveAt: sheet.effectiveAt,
              fileName,
              fileType: upload.fileType,
              fileSize: upload.content.byteLength,
              products: sheet.products.length,
              superseded: published.superseded,
            },
          });
          return published.id;
        });
      } catch (error) {
        // Two uploads of the same label at once: the second meets the unique constraint.
        if (isUniqueViolation(error)) throw versionTaken(sheet);
        throw error;
      }
      builtIn.sheetPublished();
      request.log.info({ rateSheetId: id, sheetId: sheet.sheetId, version: sheet.version }, 'rate sheet published');
      const detail = await findRateSheetDetail(app.db, id);
      if (!detail) throw notFound(NO_RATE_SHEET);
      return reply.status(201).send(detail);
    },
  );

  app.get(
    '/admin/pricing/rate-sheet-template.xlsx',
    {
      config: RATE_SHEET_ADMINS,
      schema: {
        tags: TAGS,
        summary: 'The rate-sheet template as an Excel workbook, filled in with the example sheet (administrators)',
        security: bearerSecurity,
        produces: [XLSX_TYPE],
        response: { 200: FileSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachment('rate-sheet-template.xlsx'))
        .send(await writeXlsx(rateSheetToWorkbook(EXAMPLE_RATE_SHEET))),
  );

  app.get(
    '/admin/pricing/rate-sheet-template.csv',
    {
      config: RATE_SHEET_ADMINS,
      schema: {
        tags: TAGS,
        summary:
          'The rate-sheet template as one CSV file (column A names each row’s sheet), filled in with the example sheet (administrators)',
        security: bearerSecurity,
        produces: [CSV_TYPE],
        response: { 200: FileSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment('rate-sheet-template.csv'))
        .send(Buffer.from(writeCsv(rateSheetToWorkbook(EXAMPLE_RATE_SHEET)), 'utf8')),
  );
}
