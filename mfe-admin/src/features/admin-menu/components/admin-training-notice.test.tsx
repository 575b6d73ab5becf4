import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERSONA, type Profile } from 'shared-rules';
import { makeStore, sharedApi, signedIn } from 'shared-ui';
import { installFakeFetch, internalProfile, jsonResponse, problemResponse, renderWithProviders } from 'shared-ui/testing';
import { AdminMenu } from './admin-menu';

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => fake.uninstall());

/** Services holding one administrator's profile; the PATCH adds or removes a doNotShowAgain key. */
function serve(doNotShowAgain: string[]) {
  let profile: Profile = internalProfile({ id: 'admin-1', personas: [{ entityId: PERSONA.administrator }], doNotShowAgain });
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile') return jsonResponse(profile);
    if (request.url === '/api/profile/do-not-show-again' && request.method === 'PATCH') {
      const { key, value } = request.json() as { key: string; value: boolean };
      const others = profile.doNotShowAgain.filter((item) => item !== key);
      profile = { ...profile, doNotShowAgain: value ? [...others, key] : others };
      return jsonResponse(profile);
    }
    return problemResponse(404, 'not-found', `No route ${request.url}`);
  });
}

function renderMenu() {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(<AdminMenu pathname="/admin" />, { store, route: '/admin' });
}

describe('the admin training items of the admin menu', () => {
  it('links to the admin training until "Don\'t show again" hides it for good', async () => {
    serve(['changelog-tour']);
    renderMenu();
    const training = await screen.findByRole('region', { name: 'Admin training' });
    expect(within(training).getByRole('link', { name: 'Setting up the portal' })).toHaveAttribute(
      'href',
      '/training/setting-up-the-portal',
    );
    expect(within(training).getByRole('link', { name: 'Managing menus, pages and release notes' })).toHaveAttribute(
      'href',
      '/training/managing-content',
    );

    fireEvent.click(within(training).getByRole('button', { name: "Don't show again" }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Admin training' })).not.toBeInTheDocument());
    const patch = fake.requests().find((request) => request.method === 'PATCH');
    expect(patch?.json()).toEqual({ key: 'admin-training', value: true });
    // The rest of the menu stays.
    expect(screen.getByRole('link', { name: 'Settings checklist' })).toBeInTheDocument();
  });

  it('is hidden when the profile already lists the admin training as dismissed', async () => {
    serve(['admin-training']);
    const { store } = renderMenu();
    // The absence means something only once the profile has arrived.
    await waitFor(() => expect(sharedApi.endpoints.getProfile.select()(store.getState()).isSuccess).toBe(true));
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admin training' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Setting up the portal' })).not.toBeInTheDocument();
  });
});
