import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { PERSONA, type Profile } from 'shared-rules';
import { makeStore, sharedApi, signedIn } from 'shared-ui';
import { api, internalProfile, recordRequests, renderWithProviders } from 'shared-ui/testing';
import { server } from '../../testing/server';
import { AdminTrainingNotice } from './admin-training-notice';

const sent = recordRequests(server);

/** Services holding one administrator's profile; the PATCH adds or removes a doNotShowAgain key. */
function serve(doNotShowAgain: string[]) {
  let profile: Profile = internalProfile({ id: 'admin-1', personas: [{ entityId: PERSONA.administrator }], doNotShowAgain });
  server.use(
    api.get<Profile>('/profile', () => HttpResponse.json(profile)),
    api.patch<Profile, { key: string; value: boolean }>('/profile/do-not-show-again', async ({ request }) => {
      const { key, value } = await request.json();
      const others = profile.doNotShowAgain.filter((item) => item !== key);
      profile = { ...profile, doNotShowAgain: value ? [...others, key] : others };
      return HttpResponse.json(profile);
    }),
  );
}

function renderNotice() {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(<AdminTrainingNotice />, { store, route: '/admin' });
}

describe('the admin training items below the admin menu', () => {
  it('links to the admin training until "Don\'t show again" hides it for good', async () => {
    const user = userEvent.setup();
    serve(['changelog-tour']);
    renderNotice();
    const training = await screen.findByRole('region', { name: 'Admin training' });
    expect(within(training).getByRole('link', { name: 'Setting up the portal' })).toHaveAttribute(
      'href',
      '/training/setting-up-the-portal',
    );
    expect(within(training).getByRole('link', { name: 'Managing menus, pages and release notes' })).toHaveAttribute(
      'href',
      '/training/managing-content',
    );
    expect(within(training).getByRole('link', { name: 'Training Center' })).toHaveAttribute('href', '/training');

    await user.click(within(training).getByRole('button', { name: "Don't show again" }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Admin training' })).not.toBeInTheDocument());
    const [patch] = sent('PATCH', '/api/profile/do-not-show-again');
    expect(patch?.body).toEqual({ key: 'admin-training', value: true });
  });

  it('is hidden when the profile already lists the admin training as dismissed', async () => {
    serve(['admin-training']);
    const { store } = renderNotice();
    // The absence means something only once the profile has arrived.
    await waitFor(() => expect(sharedApi.endpoints.getProfile.select()(store.getState()).isSuccess).toBe(true));
    expect(screen.queryByRole('region', { name: 'Admin training' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Setting up the portal' })).not.toBeInTheDocument();
  });
});
