import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { ASSET_MAX_BYTES, IdParamsSchema, NoContentSchema, PortalAssetListSchema, PortalAssetSchema } from 'shared-rules';
import { ApiError, notFound } from '../../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../../platform/http/schemas';
import { deleteAsset, findAssetContent, insertAsset, listAssets } from './asset-queries';
import { ACCEPTED_ASSETS_TEXT, assetFileName, checkAsset } from './asset-types';
import { ASSET_UPLOAD_LIMITS, readAssetUpload } from './asset-upload';
import { ADMINS_ONLY, adminsOnly, publicRoute } from '../../../platform/access/declarations';

const NO_ASSET = 'No asset with this id.';

/** The upload form: one `file` part (described for the OpenAPI document; readAssetUpload reads it). */
const AssetUploadPartsSchema = Type.Object(
  { file: Type.String({ format: 'binary', description: `The image or PDF, at most ${ASSET_MAX_BYTES} bytes` }) },
  { additionalProperties: false },
);
const AssetContentSchema = Type.Unsafe<Uint8Array>(
  Type.String({ format: 'binary', description: 'The asset, with the type read from its content' }),
);

/**
 * Served with every header that keeps an asset an image: its own type and no sniffing, and a CSP
 * that runs nothing even when an SVG is opened on its own (`sandbox`, no script source). Asset
 * ids are never reused, so the answer may be kept for a year.
 */
const SERVED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cache-control': 'public, max-age=31536000, immutable',
  // The sign-in page and the remotes show logos from another port of the same site.
  'cross-origin-resource-policy': 'same-site',
} as const;

/** Images and files administrators upload and use by URL (logos, pictures in content pages). */
export async function assetsPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Registered in this plugin's scope only, like the documents' uploads.
  await app.register(multipart, { limits: ASSET_UPLOAD_LIMITS, throwFileSizeLimit: true });
  const administratorsOnly = adminsOnly({ text: 'Only administrators can change assets.' });

  app.get(
    '/assets',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['assets'],
        summary: 'Every uploaded asset, newest first, with the URL to use it by (administrators)',
        security: bearerSecurity,
        response: { 200: PortalAssetListSchema, ...authenticatedProblems },
      },
    },
    () => listAssets(app.db),
  );

  app.post(
    '/assets',
    {
      config: { access: administratorsOnly },
      attachValidation: true,
      schema: {
        tags: ['assets'],
        summary: 'Uploads an image or PDF (administrators, multipart/form-data: one "file" part)',
        description:
          `The type is read from the content: ${ACCEPTED_ASSETS_TEXT} (415 unsupported-file-type), at most ${ASSET_MAX_BYTES / (1024 * 1024)} MB ` +
          '(413 file-too-large). An SVG with script, event handlers, javascript: URLs, foreignObject or references to other files is refused (400 unsafe-svg).',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        // The parts, for the OpenAPI document; they are read and checked by readAssetUpload.
        body: { content: { 'multipart/form-data': { schema: AssetUploadPartsSchema } } },
        response: { 201: PortalAssetSchema, ...authenticatedProblems, ...problemResponses(403, 413, 415) },
      },
    },
    async (request, reply) => {
      if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
      const file = await readAssetUpload(request);
      const checked = checkAsset(file.content);
      if (!checked.ok)
        throw new ApiError(checked.status, checked.code, checked.detail, { fields: [{ field: 'body.file', message: checked.detail }] });
      const asset = await insertAsset(app.db, {
        fileName: assetFileName(file.fileName, checked.contentType),
        contentType: checked.contentType,
        content: file.content,
        uploadedBy: request.user.id,
      });
      request.log.info({ assetId: asset.id, contentType: asset.contentType, size: asset.size }, 'asset uploaded');
      return reply.status(201).send(asset);
    },
  );

  app.delete(
    '/assets/:id',
    {
      config: { access: administratorsOnly },
      schema: {
        tags: ['assets'],
        summary: 'Deletes an asset (administrators); pages that still link to it show a broken image',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 204: NoContentSchema, ...authenticatedProblems, ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      if (!(await deleteAsset(app.db, request.params.id))) throw notFound(NO_ASSET);
      request.log.info({ assetId: request.params.id }, 'asset deleted');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/public/assets/:id',
    {
      config: { access: publicRoute('uploaded logos and images show on the sign-in page and in emails; never borrowers’ data') },
      schema: {
        tags: ['assets'],
        summary: 'An asset, for anyone (logos show on the sign-in page)',
        params: IdParamsSchema,
        produces: ['image/png', 'image/jpeg', 'image/svg+xml', 'image/gif', 'image/webp', 'application/pdf'],
        response: { 200: AssetContentSchema, ...problemResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const asset = await findAssetContent(app.db, request.params.id);
      if (!asset) throw notFound(NO_ASSET);
      return reply
        .headers(SERVED_HEADERS)
        .header('content-type', asset.contentType)
        .header('content-length', asset.content.length)
        .send(asset.content);
    },
  );
}
