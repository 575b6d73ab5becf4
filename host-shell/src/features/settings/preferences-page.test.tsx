import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Profile } from 'shared-rules';
import {
  collectToasts,
  externalProfile,
  installFakeFetch,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import { PreferencesPage } from './preferences-page';

let fake: ReturnType<typeof installFakeFetch>;
const shown = collectToasts();
afterEach(() => fake.uninstall());

/** Services holding one user's profile; the PATCH changes its preferences, or fails when told to. */
function serve(failSave = false) {
  let profile: Profile = externalProfile({ id: 'usr-lo' });
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile') return jsonResponse(profile);
    if (request.url === '/api/profile/preferences' && request.method === 'PATCH') {
      if (failSave) return problemResponse(503, 'service-restarting', 'The portal is restarting. Try again in a moment.');
      profile = { ...profile, preferences: { ...profile.preferences, ...(request.json() as Partial<Profile['preferences']>) } };
      return jsonResponse(profile);
    }
    return problemResponse(404, 'not-found', `No route ${request.url}`);
  });
}

describe('the Preferences page', () => {
  it('keeps "email me loan alerts" on the server and says so', async () => {
    serve();
    renderWithProviders(<PreferencesPage />, { store: signedInStore() });
    const toggle = await screen.findByRole('switch', { name: 'Email me loan alerts too' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(shown.toasts).toEqual([expect.objectContaining({ kind: 'success', title: 'Preferences saved' })]));
    expect(
      fake
        .requests()
        .find((request) => request.method === 'PATCH')
        ?.json(),
    ).toEqual({ emailLoanAlerts: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Email me loan alerts too' })).toBeChecked());
  });

  it('shows the error and leaves the switch as saved when the save fails', async () => {
    serve(true);
    renderWithProviders(<PreferencesPage />, { store: signedInStore() });
    const toggle = await screen.findByRole('switch', { name: 'Email me loan alerts too' });
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(shown.toasts).toEqual([
        expect.objectContaining({
          kind: 'error',
          title: 'Preferences not saved',
          message: 'The portal is restarting. Try again in a moment.',
        }),
      ]),
    );
    expect(screen.getByRole('switch', { name: 'Email me loan alerts too' })).not.toBeChecked();
  });
});
