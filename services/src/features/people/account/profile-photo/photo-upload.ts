/** Reads the multipart body of a profile photo upload: exactly one `file` part, at most PROFILE_PHOTO_MAX_BYTES. */
import type { FastifyRequest } from 'fastify';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TEXTS } from 'shared-rules';
import { ApiError } from '../../../../platform/http/problem';
import { readSingleFileUpload, singleFileLimits } from '../../../../platform/http/single-file-upload';

export const PHOTO_UPLOAD_LIMITS = singleFileLimits(PROFILE_PHOTO_MAX_BYTES);

const photoProblem = (status: number, code: string, detail: string) =>
  new ApiError(status, code, detail, { fields: [{ field: 'body.file', message: detail }] });

export const photoTooLarge = () => photoProblem(413, 'file-too-large', PROFILE_PHOTO_TEXTS.tooLarge);
export const photoTypeUnsupported = () => photoProblem(415, 'unsupported-file-type', PROFILE_PHOTO_TEXTS.unsupportedType);

/** The uploaded file's bytes; its name and declared type are not kept (the type is read from the bytes). */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  const { content } = await readSingleFileUpload(request, {
    noun: 'photo',
    maxBytes: PROFILE_PHOTO_MAX_BYTES,
    tooLarge: photoTooLarge,
    missing: PROFILE_PHOTO_TEXTS.required,
    empty: PROFILE_PHOTO_TEXTS.empty,
  });
  return content;
}
