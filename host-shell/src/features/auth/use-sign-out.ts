import { useCallback } from 'react';
import { getBus, selectSession, signedOut, useAppDispatch, useAppStore } from 'shared-ui';

/**
 * Sign Out: revokes the refresh token on the server (best effort: a failed call must not keep
 * the user signed in on this device), clears the session and returns to /login.
 */
export function useSignOut(): () => Promise<void> {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    const session = selectSession(store.getState());
    if (session) {
      try {
        await fetch('/api/auth/logout', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ refresh: session.refresh }),
        });
      } catch {
        // Offline: the token expires on its own; signing out locally is what the user asked for.
      }
    }
    getBus().emit('auth:signed-out', { reason: 'user' });
    dispatch(signedOut());
  }, [store, dispatch]);
}
