import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type AccessSession, INSTANCE_SYNC_TEXTS, MFA_TEXTS } from 'shared-rules';
import { forgetHandedOverSession, handedOverSession, maySignInFromCookie } from 'shared-ui/session';
import { installFakeFetch, jsonResponse, problemResponse } from 'shared-ui/testing';
import { SignedOutPages } from '../../app/signed-out-pages';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiIxIn0.c2lnbmF0dXJl';
const SESSION: AccessSession = { access: { token: 'access-of-taylor', expires: '2099-01-01T00:00:00.000Z' } };

// The page's chunk loads once before the tests, as a browser would have it cached.
beforeAll(() => import('./signed-out-instance-sync'));

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  fake.uninstall();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  forgetHandedOverSession();
});

const exchanges = () => fake.requests().filter((request) => request.url.startsWith('/api/instance-sync/exchange-token'));

describe('the instance sync page for a visitor not signed in', () => {
  it('signs in with the link once, keeps the session as signing in does (in memory, the cookie set by the services), and opens the home page', async () => {
    fake = installFakeFetch((request) =>
      request.url === `/api/instance-sync/exchange-token?token=${encodeURIComponent(TOKEN)}`
        ? jsonResponse(SESSION)
        : problemResponse(404, 'not-found', request.url),
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
    fake = installFakeFetch(() => problemResponse(410, 'instance-sync-token-used', INSTANCE_SYNC_TEXTS.tokenUsed));
    window.history.replaceState(null, '', `/instance-sync#token=${TOKEN}`);
    const onSignedIn = jest.fn();
    render(<SignedOutPages onSignedIn={onSignedIn} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not signed in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(INSTANCE_SYNC_TEXTS.tokenUsed);
    expect(window.location.hash).toBe('');
    expect(handedOverSession()).toBeNull();
    expect(maySignInFromCookie()).toBe(false);
    expect(onSignedIn).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('explains an address without a link, and asks services nothing', async () => {
    fake = installFakeFetch((request) => problemResponse(404, 'not-found', request.url));
    window.history.replaceState(null, '', '/instance-sync');
    render(<SignedOutPages onSignedIn={jest.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This address has no sign-in link in it.');
    expect(exchanges()).toHaveLength(0);
  });

  it('asks a user with two-step sign-in for their code after the link, then signs them in', async () => {
    fake = installFakeFetch((request) => {
      if (request.url.startsWith('/api/instance-sync/exchange-token')) {
        return problemResponse(401, 'mfa-required', MFA_TEXTS.signInNeedsCode, { mfaChallenge: 'sealed-challenge' });
      }
      if (request.url === '/api/auth/mfa') {
        const { code } = request.json() as { code: string };
        return code === '123456' ? jsonResponse(SESSION) : problemResponse(401, 'mfa-code-wrong', MFA_TEXTS.codeWrong);
      }
      return problemResponse(404, 'not-found', request.url);
    });
    window.history.replaceState(null, '', `/instance-sync#token=${TOKEN}`);
    const onSignedIn = jest.fn();
    render(<SignedOutPages onSignedIn={onSignedIn} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByText(MFA_TEXTS.signInNeedsCode)).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Authentication code' });

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MFA_TEXTS.codeWrong);
    expect(maySignInFromCookie()).toBe(false);

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(handedOverSession()).toEqual(SESSION);
    const second = fake.requests().filter((request) => request.url === '/api/auth/mfa');
    expect(second.map((request) => request.json())).toEqual([
      { challenge: 'sealed-challenge', code: '000000' },
      { challenge: 'sealed-challenge', code: '123456' },
    ]);
    // The link is spent once: the code step never exchanges it again.
    expect(exchanges()).toHaveLength(1);
  });

  it('sends the user to the password when the second step took too long', async () => {
    fake = installFakeFetch((request) =>
      request.url.startsWith('/api/instance-sync/exchange-token')
        ? problemResponse(401, 'mfa-required', MFA_TEXTS.signInNeedsCode, { mfaChallenge: 'sealed-challenge' })
        : problemResponse(401, 'mfa-challenge-invalid', MFA_TEXTS.challengeExpired),
    );
    window.history.replaceState(null, '', `/instance-sync#token=${TOKEN}`);
    render(<SignedOutPages onSignedIn={jest.fn()} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Authentication code' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You are not signed in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MFA_TEXTS.challengeExpired);
  });
});
