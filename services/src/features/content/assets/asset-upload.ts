/** Reads the multipart body of an asset upload: exactly one `file` part, at most ASSET_MAX_BYTES. */
import type { FastifyRequest } from 'fastify';
import { ASSET_MAX_BYTES } from 'shared-rules';
import { ApiError } from '../../../platform/http/problem';
import { readSingleFileUpload, singleFileLimits } from '../../../platform/http/single-file-upload';

export const ASSET_UPLOAD_LIMITS = singleFileLimits(ASSET_MAX_BYTES);

const MAX_MEGABYTES = ASSET_MAX_BYTES / (1024 * 1024);

export const assetTooLarge = () =>
  new ApiError(413, 'file-too-large', `The file is larger than ${MAX_MEGABYTES} MB. Upload a file of at most ${MAX_MEGABYTES} MB.`, {
    fields: [{ field: 'body.file', message: `at most ${MAX_MEGABYTES} MB` }],
  });

export interface UploadedAsset {
  content: Buffer;
  /** As the browser sent it; sanitised before it is stored. */
  fileName: string;
}

export function readAssetUpload(request: FastifyRequest): Promise<UploadedAsset> {
  return readSingleFileUpload(request, {
    noun: 'file',
    maxBytes: ASSET_MAX_BYTES,
    tooLarge: assetTooLarge,
    missing: 'Choose a file to upload: the "file" part is missing.',
    empty: 'The file is empty.',
  });
}
