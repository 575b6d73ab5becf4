import { useEffect } from 'react';
import '../features/login/login.css';

export const SESSION_UNAVAILABLE_TEXT =
  'The portal did not answer, so your session could not be restored. Your work is safe: try again in a moment.';

/**
 * A reload found the session cookie but the services did not answer (restarting, busy, offline):
 * the session may well still be good, so this says so and offers to try again rather than asking
 * for the password. Plain markup, like the sign-in page: Mantine is not loaded yet.
 */
export function SessionUnavailable({ onRetry, onSignIn }: { onRetry: () => void; onSignIn: () => void }) {
  useEffect(() => {
    document.title = 'Portal unavailable';
    // Back online: try again by itself.
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="session-unavailable-title">
        <h1 id="session-unavailable-title" className="login-title">
          The portal is not answering
        </h1>
        <div role="alert" className="login-error">
          {SESSION_UNAVAILABLE_TEXT}
        </div>
        <button className="login-button" type="button" onClick={onRetry}>
          Try again
        </button>
        <button className="login-link" type="button" onClick={onSignIn}>
          Sign in again instead
        </button>
      </section>
    </main>
  );
}
