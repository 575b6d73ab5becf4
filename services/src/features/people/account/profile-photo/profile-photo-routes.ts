import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  NoContentSchema,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TEXTS,
  ProfilePhotoContentSchema,
  ProfilePhotoParamsSchema,
  ProfilePhotoUploadPartsSchema,
  PROFILE_PHOTO_CONTENT_TYPES,
  ProfileSchema,
} from 'shared-rules';
import { recordAudit } from '../../../../platform/audit/audit-log';
import { loadProfile, profileSeenBy } from '../../../../platform/auth/profile';
import { notFound } from '../../../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../../platform/http/schemas';
import { ACCOUNT_GONE, accountRow } from '../account-users';
import { photoWidth, sniffPhotoType } from './image-formats';
import { photoTypeUnsupported, PHOTO_UPLOAD_LIMITS, readPhotoUpload } from './photo-upload';
import { findProfilePhoto, removeProfilePhoto, replaceProfilePhoto } from './photo-queries';
import { SIGNED_IN, publicRoute } from '../../../../platform/access/declarations';

/**
 * Served as an image and nothing else: its own type, no sniffing, a CSP that runs nothing if it is
 * opened on its own. `private`: only the browser keeps it, never a shared cache. The id changes
 * with every upload, so the browser may keep it for good.
 */
const SERVED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, max-age=31536000, immutable',
} as const;

/**
 * The signed-in user's profile photo: upload (type read from the bytes, at most 2 MB) and
 * removal, both audited and refused while an administrator impersonates the user; and the photo
 * itself for <img>, which sends no bearer token, so its random id is what opens it.
 */
export async function profilePhotoRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Registered in this plugin's scope only, like the assets' and the documents' uploads.
  await app.register(multipart, { limits: PHOTO_UPLOAD_LIMITS, throwFileSizeLimit: true });

  app.put(
    '/account/profile-photo',
    {
      config: { access: SIGNED_IN, notWhileImpersonating: true },
      attachValidation: true,
      schema: {
        tags: ['profile'],
        summary: 'Upload the signed-in user\'s profile photo (multipart/form-data: one "file" part), replacing any earlier one',
        description:
          `The type is read from the content: PNG, JPEG, WebP or GIF (415 unsupported-file-type, SVG included), at most ${PROFILE_PHOTO_MAX_BYTES / (1024 * 1024)} MB ` +
          '(413 file-too-large), not empty (400 empty-file). Answers the profile, whose profilePhoto.url is the new photo.',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        // The parts, for the OpenAPI document; they are read and checked by readPhotoUpload.
        body: { content: { 'multipart/form-data': { schema: ProfilePhotoUploadPartsSchema } } },
        response: { 200: ProfileSchema, ...authenticatedProblems, ...problemResponses(403, 413, 415) },
      },
    },
    async (request) => {
      if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
      const content = await readPhotoUpload(request);
      const contentType = sniffPhotoType(content);
      if (!contentType) throw photoTypeUnsupported();
      const width = photoWidth(content, contentType);
      const stored = await app.db.transaction().execute(async (trx) => {
        await accountRow(trx, request.user.id, true);
        const photo = await replaceProfilePhoto(trx, request.user.id, { contentType, content, width });
        await recordAudit(trx, request.user, {
          action: 'profile-photo-changed',
          entityType: 'user',
          entityId: request.user.id,
          details: { photoId: photo.id, replacedPhotoId: photo.replacedId, contentType, byteSize: content.length, width },
        });
        return photo;
      });
      request.log.info({ photoId: stored.id, contentType, byteSize: content.length }, 'profile photo uploaded');
      // The profile and every organisation contacts list show the photo.
      await app.readCache.invalidate({ kind: 'user', userId: request.user.id });
      return (await profileSeenBy(app, request.user, await loadProfile(app, request.user.id))) ?? Promise.reject(ACCOUNT_GONE());
    },
  );

  app.delete(
    '/account/profile-photo',
    {
      config: { access: SIGNED_IN, notWhileImpersonating: true },
      schema: {
        tags: ['profile'],
        summary: "Remove the signed-in user's profile photo (the portal shows their initials); 204 also when there was none",
        security: bearerSecurity,
        response: { 204: NoContentSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      const changed = await app.db.transaction().execute(async (trx) => {
        await accountRow(trx, request.user.id, true);
        const removed = await removeProfilePhoto(trx, request.user.id);
        if (removed.changed) {
          await recordAudit(trx, request.user, {
            action: 'profile-photo-removed',
            entityType: 'user',
            entityId: request.user.id,
            details: { photoId: removed.photoId },
          });
        }
        return removed.changed;
      });
      if (changed) await app.readCache.invalidate({ kind: 'user', userId: request.user.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/profile-photos/:id',
    {
      // An <img> sends no bearer token: the id (144 random bits, new on every upload) is what opens the photo.
      config: { access: publicRoute('an <img> sends no token: the 144-bit id, new on every upload, opens the photo') },
      schema: {
        tags: ['profile'],
        summary: 'A profile photo by its id (the profilePhoto.url of a profile or a contact card); no sign-in needed',
        params: ProfilePhotoParamsSchema,
        produces: [...PROFILE_PHOTO_CONTENT_TYPES],
        response: { 200: ProfilePhotoContentSchema, ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const photo = await findProfilePhoto(app.db, request.params.id);
      if (!photo) throw notFound(PROFILE_PHOTO_TEXTS.notFound);
      return reply
        .headers(SERVED_HEADERS)
        .header('content-type', photo.contentType)
        .header('content-length', photo.content.length)
        .send(photo.content);
    },
  );
}
