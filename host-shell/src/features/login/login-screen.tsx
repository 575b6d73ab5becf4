import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import type { PublicBranding } from 'shared-rules';
import { handOverSession } from 'shared-ui/session';
import { completeSignIn, fetchPublicBranding, signIn, type SignInResult } from './sign-in';
import { forgetSignInNotice, isPlainClick, RESET_PASSWORD_PATH, signInNotice } from './sign-in-address';
import './login.css';

const NEXT_KEY = 'portal.after-sign-in';

/**
 * /login. Plain React and CSS on purpose: it is the first paint, and Mantine (~175 KB gzip)
 * loads only after sign-in. A deep link opened while signed out is remembered and restored.
 */
/** The page the user was on when sent to sign in, where they return after it; null for the home page. */
export function pendingSignInPath(): string | null {
  return window.sessionStorage.getItem(NEXT_KEY);
}

function LoginError({ message }: { message: string | null }) {
  return message ? (
    <div role="alert" className="login-error">
      {message}
    </div>
  ) : null;
}

export interface LoginScreenProps {
  onSignedIn: () => void;
  /** Opens the reset-password page in place; without it the link loads that page. */
  onForgotPassword?: () => void;
}

export function LoginScreen({ onSignedIn, onForgotPassword }: LoginScreenProps) {
  const [branding, setBranding] = useState<PublicBranding | null>(null);
  /** What the page that sent the user here has to say (a password just set). */
  const [notice] = useState(() => signInNotice());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** Set once the password was right and a code is needed (two-step sign-in). */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');

  useEffect(() => {
    const { pathname, search } = window.location;
    if (pathname !== '/login') {
      if (pathname !== '/') window.sessionStorage.setItem(NEXT_KEY, pathname + search);
      window.history.replaceState(null, '', '/login');
    }
    forgetSignInNotice();
    void fetchPublicBranding().then(setBranding);
  }, []);

  useEffect(() => {
    document.title = branding ? `Sign in · ${branding.brandName}` : 'Sign in';
  }, [branding]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Enter your email and password.');
      return;
    }
    setPending(true);
    setError(null);
    const result = await signIn({ email: email.trim(), password });
    setPending(false);
    if (!result.ok && result.mfaChallenge) {
      setChallenge(result.mfaChallenge);
      setCode('');
      return;
    }
    finish(result);
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!challenge) return;
    if (!code.trim()) {
      setError('Enter the code from your authenticator app, or a recovery code.');
      return;
    }
    setPending(true);
    setError(null);
    const result = await completeSignIn({ challenge, code: code.trim() });
    setPending(false);
    // The five minutes of the second step are over: back to the password.
    if (!result.ok && result.code === 'mfa-challenge-invalid') startOver();
    finish(result);
  }

  function startOver() {
    setChallenge(null);
    setCode('');
    setPassword('');
  }

  function finish(result: SignInResult) {
    if (!result.ok) {
      setError(result.message);
      return;
    }
    handOverSession(result.session);
    const next = window.sessionStorage.getItem(NEXT_KEY);
    window.sessionStorage.removeItem(NEXT_KEY);
    window.history.replaceState(null, '', next && next.startsWith('/') && !next.startsWith('//') ? next : '/');
    onSignedIn();
  }

  function openForgotPassword(event: MouseEvent<HTMLAnchorElement>) {
    if (!onForgotPassword || !isPlainClick(event)) return;
    event.preventDefault();
    onForgotPassword();
  }

  const brandName = branding?.brandName ?? 'Loan Portal';
  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <div className="login-brand">
          {branding?.logo.lightMode ? (
            <img src={branding.logo.lightMode} alt={brandName} className="login-logo" />
          ) : (
            <span className="login-wordmark">{brandName}</span>
          )}
        </div>
        <h1 id="login-title" className="login-title">
          Sign in
        </h1>
        <p className="login-subtitle">Loan origination for brokers, correspondents and lender staff.</p>
        {notice && !error ? (
          <div role="status" className="login-notice">
            {notice}
          </div>
        ) : null}
        {challenge ? (
          <form onSubmit={submitCode} noValidate aria-label="Two-step sign-in">
            <LoginError message={error} />
            <p className="login-subtitle">
              Enter the six-digit code your authenticator app shows for this portal, or one of your recovery codes.
            </p>
            <label className="login-label" htmlFor="login-code">
              Authentication code
            </label>
            <input
              id="login-code"
              className="login-input"
              type="text"
              inputMode="text"
              autoComplete="one-time-code"
              maxLength={64}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              required
              // biome-ignore lint/a11y/noAutofocus: the step exists for this one field, just asked for.
              autoFocus
            />
            <button className="login-button" type="submit" disabled={pending}>
              {pending ? 'Checking…' : 'Verify'}
            </button>
            <button className="login-link" type="button" onClick={startOver}>
              Sign in as someone else
            </button>
          </form>
        ) : (
          <form onSubmit={submit} noValidate>
            <LoginError message={error} />
            <label className="login-label" htmlFor="login-email">
              Email
            </label>
            <input
              id="login-email"
              className="login-input"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              required
            />
            <label className="login-label" htmlFor="login-password">
              Password
            </label>
            <input
              id="login-password"
              className="login-input"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              required
            />
            <button className="login-button" type="submit" disabled={pending}>
              {pending ? 'Signing in…' : 'Sign in'}
            </button>
            <a className="login-link" href={RESET_PASSWORD_PATH} onClick={openForgotPassword}>
              Forgot your password?
            </a>
          </form>
        )}
      </section>
    </main>
  );
}
