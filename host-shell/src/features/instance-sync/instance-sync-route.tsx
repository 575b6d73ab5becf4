import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TokenPair } from 'shared-rules';
import { selectSession, signedIn, useAppDispatch, useAppStore } from 'shared-ui';
import { InstanceSyncPage } from './instance-sync-page';

/**
 * /instance-sync opened while signed in here (Open on this same instance, or a colleague's
 * sign-in at a shared computer): the link's user takes this browser's place. The previous
 * sign-in is ended on the server (best effort), then the portal loads afresh at the home page,
 * so nothing read for the previous user (profile, lists, live rooms) is shown to the new one.
 */
export default function InstanceSyncRoute() {
  const navigate = useNavigate();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const replaceSession = useCallback(
    (session: TokenPair) => {
      const previous = selectSession(store.getState());
      if (previous && previous.refresh !== session.refresh) {
        void fetch('/api/auth/logout', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh: previous.refresh }),
        }).catch(() => undefined);
      }
      // The store writes the pair to storage, where the reloaded portal reads it.
      dispatch(signedIn(session));
      window.location.replace('/');
    },
    [store, dispatch],
  );
  return <InstanceSyncPage onSignedIn={replaceSession} onOpenSignIn={() => void navigate('/', { replace: true })} />;
}
