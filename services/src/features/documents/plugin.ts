import { createHash, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AttachmentContentQuerySchema,
  AttachmentContentSchema,
  DOCUMENT_UPLOAD_TEXTS,
  DocumentUploadRulesSchema,
  LOAN_DOCUMENT_TITLE_MAX_LENGTH,
  LoanAttachmentParamsSchema,
  LoanAttachmentRef,
  LoanAttachmentUpdateRequestSchema,
  LoanAttachmentUploadPartsSchema,
  LoanDocumentFolderCreateRequestSchema,
  LoanDocumentFolderSchema,
  LoanDocumentsSchema,
  LoanParamsSchema,
  documentFileTypeOf,
  type ServerEventPayload,
} from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { ApiError, badRequest, notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { displayNameOf } from '../../platform/auth/display-name';
import { refreshLoanStep } from '../workflows';
import { checkConditionTakesUpload, recordConditionAnswer } from '../conditions';
import { alertAccountExecutivesOfUpload } from './upload-alerts';
import { readableLoanOrganization } from '../loans';
import { assertNotReadOnly } from '../workflows';
import {
  byteaValue,
  findAttachmentContent,
  findLoanAttachment,
  isFolderOfLoan,
  isUniqueViolation,
  listLoanDocuments,
  NO_ATTACHMENT,
} from './document-queries';
import { FILE_NAME_MAX_LENGTH, sanitizeFileName, sniffAttachmentType, titleFromFileName } from './file-types';
import { UPLOAD_LIMITS, UPLOAD_TEXT_PARTS, readUploadParts } from './upload-parts';
import { readDocumentUploadRules } from './upload-rules';
import { sendAttachment } from './attachment-response';
import { recordDocumentDownload } from '../../platform/audit/access-records';
import './tables';
import { SIGNED_IN } from '../../platform/access/declarations';

const unknownFolder = (field: string) => badRequest('unknown-document', `${field} is not a document (folder) of this loan.`, field);

/**
 * The Documents tab of a loan: its folders ("documents"), the files uploaded to it and their
 * downloads. Every route goes through the loans' access rule (a loan out of reach answers the
 * same 404 as a missing one); writes also pass `assertOrgWritable` and announce themselves with
 * `attachment-update` in the `loan:<id>` room.
 */
export async function documentsPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Registered in this plugin's scope only: no other route accepts multipart bodies.
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });

  const readableLoan = (user: AuthUser, loanId: string) => readableLoanOrganization(app, user, loanId);

  /** A loan the user reaches (else the loans' 404), whose documents the access layer and the resource lock let them change. */
  async function writableLoan(user: AuthUser, loanId: string): Promise<void> {
    const organizationId = await readableLoan(user, loanId);
    await app.access.assertOrgWritable(user, organizationId);
    // Documents stay open under the adverse-action lock, not while the loan is read-only for the user.
    await assertNotReadOnly(app, user, loanId);
  }

  const announce = (payload: ServerEventPayload<'attachment-update'>) =>
    app.publish('room', `loan:${payload.loanId}`, 'attachment-update', payload);

  app.get(
    '/documents/upload-rules',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['documents'],
        summary:
          "What an upload to a loan may be: the documents setting's size limit (at most 25 MB) and file types, for every signed-in user (the setting itself is administrators' only)",
        security: bearerSecurity,
        response: { 200: DocumentUploadRulesSchema, ...authenticatedProblems },
      },
    },
    () => readDocumentUploadRules(app),
  );

  app.get(
    '/loans/:loanId/documents',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['documents'],
        summary: "A loan's documents: folders by title, attachments newest first, and the attachments counted for workflow tasks",
        security: bearerSecurity,
        params: LoanParamsSchema,
        response: { 200: LoanDocumentsSchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      await readableLoan(request.user, request.params.loanId);
      return listLoanDocuments(app.db, request.params.loanId);
    },
  );

  app.post(
    '/loans/:loanId/documents',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['documents'],
        summary: 'Add a document (folder) to a loan; titles are unique per loan, ignoring case (409 duplicate-document-title)',
        security: bearerSecurity,
        params: LoanParamsSchema,
        body: LoanDocumentFolderCreateRequestSchema,
        response: { 201: LoanDocumentFolderSchema, ...authenticatedProblems, ...problemResponses(403, 409) },
      },
    },
    async (request, reply) => {
      const { loanId } = request.params;
      await writableLoan(request.user, loanId);
      const title = request.body.title.trim();
      if (title === '') throw badRequest('invalid-input', 'body.title must not be empty', 'body.title');
      const id = randomUUID();
      try {
        await app.db.insertInto('loanDocuments').values({ id, loanId, title }).execute();
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ApiError(409, 'duplicate-document-title', `This loan already has a document named "${title}".`, {
            fields: [{ field: 'body.title', message: 'already used on this loan' }],
          });
        }
        throw error;
      }
      announce({ loanId, attachmentId: null, action: 'folder-created' });
      return reply.status(201).send({ id, title, attachments: [] });
    },
  );

  app.post(
    '/loans/:loanId/attachments',
    {
      config: { access: SIGNED_IN },
      // The body schema documents the parts; they are read and checked by readUploadParts.
      attachValidation: true,
      schema: {
        tags: ['documents'],
        summary: `Upload a file to a loan (multipart/form-data: one "file" part, optional ${UPLOAD_TEXT_PARTS.join(', ')})`,
        description:
          'The file must be of a type the documents setting allows, by its content (415 unsupported-file-type), and at most its size ' +
          `limit, never above 25 MB (413 file-too-large): GET /documents/upload-rules answers both. documentId files it in a folder of this loan; title (at most ${LOAN_DOCUMENT_TITLE_MAX_LENGTH} characters) ` +
          'defaults to the file name without its extension; taskTag counts it for a workflow task; conditionId answers a condition of the loan ' +
          '(400 unknown-condition, 409 condition-closed, 423 loan-locked). Empty text parts count as not sent.',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        params: LoanParamsSchema,
        // The parts, for the OpenAPI document; they are read and checked by readUploadParts.
        body: { content: { 'multipart/form-data': { schema: LoanAttachmentUploadPartsSchema } } },
        response: { 201: LoanAttachmentRef, ...authenticatedProblems, ...problemResponses(403, 409, 413, 415, 423) },
      },
    },
    async (request, reply) => {
      if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
      const { loanId } = request.params;
      // Access first: a loan out of reach answers 404 whatever the body holds.
      await writableLoan(request.user, loanId);
      // The documents setting as it is now: a saved change applies to the next upload.
      const rules = await readDocumentUploadRules(app);
      const { file, fields } = await readUploadParts(request, rules);

      const mimeType = sniffAttachmentType(file.content);
      if (mimeType === null || !rules.allowedFileTypes.includes(documentFileTypeOf(mimeType))) {
        throw new ApiError(415, 'unsupported-file-type', DOCUMENT_UPLOAD_TEXTS.typeNotAccepted(rules.allowedFileTypes), {
          fields: [{ field: 'body.file', message: 'not an accepted file type' }],
        });
      }
      const fileName = sanitizeFileName(file.fileName, mimeType);
      if (fileName.length > FILE_NAME_MAX_LENGTH) {
        throw badRequest(
          'file-name-too-long',
          `The file name must be at most ${FILE_NAME_MAX_LENGTH} characters. Rename the file and upload it again.`,
          'body.file',
        );
      }
      const documentId = fields.documentId ?? null;
      if (documentId !== null && !(await isFolderOfLoan(app.db, loanId, documentId))) throw unknownFolder('body.documentId');
      const conditionId = fields.conditionId ?? null;
      if (conditionId !== null) await checkConditionTakesUpload(app, request.user, loanId, conditionId);

      const id = randomUUID();
      await app.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('loanAttachments')
          .values({
            id,
            loanId,
            documentId,
            title: fields.title ?? titleFromFileName(fileName).slice(0, LOAN_DOCUMENT_TITLE_MAX_LENGTH).trimEnd(),
            fileName,
            mimeType,
            sizeBytes: file.content.length,
            sha256: createHash('sha256').update(file.content).digest('hex'),
            taskTag: fields.taskTag ?? null,
            conditionId,
            uploadedBy: request.user.id,
          })
          .execute();
        await trx
          .insertInto('loanAttachmentContents')
          .values({ attachmentId: id, content: byteaValue(file.content) })
          .execute();
        const uploader = await displayNameOf(trx, request.user.id);
        const title = fields.title ?? titleFromFileName(fileName);
        await app.loanEvents.record(trx, {
          loanId,
          kind: 'document-uploaded',
          summary: `${uploader} uploaded ${title}${fields.taskTag ? ` for ${fields.taskTag}` : ''}.`,
          actor: { id: request.user.id, name: uploader },
          details: { attachmentId: id, taskTag: fields.taskTag ?? null },
        });
      });
      const attachment = await findLoanAttachment(app.db, loanId, id);
      if (!attachment) throw new Error(`Attachment ${id} vanished right after its upload`);
      // A document can complete a workflow task, and so move the loan to its next step.
      await refreshLoanStep(app, loanId);
      announce({ loanId, attachmentId: id, action: 'uploaded' });
      const answeredCondition = await recordConditionAnswer(app, request.user, attachment);
      await alertAccountExecutivesOfUpload(app, request.user, attachment, answeredCondition);
      return reply.status(201).send(attachment);
    },
  );

  app.get(
    '/loans/:loanId/attachments/:attachmentId/content',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['documents'],
        summary:
          'Download an attachment (`?disposition=inline` to show it in the browser); recorded as `document.download` while the audit setting records downloads',
        security: bearerSecurity,
        params: LoanAttachmentParamsSchema,
        querystring: AttachmentContentQuerySchema,
        produces: ['application/octet-stream'],
        response: { 200: AttachmentContentSchema, ...authenticatedProblems },
      },
    },
    async (request, reply) => {
      const { loanId, attachmentId } = request.params;
      await readableLoan(request.user, loanId);
      const stored = await findAttachmentContent(app.db, loanId, attachmentId);
      if (!stored) throw notFound(NO_ATTACHMENT);
      const disposition = request.query.disposition ?? 'attachment';
      await recordDocumentDownload(app, request.user, { loanId, attachmentId, fileName: stored.fileName, disposition, via: 'session' });
      return sendAttachment(reply, stored, disposition);
    },
  );

  app.patch(
    '/loans/:loanId/attachments/:attachmentId',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['documents'],
        summary: 'File an attachment in another document (documentId; null: uncategorized) or rename it (title)',
        security: bearerSecurity,
        params: LoanAttachmentParamsSchema,
        body: LoanAttachmentUpdateRequestSchema,
        response: { 200: LoanAttachmentRef, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request) => {
      const { loanId, attachmentId } = request.params;
      await writableLoan(request.user, loanId);
      const { documentId } = request.body;
      const title = request.body.title?.trim();
      if (title === '') throw badRequest('invalid-input', 'body.title must not be empty', 'body.title');
      if (!(await findLoanAttachment(app.db, loanId, attachmentId))) throw notFound(NO_ATTACHMENT);
      if (typeof documentId === 'string' && !(await isFolderOfLoan(app.db, loanId, documentId))) throw unknownFolder('body.documentId');
      await app.db
        .updateTable('loanAttachments')
        .set({ ...(documentId !== undefined ? { documentId } : {}), ...(title !== undefined ? { title } : {}) })
        .where('loanId', '=', loanId)
        .where('id', '=', attachmentId)
        .execute();
      const updated = await findLoanAttachment(app.db, loanId, attachmentId);
      if (!updated) throw notFound(NO_ATTACHMENT);
      // A document can complete a workflow task, and so move the loan to its next step.
      await refreshLoanStep(app, loanId);
      announce({ loanId, attachmentId, action: 'updated' });
      return updated;
    },
  );
}
