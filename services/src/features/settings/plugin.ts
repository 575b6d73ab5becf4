import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import {
  PublicBrandingSchema,
  SETTING_DEFINITIONS,
  SETTING_KEYS,
  SettingAuditPageSchema,
  SettingAuditQuerySchema,
  SettingEntrySchema,
  SettingKeyParamsSchema,
  isSettingKey,
  settingSaveRequestSchema,
  type SettingEntry,
  type SettingKey,
} from 'shared-rules';
import type { AuthUser } from '../../platform/auth/auth-user';
import { displayNameOf } from '../../platform/auth/display-name';
import { notFound } from '../../platform/http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../../platform/http/schemas';
import { listSettingAudit } from '../../platform/settings/setting-audit';
import { readSettingEntry, readSettingValue } from '../../platform/settings/setting-reader';
import { isPublicSetting } from '../../platform/settings/setting-rules';
import { saveSetting, settingEntryOf } from '../../platform/settings/setting-store';
import { ADMINS_ONLY, adminsOnly, publicRoute, SIGNED_IN } from '../../platform/access/declarations';

const NO_SETTING = 'No setting with this key.';

/**
 * The largest save body of a key: the Markdown pages of the Resources and Training menus may hold
 * 50 pages of up to 100,000 characters (ContentPagesSchema), every other setting is small.
 */
const CONTENT_PAGES_BODY_LIMIT = 6 * 1024 * 1024;
const SETTING_BODY_LIMIT = 512 * 1024;
const bodyLimitOf = (key: SettingKey) => (key === 'help-pages' || key === 'content-pages' ? CONTENT_PAGES_BODY_LIMIT : SETTING_BODY_LIMIT);

/**
 * The value schema with unknown top-level fields refused even where the contract leaves
 * `additionalProperties` open (`loan-upload`): a save never stores a field nobody reads.
 */
function refusingUnknownFields<S extends TSchema>(schema: S): S {
  const properties = (schema as TSchema & { properties?: object; additionalProperties?: unknown }).properties;
  if (!properties || 'additionalProperties' in schema) return schema;
  return { ...schema, additionalProperties: false };
}

/**
 * The typed settings store: every key of SETTING_DEFINITIONS, read by key (public keys by every
 * signed-in user, the others by administrators) and saved by administrators with the version the
 * edit started from. A save is audited and announced to every browser (`settings-update`).
 */
export async function settingsPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** A key the caller may read, else the same 404 as an unknown key (no leak of admin-only keys). */
  function readableKey(key: string, user: AuthUser): SettingKey {
    if (!isSettingKey(key)) throw notFound(NO_SETTING);
    // Who may read depends on the key, so this check cannot be a route requirement.
    if (!isPublicSetting(key) && !app.access.isAdmin(user)) throw notFound(NO_SETTING);
    return key;
  }

  app.get(
    '/settings/:key',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['settings'],
        summary:
          'Read a setting: the saved value, or the default with version 0 (public keys for any signed-in user, others for administrators)',
        security: bearerSecurity,
        params: SettingKeyParamsSchema,
        response: { 200: SettingEntrySchema, ...authenticatedProblems },
      },
    },
    (request) => readSettingEntry(app, readableKey(request.params.key, request.user)),
  );

  // Checked before validation: a non-administrator learns nothing about the expected shape.
  const administratorsOnly = adminsOnly({ text: 'Only administrators can change settings.' });

  async function save(key: SettingKey, value: unknown, version: number, user: AuthUser): Promise<SettingEntry> {
    const stored = await saveSetting(app.db, {
      key,
      value,
      expectedVersion: version,
      user: { id: user.id, name: await displayNameOf(app.db, user.id) },
    });
    // After the commit: a reader never caches, nor a browser re-reads, the value being replaced.
    await app.readCache.invalidate({ kind: 'setting', key });
    app.publish('everyone', '*', 'settings-update', { key });
    return settingEntryOf(key, stored);
  }

  const saveResponses = { 200: SettingEntrySchema, ...authenticatedProblems, ...problemResponses(403, 409) };

  // One route per key, so ajv validates the value with the key's own schema (a bad value is a
  // 400 naming the field, before anything is written). Static routes win over the parametric one.
  for (const key of SETTING_KEYS) {
    app.put(
      `/settings/${key}`,
      {
        bodyLimit: bodyLimitOf(key),
        config: { access: administratorsOnly },
        schema: {
          tags: ['settings'],
          summary: `Save the ${key} setting (administrators); 409 when it changed since the version sent`,
          security: bearerSecurity,
          body: settingSaveRequestSchema(refusingUnknownFields(SETTING_DEFINITIONS[key].schema)),
          response: saveResponses,
        },
      },
      (request) => save(key, request.body.value, request.body.version, request.user),
    );
  }

  app.put(
    '/settings/:key',
    {
      bodyLimit: SETTING_BODY_LIMIT,
      config: { access: administratorsOnly },
      schema: {
        tags: ['settings'],
        summary: 'Any other key: there is no such setting (404)',
        security: bearerSecurity,
        params: SettingKeyParamsSchema,
        body: settingSaveRequestSchema(Type.Unknown()),
        response: saveResponses,
      },
    },
    async () => {
      throw notFound(NO_SETTING);
    },
  );

  app.get(
    '/settings-audit',
    {
      config: { access: ADMINS_ONLY },
      schema: {
        tags: ['settings'],
        summary: 'Saves of settings, newest first, with the value before and after (administrators)',
        security: bearerSecurity,
        querystring: SettingAuditQuerySchema,
        response: { 200: SettingAuditPageSchema, ...authenticatedProblems },
      },
    },
    (request) => listSettingAudit(app.db, request.query),
  );

  app.get(
    '/public/branding',
    {
      config: { access: publicRoute('the sign-in page shows the lender’s name and logo before anyone signs in') },
      schema: {
        tags: ['settings'],
        summary: 'Brand name and logos for the sign-in page (no sign-in needed)',
        response: { 200: PublicBrandingSchema },
      },
    },
    () => readSettingValue(app, 'branding'),
  );
}
