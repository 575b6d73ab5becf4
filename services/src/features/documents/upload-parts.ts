/**
 * Reads the multipart body of an upload: exactly one `file` part and the optional text parts
 * `documentId`, `title`, `taskTag` and `conditionId`. Every refusal is an ApiError naming the part; the file is
 * held in memory (at most the `documents` setting's limit, never above LOAN_ATTACHMENT_MAX_BYTES)
 * and nothing is stored here.
 */
import type { FastifyRequest } from 'fastify';
import {
  ATTACHMENT_TASK_TAG_MAX_LENGTH,
  DOCUMENT_UPLOAD_TEXTS,
  LOAN_ATTACHMENT_MAX_BYTES,
  type DocumentUploadRules,
  LOAN_DOCUMENT_TITLE_MAX_LENGTH,
  type LoanAttachmentUploadFields,
} from 'shared-rules';
import { ApiError, badRequest } from '../../platform/http/problem';

export const UPLOAD_TEXT_PARTS = ['documentId', 'title', 'taskTag', 'conditionId'] as const satisfies ReadonlyArray<
  keyof LoanAttachmentUploadFields
>;
type TextPart = (typeof UPLOAD_TEXT_PARTS)[number];

const TEXT_PART_MAX_LENGTH: Record<TextPart, number> = {
  documentId: 64,
  title: LOAN_DOCUMENT_TITLE_MAX_LENGTH,
  taskTag: ATTACHMENT_TASK_TAG_MAX_LENGTH,
  conditionId: 64,
};

/**
 * Busboy's limits for this route: one file of at most the ceiling, a few short text parts. Each
 * upload reads with the `documents` setting's own limit (`readUploadParts`), within this ceiling.
 */
export const UPLOAD_LIMITS = {
  fileSize: LOAN_ATTACHMENT_MAX_BYTES,
  files: 1,
  // Room for the four known parts and a couple of unknown ones, which are then refused by name.
  fields: 7,
  // Bytes: a 200-character title may take 800 in UTF-8.
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 9,
  headerPairs: 20,
} as const;

export interface UploadedFile {
  content: Buffer;
  /** As the browser sent it; sanitised before it is stored. */
  fileName: string;
}

export interface UploadParts {
  file: UploadedFile;
  /** Text parts that were sent and not empty, trimmed. */
  fields: LoanAttachmentUploadFields;
}

/** 413 `file-too-large`, naming the limit in force (the text the upload pages show too). */
export const fileTooLarge = (maxFileSizeMb: number) =>
  new ApiError(413, 'file-too-large', DOCUMENT_UPLOAD_TEXTS.tooLarge(maxFileSizeMb), {
    fields: [{ field: 'body.file', message: `at most ${maxFileSizeMb} MB` }],
  });

/** @fastify/multipart's errors, as problems of ours. */
function multipartProblem(error: unknown, rules: DocumentUploadRules): ApiError | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(rules.maxFileSizeMb);
    case 'FST_FILES_LIMIT':
      return badRequest('one-file-only', 'Upload one file at a time: send exactly one "file" part.', 'body.file');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('too-many-parts', `Send one "file" part and at most the text parts ${UPLOAD_TEXT_PARTS.join(', ')}.`);
    case 'FST_PROTO_VIOLATION':
      return badRequest('unknown-field', 'The form has a part whose name is not accepted.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('invalid-field', 'Text parts are plain text, not JSON.');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('incomplete-upload', 'The upload ended before the whole form arrived. Try again.');
    default:
      // Busboy's own parse errors ("Unexpected end of form", a missing boundary).
      if (error instanceof Error && !(error instanceof ApiError) && /multipart|boundary|form/i.test(error.message)) {
        return badRequest('malformed-multipart', `The form could not be read: ${error.message}.`);
      }
      return null;
  }
}

function isTextPart(name: string): name is TextPart {
  return (UPLOAD_TEXT_PARTS as readonly string[]).includes(name);
}

async function collectParts(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<{ file: UploadedFile | null; fields: LoanAttachmentUploadFields }> {
  let file: UploadedFile | null = null;
  const fields: LoanAttachmentUploadFields = {};
  const seen = new Set<string>();
  // Busboy stops reading the file at the limit in force: a file over it is never held whole.
  for await (const part of request.parts({ limits: { ...UPLOAD_LIMITS, fileSize: Math.min(maxFileBytes, LOAN_ATTACHMENT_MAX_BYTES) } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(
          'unknown-field',
          `"${part.fieldname}" is not an accepted part: send the file as the "file" part.`,
          `body.${part.fieldname}`,
        );
      }
      file = { content: await part.toBuffer(), fileName: part.filename ?? '' };
      continue;
    }
    const name = part.fieldname;
    if (!isTextPart(name)) {
      throw badRequest(
        'unknown-field',
        `body.${name} is not an accepted field (accepted: file, ${UPLOAD_TEXT_PARTS.join(', ')}).`,
        `body.${name}`,
      );
    }
    if (seen.has(name)) throw badRequest('duplicate-field', `body.${name} was sent more than once.`, `body.${name}`);
    seen.add(name);
    const limit = TEXT_PART_MAX_LENGTH[name];
    const value = typeof part.value === 'string' ? part.value.trim() : '';
    if (part.valueTruncated || value.length > limit) {
      throw badRequest('field-too-long', `body.${name} must be at most ${limit} characters`, `body.${name}`);
    }
    // An empty text part (a form field left blank) is the same as a part not sent.
    if (value !== '') fields[name] = value;
  }
  return { file, fields };
}

/** The file (within the rules' size limit) and the text parts of the upload, or the problem that refuses it. */
export async function readUploadParts(request: FastifyRequest, rules: DocumentUploadRules): Promise<UploadParts> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'multipart-required', 'Send the file as multipart/form-data with a "file" part.');
  }
  let collected: Awaited<ReturnType<typeof collectParts>>;
  try {
    collected = await collectParts(request, rules.maxFileSizeBytes);
  } catch (error) {
    throw multipartProblem(error, rules) ?? error;
  }
  const { file, fields } = collected;
  if (!file) throw badRequest('file-required', 'Choose a file to upload: the "file" part is missing.', 'body.file');
  if (file.content.length === 0) throw badRequest('empty-file', DOCUMENT_UPLOAD_TEXTS.empty, 'body.file');
  return { file, fields };
}
