import { Suspense, lazy, useEffect, useState } from 'react';
import { loadStoredSession } from 'shared-ui/session-storage';
import { LoginScreen } from '../features/login/login-screen';
import { Splash } from './splash';
import { whenIdle } from './when-idle';

// Mantine, Redux, the router and the socket are in this chunk: none of it is needed to sign in.
const loadPortalApp = () => import('./portal-app');
const PortalApp = lazy(loadPortalApp);

/** Chooses between the sign-in page and the portal; Sign Out and an expired session come back here. */
export function Root() {
  const [signedIn, setSignedIn] = useState(() => loadStoredSession() !== null);
  // While the user types, fetch the portal after the sign-in page has painted, so "Sign in"
  // does not wait for it. It never counts against the sign-in page's own first paint.
  useEffect(() => (signedIn ? undefined : whenIdle(() => void loadPortalApp())), [signedIn]);
  if (!signedIn) return <LoginScreen onSignedIn={() => setSignedIn(true)} />;
  return (
    <Suspense fallback={<Splash />}>
      <PortalApp
        onSignedOut={() => {
          window.history.replaceState(null, '', '/login');
          setSignedIn(false);
        }}
      />
    </Suspense>
  );
}
