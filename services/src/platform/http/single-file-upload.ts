/**
 * Reads a multipart body holding exactly one `file` part, in memory, within `maxBytes`: the
 * reading of an asset and of a profile photo. Every refusal is an ApiError naming the part.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './problem';

/** Busboy's limits for one file part and nothing else. */
export const singleFileLimits = (maxBytes: number) =>
  ({ fileSize: maxBytes, files: 1, fields: 0, fieldNameSize: 100, parts: 1, headerPairs: 20 }) as const;

export interface SingleFileUpload {
  /** What the user sends, as the messages name it: "file", "photo". */
  noun: string;
  maxBytes: number;
  tooLarge: () => ApiError;
  /** The messages when the part is missing and when it holds no byte. */
  missing: string;
  empty: string;
}

function multipartProblem(error: unknown, upload: SingleFileUpload): ApiError | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return upload.tooLarge();
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('one-file-only', 'Send exactly one part, the "file".', 'body.file');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('incomplete-upload', 'The upload ended before the whole form arrived. Try again.');
    default:
      if (error instanceof Error && !(error instanceof ApiError) && /multipart|boundary|form/i.test(error.message)) {
        return badRequest('malformed-multipart', `The form could not be read: ${error.message}.`);
      }
      return null;
  }
}

/** The file's bytes and the name the browser gave it (to be sanitised before any use). */
export async function readSingleFileUpload(
  request: FastifyRequest,
  upload: SingleFileUpload,
): Promise<{ content: Buffer; fileName: string }> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'multipart-required', `Send the ${upload.noun} as multipart/form-data with a "file" part.`);
  }
  let file: { content: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts({ limits: singleFileLimits(upload.maxBytes) })) {
      if (part.type !== 'file' || part.fieldname !== 'file') {
        if (part.type === 'file') part.file.resume();
        throw badRequest(
          'unknown-field',
          `"${part.fieldname}" is not an accepted part: send the ${upload.noun} as the "file" part.`,
          `body.${part.fieldname}`,
        );
      }
      file = { content: await part.toBuffer(), fileName: part.filename ?? '' };
    }
  } catch (error) {
    throw multipartProblem(error, upload) ?? error;
  }
  if (!file) throw badRequest('file-required', upload.missing, 'body.file');
  if (file.content.length === 0) throw badRequest('empty-file', upload.empty, 'body.file');
  return file;
}
