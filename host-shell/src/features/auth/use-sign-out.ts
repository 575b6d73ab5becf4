import { useCallback } from 'react';
import { endSession, getBus, signedOut, useAppDispatch } from 'shared-ui';

/**
 * Sign Out: the services end the sign-in and clear the session cookie (best effort: a failed call
 * must not keep the user signed in on this device), the other tabs of the portal sign out too,
 * the session is cleared and the portal returns to /login.
 */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    // Offline: the refresh token expires on its own; signing out here is what the user asked for.
    await endSession();
    getBus().emit('auth:signed-out', { reason: 'user' });
    dispatch(signedOut());
  }, [dispatch]);
}
