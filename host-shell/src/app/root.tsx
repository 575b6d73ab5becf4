import { Suspense, useEffect, useState } from 'react';
import { loadStoredSession } from 'shared-ui/session-storage';
import { pendingSignInPath } from '../features/login/login-screen';
import { SIGN_IN_PATH } from '../features/login/sign-in-address';
import { preloadableLazy } from './preloadable-lazy';
import { SignedOutPages } from './signed-out-pages';
import { Splash } from './splash';
import { whenIdle } from './when-idle';

// Mantine, Redux, the router and the socket are in this chunk: none of it is needed to sign in.
const loadPortalApp = () => import('./portal-app');
const portalApp = preloadableLazy(loadPortalApp);
const PortalApp = portalApp.Component;

function preloadPortal(): void {
  void portalApp.preload();
  // The same chunk, asked for again for its other export: one download.
  void loadPortalApp().then((module) => module.preloadLandingPage(pendingSignInPath()));
}

/** Chooses between the signed-out pages and the portal; Sign Out and an expired session come back here. */
export function Root() {
  const [signedIn, setSignedIn] = useState(() => loadStoredSession() !== null);
  // While the user types, fetch the portal and the page they will land on after the sign-in page
  // has painted, so "Sign in" does not wait for them. It never counts against the first paint.
  useEffect(() => (signedIn ? undefined : whenIdle(preloadPortal)), [signedIn]);
  if (!signedIn) return <SignedOutPages onSignedIn={() => setSignedIn(true)} />;
  return (
    <Suspense fallback={<Splash />}>
      <PortalApp
        onSignedOut={() => {
          // A page that signs out on purpose may have put the sign-in address there, with a message for it.
          if (window.location.pathname !== SIGN_IN_PATH) window.history.replaceState(null, '', SIGN_IN_PATH);
          setSignedIn(false);
        }}
      />
    </Suspense>
  );
}
