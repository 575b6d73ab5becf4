import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import {
  AnySettingValueSchema,
  PublicBrandingSchema,
  SETTING_VALUE_SCHEMAS,
  SettingEntrySchema,
  SettingKeyParamsSchema,
  settingSaveRequestSchema,
  type PublicBranding,
  type SettingEntry,
} from 'shared-rules';
import type { RouteAccess } from '../access/route-access';
import { notFound } from '../http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../http/schemas';
import { isPublicSettingKey } from './setting-rules';

const FALLBACK_BRANDING: PublicBranding = { brandName: 'Loan Portal', logo: { lightMode: null, darkMode: null } };
const NO_SETTING = 'No setting with this key.';

/** Key-value settings (branding, company information, …); saving one notifies every browser. */
export async function settingsPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/settings/:key',
    {
      schema: {
        tags: ['settings'],
        summary: 'Read a setting (public keys for any signed-in user, others for administrators)',
        security: bearerSecurity,
        params: SettingKeyParamsSchema,
        response: { 200: SettingEntrySchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const { key } = request.params;
      // Who may read depends on the key, so this check cannot be a route requirement.
      if (!isPublicSettingKey(key) && !app.access.isAdmin(request.user)) throw notFound(NO_SETTING);
      const row = await app.db.selectFrom('settings').select(['key', 'value', 'updatedAt']).where('key', '=', key).executeTakeFirst();
      if (!row) throw notFound(NO_SETTING);
      return { key: row.key, value: row.value, updatedAt: row.updatedAt.toISOString() };
    },
  );

  // Checked before validation: a non-administrator learns nothing about the expected shape.
  const administratorsOnly: RouteAccess = { roles: ['admin'], refusal: 'Only administrators can change settings.' };

  async function save(key: string, value: unknown, userId: string): Promise<SettingEntry> {
    const json = JSON.stringify(value);
    const row = await app.db
      .insertInto('settings')
      .values({ key, value: json, updatedBy: userId })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updatedBy: userId, updatedAt: new Date() }))
      .returning(['key', 'value', 'updatedAt'])
      .executeTakeFirstOrThrow();
    app.publish('everyone', '*', 'settings-update', { key });
    return { key: row.key, value: row.value, updatedAt: row.updatedAt.toISOString() };
  }

  const saveRoute = (valueSchema: TSchema, summary: string) => ({
    bodyLimit: 512 * 1024,
    config: { access: administratorsOnly },
    schema: {
      tags: ['settings'],
      summary,
      security: bearerSecurity,
      body: settingSaveRequestSchema(valueSchema),
      response: { 200: SettingEntrySchema, ...authenticatedProblems, ...problemResponses(403) },
    },
  });

  // Keys whose shape the portal relies on get their own route, so their value is validated
  // (static routes win over the parametric one below).
  for (const [key, valueSchema] of Object.entries(SETTING_VALUE_SCHEMAS)) {
    app.put(`/settings/${key}`, saveRoute(valueSchema, `Save the ${key} setting (administrators)`), (request) =>
      save(key, request.body.value, request.user.id),
    );
  }

  const anyKey = saveRoute(AnySettingValueSchema, 'Save a setting (administrators); every browser is told with settings-update');
  app.put('/settings/:key', { ...anyKey, schema: { ...anyKey.schema, params: SettingKeyParamsSchema } }, (request) =>
    save(request.params.key, request.body.value, request.user.id),
  );

  app.get(
    '/public/branding',
    {
      config: { public: true },
      schema: {
        tags: ['settings'],
        summary: 'Brand name and logos for the sign-in page (no sign-in needed)',
        response: { 200: PublicBrandingSchema },
      },
    },
    async () => {
      const row = await app.db.selectFrom('settings').select('value').where('key', '=', 'branding').executeTakeFirst();
      const branding = row?.value as Partial<PublicBranding> | undefined;
      return {
        brandName: branding?.brandName ?? FALLBACK_BRANDING.brandName,
        logo: { lightMode: branding?.logo?.lightMode ?? null, darkMode: branding?.logo?.darkMode ?? null },
      };
    },
  );
}
