import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AccessSession, MFA_TEXTS, type MfaSignInRequest, PASSWORD_RESET_TEXTS } from 'shared-rules';
import { HttpResponse } from 'msw';
import { api, fieldProblem, fill, problem, recordRequests } from 'shared-ui/testing';
import { forgetHandedOverSession, handedOverSession, maySignInFromCookie } from 'shared-ui/session';
import { LoginScreen } from './login-screen';
import { server } from '../../testing/server';
import { replaceWithSignIn } from './sign-in-address';

const sent = recordRequests(server);
afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  forgetHandedOverSession();
});

const PAIR: AccessSession = { access: { token: 'access', expires: '2099-01-01T00:00:00.000Z' } };

/** Services where the password is right but two-step sign-in is on: the code "123456" finishes it. */
function serve() {
  server.use(
    api.post('/auth/login', () => problem(401, 'mfa-required', MFA_TEXTS.signInNeedsCode, { mfaChallenge: 'sealed-challenge' })),
    api.post<AccessSession, MfaSignInRequest>('/auth/mfa', async ({ request }) => {
      const { challenge, code } = await request.json();
      if (challenge !== 'sealed-challenge') return problem(401, 'mfa-challenge-invalid', MFA_TEXTS.challengeExpired);
      if (code !== '123456') return fieldProblem(401, 'mfa-code-wrong', 'body.code', MFA_TEXTS.codeWrong);
      return HttpResponse.json(PAIR);
    }),
  );
}

describe('signing in with two-step sign-in', () => {
  it('asks for the code after the password, says when it is wrong, and signs in with the right one', async () => {
    const user = userEvent.setup();
    serve();
    const onSignedIn = jest.fn();
    render(<LoginScreen onSignedIn={onSignedIn} />);
    await fill(user, screen.getByLabelText('Email'), 'lo@summit.test');
    await fill(user, screen.getByLabelText('Password'), 'Portal-Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('form', { name: 'Two-step sign-in' })).toBeInTheDocument();
    await fill(user, code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MFA_TEXTS.codeWrong);

    await fill(user, code, ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sent('POST', '/api/auth/mfa').at(-1)?.body).toEqual({ challenge: 'sealed-challenge', code: '123456' });
    // Both steps carry the portal's header; the access token goes to the portal in memory, none to storage.
    for (const request of sent().filter((candidate) => candidate.url.pathname.startsWith('/api/auth/'))) {
      expect(request.headers.get('x-portal-request')).toBe('1');
    }
    expect(handedOverSession()).toEqual(PAIR);
    expect(maySignInFromCookie()).toBe(true);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('access');
  });

  it('goes back to the password with "Sign in as someone else"', async () => {
    const user = userEvent.setup();
    serve();
    render(<LoginScreen onSignedIn={jest.fn()} />);
    await fill(user, screen.getByLabelText('Email'), 'lo@summit.test');
    await fill(user, screen.getByLabelText('Password'), 'Portal-Demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in as someone else' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });
});

/** The branding has arrived, so nothing updates the page after the test. */
const brandShown = () => screen.findByText('Keystone');

describe('a forgotten password', () => {
  it('offers a link to the reset-password page, opened in place when the root can', async () => {
    const user = userEvent.setup();
    serve();
    const onForgotPassword = jest.fn();
    const { rerender } = render(<LoginScreen onSignedIn={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');

    rerender(<LoginScreen onSignedIn={jest.fn()} onForgotPassword={onForgotPassword} />);
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
    // A click meant for a new tab is left to the browser (which jsdom cannot do: the test stops it last).
    const leftToBrowser: boolean[] = [];
    const stopNavigation = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', stopNavigation);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await user.keyboard('{/Control}');
    window.removeEventListener('click', stopNavigation);
    expect(leftToBrowser).toEqual([true]);
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
    await brandShown();
  });

  it('shows the message of the page that sent the user here, once', async () => {
    serve();
    replaceWithSignIn(PASSWORD_RESET_TEXTS.done);
    const { unmount } = render(<LoginScreen onSignedIn={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_RESET_TEXTS.done);
    await brandShown();
    unmount();
    render(<LoginScreen onSignedIn={jest.fn()} />);
    expect(screen.queryByText(PASSWORD_RESET_TEXTS.done)).not.toBeInTheDocument();
    await brandShown();
  });
});
