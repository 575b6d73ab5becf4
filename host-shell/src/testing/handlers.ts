// The host's handler set for jest: what every page of the shell may read before the test's own
// answers (`server.use(...)`) come into play.
import { HttpResponse } from 'msw';
import { isSettingKey, type PublicBranding, SETTING_DEFINITIONS, type SettingEntry } from 'shared-rules';
import { api, problem } from 'shared-ui/testing';

/** The lender's name on the sign-in pages, with no logo. */
export const branding: PublicBranding = { brandName: 'Keystone', logo: { lightMode: null, darkMode: null } };

export const handlers = [
  api.get<PublicBranding>('/public/branding', () => HttpResponse.json(branding)),
  // Settings the shell reads (help pages, content pages, feature flags) as services give them
  // before an administrator saved any: the defaults, at version 0.
  api.get<SettingEntry, never, { key: string }>('/settings/:key', ({ params }) =>
    isSettingKey(params.key)
      ? HttpResponse.json({
          key: params.key,
          value: SETTING_DEFINITIONS[params.key].defaultValue,
          version: 0,
          updatedAt: null,
          updatedBy: null,
        })
      : problem(404, 'setting-unknown', `No setting ${params.key}.`),
  ),
];
