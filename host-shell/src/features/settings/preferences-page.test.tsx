import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { Profile } from 'shared-rules';
import { collectToasts, externalProfile, api, problem, recordRequests, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { server } from '../../testing/server';
import { PreferencesPage } from './preferences-page';

const sent = recordRequests(server);
const shown = collectToasts();

/** Services holding one user's profile; the PATCH changes its preferences, or fails when told to. */
function serve(failSave = false) {
  let profile: Profile = externalProfile({ id: 'usr-lo' });
  server.use(
    api.get<Profile>('/profile', () => HttpResponse.json(profile)),
    api.patch<Profile, Partial<Profile['preferences']>>('/profile/preferences', async ({ request }) => {
      if (failSave) return problem(503, 'service-restarting', 'The portal is restarting. Try again in a moment.');
      profile = { ...profile, preferences: { ...profile.preferences, ...(await request.json()) } };
      return HttpResponse.json(profile);
    }),
  );
}

describe('the Preferences page', () => {
  it('keeps "email me loan alerts" on the server and says so', async () => {
    const user = userEvent.setup();
    serve();
    renderWithProviders(<PreferencesPage />, { store: signedInStore() });
    const toggle = await screen.findByRole('switch', { name: 'Email me loan alerts too' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(shown.toasts).toEqual([expect.objectContaining({ kind: 'success', title: 'Preferences saved' })]));
    expect(sent('PATCH')[0]?.body).toEqual({ emailLoanAlerts: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Email me loan alerts too' })).toBeChecked());
  });

  it('shows the error and leaves the switch as saved when the save fails', async () => {
    const user = userEvent.setup();
    serve(true);
    renderWithProviders(<PreferencesPage />, { store: signedInStore() });
    const toggle = await screen.findByRole('switch', { name: 'Email me loan alerts too' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
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
