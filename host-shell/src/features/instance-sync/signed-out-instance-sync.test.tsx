import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AccessSession, INSTANCE_SYNC_TEXTS, MFA_TEXTS, type MfaSignInRequest } from 'shared-rules';
import { forgetHandedOverSession, handedOverSession, maySignInFromCookie } from 'shared-ui/session';
import { HttpResponse } from 'msw';
import { api, fill, problem, recordRequests } from 'shared-ui/testing';
import { SignedOutPages } from '../../app/signed-out-pages';
import { server } from '../../testing/server';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiIxIn0.c2lnbmF0dXJl';
const SESSION: AccessSession = { access: { token: 'access-of-taylor', expires: '2099-01-01T00:00:00.000Z' } };

// The page's chunk loads once before the tests, as a browser would have it cached.
beforeAll(() => import('./signed-out-instance-sync'));

const sent = recordRequests(server);
afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  forgetHandedOverSession();
});

const EXCHANGE = '/instance-sync/exchange-token';
const exchanges = () => sent(undefined, `/api${EXCHANGE}`);

describe('the instance sync page for a visitor not signed in', () => {
  it('signs in with the link once, keeps the session as signing in does (in memory, the cookie set by the services), and opens the home page', async () => {
    server.use(
      api.get<AccessSession>(EXCHANGE, ({ request }) =>
        new URL(request.url).searchParams.get('token') === TOKEN ? HttpResponse.json(SESSION) : problem(404, 'not-found', request.url),
      ),
    );
    window.history.replaceState(null, '', `/instance-sync#token=${TOKEN}`);
    const onSignedIn = jest.fn();
    render(<SignedOutPages onSignedIn={onSignedIn} />);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(handedOverSession()).toEqual(SESSION);
    expect(maySignInFromCookie()).toBe(true);
    expect(exchanges()[0].headers.get('x-portal-request')).toBe('1');
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('');
    expect(exchanges()).toHaveLength(1);
  });

  it('says why a link does not sign in, without the token in the address, and offers the sign-in page', async () => {
    const user = userEvent.setup();
    server.use(api.get(EXCHANGE, () => problem(410, 'instance-sync-token-used', INSTANCE_SYNC_TEXTS.tokenUsed)));
    window.history.replaceState(null, '', `/instance-sync#token=${TOKEN}`);
    const onSignedIn = jest.fn();
    render(<SignedOutPages onSignedIn={onSignedIn} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not signed in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INSTANCE_SYNC_TEXTS.tokenUsed);
    expect(window.location.hash).toBe('');
    expect(handedOverSession()).toBeNull();
    expect(maySignInFromCookie()).toBe(false);
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('explains an address without a link, and asks services nothing', async () => {
    window.history.replaceState(null, '', '/instance-sync');
    render(<SignedOutPages onSignedIn={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This address has no sign-in link in it.');
    expect(exchanges()).toHaveLength(0);
  });

  it('asks a user with two-step sign-in for their code after the link, then signs them in', async () => {
    const user = userEvent.setup();
    server.use(
      api.get(EXCHANGE, () => problem(401, 'mfa-required', MFA_TEXTS.signInNeedsCode, { mfaChallenge: 'sealed-challenge' })),
      api.post<AccessSession, MfaSignInRequest>('/auth/mfa', async ({ request }) => {
        const { code } = await request.json();
        return code === '123456' ? HttpResponse.json(SESSION) : problem(401, 'mfa-code-wrong', MFA_TEXTS.codeWrong);
      }),
    );
    window.history.replaceState(null, '', `/instance-sync#token=${TOKEN}`);
    const onSignedIn = jest.fn();
    render(<SignedOutPages onSignedIn={onSignedIn} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByText(MFA_TEXTS.signInNeedsCode)).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Authentication code' });

    await fill(user, code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MFA_TEXTS.codeWrong);
    expect(maySignInFromCookie()).toBe(false);

    await fill(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(handedOverSession()).toEqual(SESSION);
    expect(sent('POST', '/api/auth/mfa').map((request) => request.body)).toEqual([
      { challenge: 'sealed-challenge', code: '000000' },
      { challenge: 'sealed-challenge', code: '123456' },
    ]);
    // The link is spent once: the code step never exchanges it again.
    expect(exchanges()).toHaveLength(1);
  });

  it('sends the user to the password when the second step took too long', async () => {
    const user = userEvent.setup();
    server.use(
      api.get(EXCHANGE, () => problem(401, 'mfa-required', MFA_TEXTS.signInNeedsCode, { mfaChallenge: 'sealed-challenge' })),
      api.post('/auth/mfa', () => problem(401, 'mfa-challenge-invalid', MFA_TEXTS.challengeExpired)),
    );
    window.history.replaceState(null, '', `/instance-sync#token=${TOKEN}`);
    render(<SignedOutPages onSignedIn={jest.fn()} />);
    await fill(user, await screen.findByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not signed in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MFA_TEXTS.challengeExpired);
  });
});
