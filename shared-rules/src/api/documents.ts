/** A loan's Documents tab: folders ("documents"), uploaded files and their downloads (`/api/loans/:loanId/…`). */
import { Type, type Static } from 'typebox';
import { DateTimeString, IdString, Nullable, StringEnum, StringOf } from './schema-kit';
import { DOCUMENT_FILE_TYPES } from './setting-values';

/**
 * The ceiling of one upload (25 MiB): what services read of a file part at most, whatever the
 * `documents` setting says (its `maxFileSizeMb` can lower the limit, never raise it).
 */
export const LOAN_ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;
/** Folder and attachment titles. */
export const LOAN_DOCUMENT_TITLE_MAX_LENGTH = 200;
/** Workflow task tags (a task's feature key). */
export const ATTACHMENT_TASK_TAG_MAX_LENGTH = 100;

/**
 * What a loan attachment may be, by its content: services sniff the first bytes and refuse a file
 * whose content is not one of these, whatever its name or declared type says.
 */
export const LOAN_ATTACHMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/tiff': ['.tif', '.tiff'],
  // Office Open XML without macros (.docm and .xlsm are refused by their content).
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
} as const;

export type LoanAttachmentMimeType = keyof typeof LOAN_ATTACHMENT_TYPES;

export const LoanParamsSchema = Type.Object({ loanId: IdString() }, { additionalProperties: false });
export const LoanAttachmentParamsSchema = Type.Object({ loanId: IdString(), attachmentId: IdString() }, { additionalProperties: false });

/**
 * One uploaded file of a loan. Registered once by services under `$id` LoanAttachment; answers
 * point at it with `LoanAttachmentRef`, so the OpenAPI document names it.
 */
export const LoanAttachmentSchema = Type.Object(
  {
    id: Type.String(),
    loanId: Type.String(),
    /** The folder (document) it is filed in; null while uncategorized. */
    documentId: Nullable(Type.String()),
    /** Shown in lists; defaults to the file name without its extension. */
    title: Type.String(),
    fileName: Type.String(),
    mimeType: StringOf<LoanAttachmentMimeType>({ enum: Object.keys(LOAN_ATTACHMENT_TYPES) }),
    sizeBytes: Type.Integer(),
    /** The workflow task it was uploaded for (counts towards that task's document requirements). */
    taskTag: Nullable(Type.String()),
    /** The loan condition it answers; null when it answers none. */
    conditionId: Nullable(Type.String()),
    /** Set when the lender's staff found it not enough: why, who and when. */
    rejection: Nullable(
      Type.Object({ reason: Type.String(), by: Type.Object({ userId: Type.String(), name: Type.String() }), at: DateTimeString() }),
    ),
    uploadedBy: Type.Object({ userId: Type.String(), name: Type.String() }),
    /** ISO 8601 instant. */
    createdAt: DateTimeString(),
  },
  { $id: 'LoanAttachment' },
);
export type LoanAttachment = Static<typeof LoanAttachmentSchema>;
export const LoanAttachmentRef = Type.Unsafe<LoanAttachment>(Type.Ref('LoanAttachment#'));

/** A document of the loan: a titled folder of attachments (e.g. "Bank Statements"). */
export const LoanDocumentFolderSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  attachments: Type.Array(LoanAttachmentRef),
});
export type LoanDocumentFolder = Static<typeof LoanDocumentFolderSchema>;

/** An attachment counted for a workflow task's document requirement. */
export const LoanAttachmentRecordSchema = Type.Object({ attachmentId: Type.String(), taskTag: Type.String() });
export type LoanAttachmentRecord = Static<typeof LoanAttachmentRecordSchema>;

/** `GET /api/loans/:loanId/documents`: the spec's Loan documents shape. */
export const LoanDocumentsSchema = Type.Object({
  uncategorizedAttachments: Type.Array(LoanAttachmentRef),
  documents: Type.Array(LoanDocumentFolderSchema),
  attachmentRecords: Type.Array(LoanAttachmentRecordSchema),
});
export type LoanDocuments = Static<typeof LoanDocumentsSchema>;

/** `POST /api/loans/:loanId/documents` body: a new folder (titles are unique per loan, case-insensitive). */
export const LoanDocumentFolderCreateRequestSchema = Type.Object(
  { title: Type.String({ minLength: 1, maxLength: LOAN_DOCUMENT_TITLE_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type LoanDocumentFolderCreateRequest = Static<typeof LoanDocumentFolderCreateRequestSchema>;

const uploadTextParts = {
  documentId: Type.Optional(Type.String({ maxLength: 64, description: 'A document (folder) of this loan' })),
  title: Type.Optional(
    Type.String({ maxLength: LOAN_DOCUMENT_TITLE_MAX_LENGTH, description: 'Defaults to the file name without its extension' }),
  ),
  taskTag: Type.Optional(Type.String({ maxLength: ATTACHMENT_TASK_TAG_MAX_LENGTH, description: 'The workflow task the file is for' })),
  conditionId: Type.Optional(Type.String({ maxLength: 64, description: 'A condition of this loan the file answers' })),
};

/**
 * `POST /api/loans/:loanId/attachments`: multipart/form-data with one `file` part and optional
 * text parts `documentId`, `title` and `taskTag`; answers 201 with the LoanAttachment.
 */
export const LoanAttachmentUploadFieldsSchema = Type.Object(uploadTextParts);
export type LoanAttachmentUploadFields = Static<typeof LoanAttachmentUploadFieldsSchema>;

/**
 * The upload's parts, for the OpenAPI document. Services stream the parts and check them one by
 * one, so this schema is never held against a parsed body.
 */
export const LoanAttachmentUploadPartsSchema = Type.Object(
  { file: Type.String({ format: 'binary', description: 'The file; its type is taken from its content' }), ...uploadTextParts },
  { additionalProperties: false, description: 'One "file" part and optional text parts; empty text parts count as not sent' },
);

/** `PATCH /api/loans/:loanId/attachments/:attachmentId` body: file it elsewhere (null: uncategorized) or rename it. */
export const LoanAttachmentUpdateRequestSchema = Type.Object(
  {
    documentId: Type.Optional(Type.Union([IdString(), Type.Null()], { description: 'The folder to file it in; null: uncategorized' })),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: LOAN_DOCUMENT_TITLE_MAX_LENGTH })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type LoanAttachmentUpdateRequest = Static<typeof LoanAttachmentUpdateRequestSchema>;

/**
 * `GET /api/documents/upload-rules` (every signed-in user): what an upload to a loan may be, from
 * the `documents` setting, which only administrators read whole. Only the limit and the types are
 * answered: nobody else needs to know whether account executives are emailed.
 */
export const DocumentUploadRulesSchema = Type.Object({
  /** The setting's limit, at most the 25 MiB ceiling. */
  maxFileSizeMb: Type.Integer({ minimum: 1 }),
  maxFileSizeBytes: Type.Integer({ minimum: 1 }),
  /** In the order of DOCUMENT_FILE_TYPES; judged by the file's content, never its name. */
  allowedFileTypes: Type.Array(StringEnum(DOCUMENT_FILE_TYPES)),
});
export type DocumentUploadRules = Static<typeof DocumentUploadRulesSchema>;

/** `GET …/attachments/:attachmentId/content` query: download it, or show it in the browser. */
export const AttachmentContentQuerySchema = Type.Object(
  { disposition: Type.Optional(StringEnum(['attachment', 'inline'], { default: 'attachment' })) },
  { additionalProperties: false },
);

/** The download: the stored bytes, sent as they are (described for the OpenAPI document). */
export const AttachmentContentSchema = Type.Unsafe<Uint8Array>(
  Type.String({ format: 'binary', description: 'The file, with its stored Content-Type and a Content-Disposition naming it' }),
);

/** The Authorization scheme of a signed PDF fetch: `Authorization: elli-signature <signature>`. */
export const ELLI_SIGNATURE_SCHEME = 'elli-signature';
/** How long a PDF item's signature opens its file. */
export const PDF_SIGNATURE_TTL_SECONDS = 300;

/** Spec "PDF item": where the file is, its name, and the signature to fetch it with (when it has one). */
export const PdfItemSchema = Type.Object({
  url: Type.String(),
  fileName: Type.String(),
  signature: Type.Optional(Type.String()),
});
export type PdfItem = Static<typeof PdfItemSchema>;

/** Spec "PDF content": a title, its items (two when compared side by side) and an optional watermark text. */
export interface PdfContent {
  title: string;
  items: PdfItem[];
  watermark?: string;
}
