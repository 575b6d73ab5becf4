import { Suspense, useEffect, useState } from 'react';
import { forgetSignedIn, handedOverSession, maySignInFromCookie, restoreSession, watchOtherTabs } from 'shared-ui/session';
import { pendingSignInPath } from '../features/login/login-screen';
import { SIGN_IN_PATH } from '../features/login/sign-in-address';
import { preloadableLazy } from './preloadable-lazy';
import { SignedOutPages } from './signed-out-pages';
import { SessionUnavailable } from './session-unavailable';
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

type Phase = 'restoring' | 'signed-in' | 'signed-out' | 'unavailable';

/** Where the page starts: signed in by the sign-in page, restoring from the session cookie, or signed out. */
function firstPhase(): Phase {
  if (handedOverSession()) return 'signed-in';
  return maySignInFromCookie() ? 'restoring' : 'signed-out';
}

/**
 * Chooses between the signed-out pages and the portal; Sign Out and an expired session come back
 * here. After a reload (or in a new tab) the session comes back from its HttpOnly cookie: no token
 * is kept in storage. Signing in in another tab signs this one in too.
 */
export function Root() {
  const [phase, setPhase] = useState<Phase>(firstPhase);
  // While the user types, fetch the portal and the page they will land on after the sign-in page
  // has painted, so "Sign in" does not wait for them. It never counts against the first paint.
  useEffect(() => (phase === 'signed-out' ? whenIdle(preloadPortal) : undefined), [phase]);
  useEffect(() => {
    if (phase !== 'restoring') return;
    // The portal's code downloads while the session is restored: the two do not wait on each other.
    preloadPortal();
    let current = true;
    void restoreSession().then((restored) => {
      if (current) setPhase(restored.state);
    });
    return () => {
      current = false;
    };
  }, [phase]);
  useEffect(() => (phase === 'signed-out' ? watchOtherTabs({ onSignedIn: () => setPhase('restoring') }) : undefined), [phase]);
  if (phase === 'restoring') return <Splash />;
  if (phase === 'unavailable') {
    return (
      <SessionUnavailable
        onRetry={() => setPhase('restoring')}
        onSignIn={() => {
          forgetSignedIn();
          setPhase('signed-out');
        }}
      />
    );
  }
  if (phase === 'signed-out') return <SignedOutPages onSignedIn={() => setPhase('signed-in')} />;
  return (
    <Suspense fallback={<Splash />}>
      <PortalApp
        onSignedOut={() => {
          // A page that signs out on purpose may have put the sign-in address there, with a message for it.
          if (window.location.pathname !== SIGN_IN_PATH) window.history.replaceState(null, '', SIGN_IN_PATH);
          setPhase('signed-out');
        }}
      />
    </Suspense>
  );
}
