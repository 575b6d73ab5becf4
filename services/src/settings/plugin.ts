import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicBranding, SettingEntry, SettingSaveRequest } from 'shared-rules';
import { forbidden, notFound } from '../http/problem';
import { authenticatedProblems, bearerSecurity, problemResponses } from '../http/schemas';
import { KNOWN_SETTING_SCHEMAS, isPublicSettingKey } from './setting-rules';

const keyParamSchema = {
  type: 'object',
  required: ['key'],
  additionalProperties: false,
  properties: { key: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } },
} as const;

const entrySchema = {
  type: 'object',
  required: ['key', 'value', 'updatedAt'],
  properties: { key: { type: 'string' }, value: {}, updatedAt: { type: 'string', format: 'date-time' } },
} as const;

const brandingSchema = {
  type: 'object',
  required: ['brandName', 'logo'],
  properties: {
    brandName: { type: 'string' },
    logo: {
      type: 'object',
      required: ['lightMode', 'darkMode'],
      properties: { lightMode: { type: ['string', 'null'] }, darkMode: { type: ['string', 'null'] } },
    },
  },
} as const;

const FALLBACK_BRANDING: PublicBranding = { brandName: 'Loan Portal', logo: { lightMode: null, darkMode: null } };
const NO_SETTING = 'No setting with this key.';

/** Key-value settings (branding, company information, …); saving one notifies every browser. */
export async function settingsPlugin(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { key: string }; Reply: SettingEntry }>(
    '/settings/:key',
    {
      schema: {
        tags: ['settings'],
        summary: 'Read a setting (public keys for any signed-in user, others for administrators)',
        security: bearerSecurity,
        params: keyParamSchema,
        response: { 200: entrySchema, ...authenticatedProblems },
      },
    },
    async (request) => {
      const { key } = request.params;
      if (!isPublicSettingKey(key) && !app.access.isAdmin(request.user)) throw notFound(NO_SETTING);
      const row = await app.db.selectFrom('settings').select(['key', 'value', 'updatedAt']).where('key', '=', key).executeTakeFirst();
      if (!row) throw notFound(NO_SETTING);
      return { key: row.key, value: row.value, updatedAt: row.updatedAt.toISOString() };
    },
  );

  // Before validation: a non-administrator learns nothing about the expected shape.
  const requireAdmin = async (request: FastifyRequest) => {
    if (!app.access.isAdmin(request.user)) throw forbidden('Only administrators can change settings.');
  };

  async function save(request: FastifyRequest<{ Body: SettingSaveRequest }>, key: string): Promise<SettingEntry> {
    const json = JSON.stringify(request.body.value);
    const row = await app.db
      .insertInto('settings')
      .values({ key, value: json, updatedBy: request.user.id })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updatedBy: request.user.id, updatedAt: new Date() }))
      .returning(['key', 'value', 'updatedAt'])
      .executeTakeFirstOrThrow();
    app.publish('everyone', '*', 'settings-update', { key });
    return { key: row.key, value: row.value, updatedAt: row.updatedAt.toISOString() };
  }

  const putSchema = (valueSchema: object, summary: string, withKeyParam: boolean) => ({
    tags: ['settings'],
    summary,
    security: bearerSecurity,
    ...(withKeyParam ? { params: keyParamSchema } : {}),
    body: { type: 'object', required: ['value'], additionalProperties: false, properties: { value: valueSchema } },
    response: { 200: entrySchema, ...authenticatedProblems, ...problemResponses(403) },
  });

  // Keys whose shape the portal relies on get their own route, so their value is validated
  // (static routes win over the parametric one below).
  for (const [key, valueSchema] of Object.entries(KNOWN_SETTING_SCHEMAS)) {
    app.put<{ Body: SettingSaveRequest; Reply: SettingEntry }>(
      `/settings/${key}`,
      { bodyLimit: 512 * 1024, preValidation: requireAdmin, schema: putSchema(valueSchema, `Save the ${key} setting (administrators)`, false) },
      (request) => save(request, key),
    );
  }

  app.put<{ Params: { key: string }; Body: SettingSaveRequest; Reply: SettingEntry }>(
    '/settings/:key',
    {
      bodyLimit: 512 * 1024,
      preValidation: requireAdmin,
      schema: putSchema({ type: 'object' }, 'Save a setting (administrators); every browser is told with settings-update', true),
    },
    (request) => save(request, request.params.key),
  );

  app.get<{ Reply: PublicBranding }>(
    '/public/branding',
    {
      config: { public: true },
      schema: {
        tags: ['settings'],
        summary: 'Brand name and logos for the sign-in page (no sign-in needed)',
        response: { 200: brandingSchema },
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
