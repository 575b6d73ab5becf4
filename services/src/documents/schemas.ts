/** JSON schemas of the loan-documents routes (validation, serialisation and the OpenAPI document). */
import { LOAN_ATTACHMENT_TYPES } from 'shared-rules';

/** Folder and attachment titles. */
export const TITLE_MAX_LENGTH = 200;
/** Workflow task tags (a task's feature key). */
export const TASK_TAG_MAX_LENGTH = 100;

const idSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' } as const;

export const loanParamsSchema = {
  type: 'object',
  required: ['loanId'],
  additionalProperties: false,
  properties: { loanId: idSchema },
} as const;

export const attachmentParamsSchema = {
  type: 'object',
  required: ['loanId', 'attachmentId'],
  additionalProperties: false,
  properties: { loanId: idSchema, attachmentId: idSchema },
} as const;

export const contentQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { disposition: { type: 'string', enum: ['attachment', 'inline'], default: 'attachment' } },
} as const;

export const createFolderBodySchema = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: { title: { type: 'string', minLength: 1, maxLength: TITLE_MAX_LENGTH } },
} as const;

export const updateAttachmentBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    documentId: { anyOf: [idSchema, { type: 'null' }], description: 'The folder to file it in; null: uncategorized' },
    title: { type: 'string', minLength: 1, maxLength: TITLE_MAX_LENGTH },
  },
} as const;

export const loanAttachmentSchema = {
  $id: 'LoanAttachment',
  type: 'object',
  required: ['id', 'loanId', 'documentId', 'title', 'fileName', 'mimeType', 'sizeBytes', 'taskTag', 'uploadedBy', 'createdAt'],
  properties: {
    id: { type: 'string' },
    loanId: { type: 'string' },
    documentId: { type: ['string', 'null'] },
    title: { type: 'string' },
    fileName: { type: 'string' },
    mimeType: { type: 'string', enum: Object.keys(LOAN_ATTACHMENT_TYPES) },
    sizeBytes: { type: 'integer' },
    taskTag: { type: ['string', 'null'] },
    uploadedBy: {
      type: 'object',
      required: ['userId', 'name'],
      properties: { userId: { type: 'string' }, name: { type: 'string' } },
    },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

/** Responses refer to the shared schema (registered once by the plugin), so the OpenAPI document names it. */
export const attachmentRef = { $ref: 'LoanAttachment#' } as const;

export const loanDocumentFolderSchema = {
  type: 'object',
  required: ['id', 'title', 'attachments'],
  properties: { id: { type: 'string' }, title: { type: 'string' }, attachments: { type: 'array', items: attachmentRef } },
} as const;

export const loanDocumentsSchema = {
  type: 'object',
  required: ['uncategorizedAttachments', 'documents', 'attachmentRecords'],
  properties: {
    uncategorizedAttachments: { type: 'array', items: attachmentRef },
    documents: { type: 'array', items: loanDocumentFolderSchema },
    attachmentRecords: {
      type: 'array',
      items: {
        type: 'object',
        required: ['attachmentId', 'taskTag'],
        properties: { attachmentId: { type: 'string' }, taskTag: { type: 'string' } },
      },
    },
  },
} as const;

/** The download: the stored bytes, for the OpenAPI document (a Buffer is sent as it is). */
export const attachmentContentSchema = {
  description: 'The file, with its stored Content-Type and a Content-Disposition naming it',
  type: 'string',
  format: 'binary',
} as const;

/**
 * The upload's parts, for the OpenAPI document. The parts are streamed and checked one by one in
 * upload-parts.ts, so fastify never has a parsed body to hold against this schema: the route
 * sets `attachValidation` and ignores the body's (always failing) verdict, never the params'.
 */
export const uploadBodySchema = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        description: 'One "file" part and optional text parts; empty text parts count as not sent',
        required: ['file'],
        additionalProperties: false,
        properties: {
          file: { type: 'string', format: 'binary', description: 'The file; its type is taken from its content' },
          documentId: { type: 'string', maxLength: 64, description: 'A document (folder) of this loan' },
          title: { type: 'string', maxLength: TITLE_MAX_LENGTH, description: 'Defaults to the file name without its extension' },
          taskTag: { type: 'string', maxLength: TASK_TAG_MAX_LENGTH, description: 'The workflow task the file is for' },
        },
      },
    },
  },
} as const;
