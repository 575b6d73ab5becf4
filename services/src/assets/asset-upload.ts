/**
 * Reads the multipart body of an asset upload: exactly one `file` part, held in memory (at most
 * ASSET_MAX_BYTES). Every refusal is an ApiError naming the part.
 */
import type { FastifyRequest } from 'fastify';
import { ASSET_MAX_BYTES } from 'shared-rules';
import { ApiError, badRequest } from '../http/problem';

export const ASSET_UPLOAD_LIMITS = {
  fileSize: ASSET_MAX_BYTES,
  files: 1,
  fields: 0,
  fieldNameSize: 100,
  parts: 1,
  headerPairs: 20,
} as const;

const MAX_MEGABYTES = ASSET_MAX_BYTES / (1024 * 1024);

export const assetTooLarge = () =>
  new ApiError(413, 'file-too-large', `The file is larger than ${MAX_MEGABYTES} MB. Upload a file of at most ${MAX_MEGABYTES} MB.`, {
    fields: [{ field: 'body.file', message: `at most ${MAX_MEGABYTES} MB` }],
  });

function multipartProblem(error: unknown): ApiError | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return assetTooLarge();
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

export interface UploadedAsset {
  content: Buffer;
  /** As the browser sent it; sanitised before it is stored. */
  fileName: string;
}

export async function readAssetUpload(request: FastifyRequest): Promise<UploadedAsset> {
  if (!request.isMultipart()) throw new ApiError(415, 'multipart-required', 'Send the file as multipart/form-data with a "file" part.');
  let file: UploadedAsset | null = null;
  try {
    for await (const part of request.parts({ limits: ASSET_UPLOAD_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== 'file') {
        if (part.type === 'file') part.file.resume();
        throw badRequest(
          'unknown-field',
          `"${part.fieldname}" is not an accepted part: send the file as the "file" part.`,
          `body.${part.fieldname}`,
        );
      }
      file = { content: await part.toBuffer(), fileName: part.filename ?? '' };
    }
  } catch (error) {
    throw multipartProblem(error) ?? error;
  }
  if (!file) throw badRequest('file-required', 'Choose a file to upload: the "file" part is missing.', 'body.file');
  if (file.content.length === 0) throw badRequest('empty-file', 'The file is empty.', 'body.file');
  return file;
}
