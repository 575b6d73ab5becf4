// The Admin remote's handler set for jest: what every administration page may read before the
// test's own answers (`server.use(...)`) come into play — the profile (an administrator) and the
// settings as services give them before an administrator saved any.
import { HttpResponse } from 'msw';
import { PERSONA, type Profile } from 'shared-rules';
import { api, internalProfile, settingDefaults } from 'shared-ui/testing';

/** The user signed in unless a test says otherwise. */
export const administrator: Profile = internalProfile({
  id: 'admin-1',
  name: { first: 'Alex', last: 'Admin' },
  email: 'admin@lender.test',
  personas: [{ entityId: PERSONA.administrator }],
});

export const handlers = [api.get<Profile>('/profile', () => HttpResponse.json(administrator)), settingDefaults];
