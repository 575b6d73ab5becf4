import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiProblem, IMPERSONATION_TEXTS, type ImpersonationEnd, type Profile } from 'shared-rules';
import { beginImpersonation, loadImpersonationSession, selectSession, sharedApi } from 'shared-ui';
import { collectToasts, externalProfile, api, problem, recordRequests, renderWithProviders, signedInStore } from 'shared-ui/testing';
import { HttpResponse } from 'msw';
import { server } from '../../testing/server';
import { ImpersonationBanner } from './impersonation-banner';

const officer = (impersonator: Profile['impersonator']) =>
  externalProfile({ name: { first: 'Drew', last: 'Carter' }, email: 'lo@harbor.test', impersonator });
const adminSession = { access: { token: 'admin-access', expires: '2099-01-01T01:00:00.000Z' } };
const ended: ImpersonationEnd = { tokens: { ...adminSession, encompass: null } };

const sent = recordRequests(server);
const shown = collectToasts();
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
type EndAnswer = HttpResponse<ImpersonationEnd | ApiProblem>;
function serve(profile: Profile, endAnswer: () => Promise<EndAnswer> = async () => HttpResponse.json(ended)) {
  server.use(
    api.get<Profile>('/profile', () => HttpResponse.json(profile)),
    api.post<ImpersonationEnd>('/auth/impersonation/end', () => endAnswer()),
  );
}

function renderBanner() {
  const openPage = jest.fn();
  const { store } = renderWithProviders(<ImpersonationBanner openPage={openPage} />, { store: signedInStore('officer-access') });
  return { openPage, store };
}

const endRequests = () => sent('POST', '/api/auth/impersonation/end');

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
    const user = userEvent.setup();
    let answerEnd: (response: EndAnswer) => void = () => undefined;
    serve(officer({ id: 'usr-admin-alex', name: 'Alex Morgan' }), () => new Promise((resolve) => (answerEnd = resolve)));
    const { openPage, store } = renderBanner();
    const endSession = await screen.findByRole('button', { name: IMPERSONATION_TEXTS.endSession });
    await user.click(endSession);
    await waitFor(() => expect(endRequests()).toHaveLength(1));
    expect(endSession).toBeDisabled();
    expect(endRequests()[0].headers.get('x-portal-request')).toBe('1');
    expect(endRequests()[0].headers.get('authorization')).toBe('Bearer officer-access');

    answerEnd(HttpResponse.json(ended));
    await waitFor(() => expect(openPage).toHaveBeenCalledWith('/ae-pipeline'));
    expect(selectSession(store.getState())).toEqual(adminSession);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('admin-access');
    expect(loadImpersonationSession()).toBeNull();
  });

  it('a refused End Session only stops loading: no message, the button works again, the session runs on', async () => {
    const user = userEvent.setup();
    serve(officer({ id: 'usr-admin-alex', name: 'Alex Morgan' }), async () =>
      problem(401, 'impersonation-invalid', IMPERSONATION_TEXTS.sessionInvalid),
    );
    const { openPage, store } = renderBanner();
    const banner = await screen.findByRole('region', { name: IMPERSONATION_TEXTS.bannerLabel });
    const endSession = within(banner).getByRole('button', { name: IMPERSONATION_TEXTS.endSession });
    await user.click(endSession);
    await waitFor(() => expect(endRequests()).toHaveLength(1));
    await waitFor(() => expect(endSession).toBeEnabled());

    expect(screen.queryByText(IMPERSONATION_TEXTS.sessionInvalid)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(shown.toasts).toEqual([]);
    expect(openPage).not.toHaveBeenCalled();
    expect(banner).toHaveTextContent('signed in as Alex Morgan');
    expect(loadImpersonationSession()?.impersonatorName).toBe('Alex Morgan');
    expect(selectSession(store.getState())?.access.token).toBe('officer-access');

    await user.click(endSession);
    await waitFor(() => expect(endRequests()).toHaveLength(2));
  });
});
