import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MFA_TEXTS, PASSWORD_RESET_TEXTS } from 'shared-rules';
import { fieldProblemResponse, installFakeFetch, jsonResponse, problemResponse } from 'shared-ui/testing';
import { forgetHandedOverSession, handedOverSession, maySignInFromCookie } from 'shared-ui/session';
import { LoginScreen } from './login-screen';
import { replaceWithSignIn } from './sign-in-address';

let fake: ReturnType<typeof installFakeFetch>;
afterEach(() => {
  fake.uninstall();
  window.sessionStorage.clear();
  window.localStorage.clear();
  forgetHandedOverSession();
});

const PAIR = { access: { token: 'access', expires: '2099-01-01T00:00:00.000Z' } };

/** Services where the password is right but two-step sign-in is on: the code "123456" finishes it. */
function serve() {
  fake = installFakeFetch((request) => {
    if (request.url === '/api/public/branding') return jsonResponse({ brandName: 'Keystone', logo: { lightMode: null, darkMode: null } });
    if (request.url === '/api/auth/login') {
      return jsonResponse(
        {
          type: 'about:blank',
          title: 'Unauthorized',
          status: 401,
          code: 'mfa-required',
          detail: MFA_TEXTS.signInNeedsCode,
          mfaChallenge: 'sealed-challenge',
        },
        401,
      );
    }
    if (request.url === '/api/auth/mfa') {
      const { challenge, code } = request.json() as { challenge: string; code: string };
      if (challenge !== 'sealed-challenge') return problemResponse(401, 'mfa-challenge-invalid', MFA_TEXTS.challengeExpired);
      if (code !== '123456') return fieldProblemResponse(401, 'mfa-code-wrong', 'body.code', MFA_TEXTS.codeWrong);
      return jsonResponse(PAIR);
    }
    return problemResponse(404, 'not-found', `No route ${request.url}`);
  });
}

describe('signing in with two-step sign-in', () => {
  it('asks for the code after the password, says when it is wrong, and signs in with the right one', async () => {
    serve();
    const onSignedIn = jest.fn();
    render(<LoginScreen onSignedIn={onSignedIn} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lo@summit.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Portal-Demo-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByRole('form', { name: 'Two-step sign-in' })).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MFA_TEXTS.codeWrong);

    fireEvent.change(code, { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const sent = fake
      .requests()
      .filter((request) => request.url === '/api/auth/mfa')
      .map((request) => request.json());
    expect(sent.at(-1)).toEqual({ challenge: 'sealed-challenge', code: '123456' });
    // Both steps carry the portal's header; the access token goes to the portal in memory, none to storage.
    for (const request of fake.requests().filter((candidate) => candidate.url.startsWith('/api/auth/'))) {
      expect(request.headers.get('x-portal-request')).toBe('1');
    }
    expect(handedOverSession()).toEqual(PAIR);
    expect(maySignInFromCookie()).toBe(true);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('access');
  });

  it('goes back to the password with "Sign in as someone else"', async () => {
    serve();
    render(<LoginScreen onSignedIn={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'lo@summit.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Portal-Demo-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in as someone else' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
  });
});

/** The branding has arrived, so nothing updates the page after the test. */
const brandShown = () => screen.findByText('Keystone');

describe('a forgotten password', () => {
  it('offers a link to the reset-password page, opened in place when the root can', async () => {
    serve();
    const onForgotPassword = jest.fn();
    const { rerender } = render(<LoginScreen onSignedIn={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');

    rerender(<LoginScreen onSignedIn={jest.fn()} onForgotPassword={onForgotPassword} />);
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
    // A click meant for a new tab is left to the browser (which jsdom cannot do: the test stops it last).
    const leftToBrowser: boolean[] = [];
    const stopNavigation = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', stopNavigation);
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }), { ctrlKey: true });
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
