// The host's handler set for jest: what every page of the shell may read before the test's own
// answers (`server.use(...)`) come into play.
import { HttpResponse } from 'msw';
import type { PublicBranding } from 'shared-rules';
import { api, settingDefaults } from 'shared-ui/testing';

/** The lender's name on the sign-in pages, with no logo. */
export const branding: PublicBranding = { brandName: 'Keystone', logo: { lightMode: null, darkMode: null } };

export const handlers = [
  api.get<PublicBranding>('/public/branding', () => HttpResponse.json(branding)),
  // Settings the shell reads (help pages, content pages, feature flags) as services give them
  // before an administrator saved any: the defaults, at version 0.
  settingDefaults,
];
