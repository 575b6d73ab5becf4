import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IMPERSONATION_TEXTS, type ImpersonationEnd, type Profile } from 'shared-rules';
import { beginImpersonation, loadImpersonationSession, selectSession, sharedApi } from 'shared-ui';
import {
  collectToasts,
  externalProfile,
  type FakeResponse,
  installFakeFetch,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  signedInStore,
} from 'shared-ui/testing';
import { ImpersonationBanner } from './impersonation-banner';

const officer = (impersonator: Profile['impersonator']) =>
  externalProfile({ name: { first: 'Drew', last: 'Carter' }, email: 'lo@harbor.test', impersonator });
const adminSession = { access: { token: 'admin-access', expires: '2099-01-01T01:00:00.000Z' } };
const ended: ImpersonationEnd = { tokens: { ...adminSession, encompass: null } };

let fake: ReturnType<typeof installFakeFetch>;
const shown = collectToasts();
afterEach(() => fake.uninstall());
beforeEach(() => {
  window.localStorage.clear();
  beginImpersonation(
    {
      tokens: { access: { token: 'officer-access', expires: '2099-01-01T00:00:00.000Z' } },
      expiresAt: '2099-01-01T00:30:00.000Z',
    },
    'Alex Morgan',
  );
});

/** Services holding `profile`; End Session is answered by `endAnswer` when it is called. */
function serve(profile: Profile, endAnswer: () => Promise<FakeResponse> = async () => jsonResponse(ended)) {
  fake = installFakeFetch((request) => {
    if (request.url === '/api/profile' && request.method === 'GET') return jsonResponse(profile);
    if (request.url === '/api/auth/impersonation/end' && request.method === 'POST') return endAnswer();
    return problemResponse(404, 'not-found', `No route ${request.method} ${request.url}`);
  });
}

function renderBanner() {
  const openPage = jest.fn();
  const { store } = renderWithProviders(<ImpersonationBanner openPage={openPage} />, { store: signedInStore('officer-access') });
  return { openPage, store };
}

const endRequests = () => fake.requests().filter((request) => request.url === '/api/auth/impersonation/end');

describe('the impersonation banner', () => {
  it('names the user acted as and the administrator signed in while the profile has an impersonator', async () => {
    serve(officer({ id: 'usr-admin-alex', name: 'Alex Morgan' }));
    renderBanner();
    const banner = await screen.findByRole('region', { name: IMPERSONATION_TEXTS.bannerLabel });
    expect(banner).toHaveTextContent('You are acting as Drew Carter (lo@harbor.test) · signed in as Alex Morgan');
    expect(within(banner).getByRole('button', { name: IMPERSONATION_TEXTS.endSession })).toBeEnabled();
  });

  it('stays hidden for a profile without an impersonator, even with a record left in storage', async () => {
    serve(officer(null));
    const { store } = renderBanner();
    await waitFor(() => expect(sharedApi.endpoints.getProfile.select()(store.getState()).data?.email).toBe('lo@harbor.test'));
    expect(screen.queryByRole('region', { name: IMPERSONATION_TEXTS.bannerLabel })).not.toBeInTheDocument();
  });

  it("End Session asks the services with the portal's header (the session's token is its cookie), keeps the administrator's new access token in memory, forgets the record and opens /ae-pipeline", async () => {
    let answerEnd: (response: FakeResponse) => void = () => undefined;
    serve(officer({ id: 'usr-admin-alex', name: 'Alex Morgan' }), () => new Promise((resolve) => (answerEnd = resolve)));
    const { openPage, store } = renderBanner();
    const endSession = await screen.findByRole('button', { name: IMPERSONATION_TEXTS.endSession });
    fireEvent.click(endSession);
    await waitFor(() => expect(endRequests()).toHaveLength(1));
    expect(endSession).toBeDisabled();
    expect(endRequests()[0].headers.get('x-portal-request')).toBe('1');
    expect(endRequests()[0].headers.get('authorization')).toBe('Bearer officer-access');

    answerEnd(jsonResponse(ended));
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('/ae-pipeline'));
    expect(selectSession(store.getState())).toEqual(adminSession);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('admin-access');
    expect(loadImpersonationSession()).toBeNull();
  });

  it('a refused End Session only stops loading: no message, the button works again, the session runs on', async () => {
    serve(officer({ id: 'usr-admin-alex', name: 'Alex Morgan' }), async () =>
      problemResponse(401, 'impersonation-invalid', IMPERSONATION_TEXTS.sessionInvalid),
    );
    const { openPage, store } = renderBanner();
    const banner = await screen.findByRole('region', { name: IMPERSONATION_TEXTS.bannerLabel });
    const endSession = within(banner).getByRole('button', { name: IMPERSONATION_TEXTS.endSession });
    fireEvent.click(endSession);
    await waitFor(() => expect(endRequests()).toHaveLength(1));
    await waitFor(() => expect(endSession).toBeEnabled());

    expect(screen.queryByText(IMPERSONATION_TEXTS.sessionInvalid)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shown.toasts).toEqual([]);
    expect(openPage).not.toHaveBeenCalled();
    expect(banner).toHaveTextContent('signed in as Alex Morgan');
    expect(loadImpersonationSession()?.impersonatorName).toBe('Alex Morgan');
    expect(selectSession(store.getState())?.access.token).toBe('officer-access');

    fireEvent.click(endSession);
    await waitFor(() => expect(endRequests()).toHaveLength(2));
  });
});
