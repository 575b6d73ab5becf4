import type { FastifyRequest } from 'fastify';
import { KnowledgeDocumentInputSchema, MAX_KNOWLEDGE_PDF_BYTES, type KnowledgeDocumentInput } from 'shared-rules';
import { Compile } from 'typebox/compile';
import { sniffAttachmentType } from '../documents';
import { ApiError, badRequest } from '../../platform/http/problem';
import type { UploadedPdf } from './documents/document-writes';

const MAX_MEGABYTES = MAX_KNOWLEDGE_PDF_BYTES / (1024 * 1024);

/** Busboy's limits for a knowledge PDF: the file and one `metadata` text part. */
export const KNOWLEDGE_UPLOAD_LIMITS = { fileSize: MAX_KNOWLEDGE_PDF_BYTES, files: 1, fields: 2, fieldSize: 64 * 1024, parts: 4 } as const;

const inputValidator = Compile(KnowledgeDocumentInputSchema);

function metadataOf(text: string | null): KnowledgeDocumentInput {
  if (text === null)
    throw badRequest('metadata-required', 'Send the title, tags and the rest as JSON in a "metadata" part.', 'body.metadata');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('invalid-metadata', 'The "metadata" part is not JSON.', 'body.metadata');
  }
  if (!inputValidator.Check(value)) {
    const first = [...inputValidator.Errors(value)][0];
    const where = first?.instancePath ? `body.metadata${first.instancePath.replace(/\//g, '.')}` : 'body.metadata';
    throw badRequest('invalid-metadata', `${where} ${first?.message ?? 'is not valid'}`, where);
  }
  if (value.sourceType !== 'pdf')
    throw badRequest('invalid-metadata', 'body.metadata.sourceType must be pdf for an upload.', 'body.metadata.sourceType');
  return value;
}

function uploadProblem(error: unknown): ApiError | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ApiError(413, 'file-too-large', `The PDF is larger than ${MAX_MEGABYTES} MB.`, {
      fields: [{ field: 'body.file', message: `at most ${MAX_MEGABYTES} MB` }],
    });
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return badRequest('too-many-parts', 'Send one "file" part and one "metadata" part.');
  }
  return null;
}

/** The PDF and its metadata from a multipart upload, checked: a PDF by its bytes, metadata by the contract. */
export async function readKnowledgeUpload(request: FastifyRequest): Promise<{ input: KnowledgeDocumentInput; file: UploadedPdf }> {
  if (!request.isMultipart()) throw new ApiError(415, 'multipart-required', 'Send the PDF as multipart/form-data with a "file" part.');
  let file: UploadedPdf | null = null;
  let metadata: string | null = null;
  try {
    for await (const part of request.parts({ limits: KNOWLEDGE_UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(
            'unknown-field',
            `"${part.fieldname}" is not an accepted part: send the PDF as the "file" part.`,
            `body.${part.fieldname}`,
          );
        }
        file = { bytes: await part.toBuffer(), filename: (part.filename ?? 'document.pdf').slice(0, 200) };
      } else if (part.fieldname === 'metadata') metadata = typeof part.value === 'string' ? part.value : null;
      else
        throw badRequest(
          'unknown-field',
          `body.${part.fieldname} is not an accepted field (accepted: file, metadata).`,
          `body.${part.fieldname}`,
        );
    }
  } catch (error) {
    throw uploadProblem(error) ?? error;
  }
  const input = metadataOf(metadata);
  if (!file) throw badRequest('file-required', 'Choose a PDF to upload: the "file" part is missing.', 'body.file');
  if (sniffAttachmentType(file.bytes) !== 'application/pdf') {
    throw new ApiError(415, 'unsupported-file-type', 'Only PDF files can be uploaded to the knowledge base.', {
      fields: [{ field: 'body.file', message: 'not a PDF' }],
    });
  }
  return { input, file };
}
