import { lazy, Suspense, useEffect, useState } from 'react';
import { LoginScreen } from '../features/login/login-screen';
import { INSTANCE_SYNC_PAGE_PATH } from '../features/instance-sync/instance-sync-path';
import { RESET_PASSWORD_PATH } from '../features/login/sign-in-address';
import { Splash } from './splash';

// Only an emailed link or "Forgot your password?" needs it: the sign-in page's first paint does not wait for it.
const SignedOutResetPassword = lazy(() => import('../features/password-links/signed-out-reset-password'));
// Only a link from another instance of the portal opens it.
const SignedOutInstanceSync = lazy(() => import('../features/instance-sync/signed-out-instance-sync'));

/**
 * What a visitor who is not signed in can open: the reset-password page, the instance sync page
 * (a link from another instance), and the sign-in page at every other address. They switch in
 * place, and the browser's Back and Forward follow.
 */
export function SignedOutPages({ onSignedIn }: { onSignedIn: () => void }) {
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    const follow = () => setPath(window.location.pathname);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  if (path === RESET_PASSWORD_PATH) {
    return (
      <Suspense fallback={<Splash />}>
        <SignedOutResetPassword onSignInAddressed={() => setPath(window.location.pathname)} />
      </Suspense>
    );
  }
  if (path === INSTANCE_SYNC_PAGE_PATH) {
    return (
      <Suspense fallback={<Splash />}>
        <SignedOutInstanceSync onSignedIn={onSignedIn} onSignInAddressed={() => setPath(window.location.pathname)} />
      </Suspense>
    );
  }
  return (
    <LoginScreen
      onSignedIn={onSignedIn}
      onForgotPassword={() => {
        window.history.pushState(null, '', RESET_PASSWORD_PATH);
        setPath(RESET_PASSWORD_PATH);
      }}
    />
  );
}
