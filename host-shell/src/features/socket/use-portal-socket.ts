import { useEffect } from 'react';
import { createSocketManager, getBus, getFreshAccessToken, selectIsSignedIn, setSocket, useAppSelector, useAppStore } from 'shared-ui';

/**
 * Opens the portal's one socket while signed in: the access token is read fresh on every
 * (re)connect, every incoming event is republished on the bus, and the connection closes on
 * sign-out or teardown. socket.io-client loads with it, after the first paint.
 */
export function usePortalSocket(): void {
  const store = useAppStore();
  const signedIn = useAppSelector(selectIsSignedIn);
  useEffect(() => {
    if (!signedIn) return;
    let disposed = false;
    let teardown: (() => void) | null = null;
    void import('socket.io-client').then(({ io }) => {
      if (disposed) return;
      const manager = createSocketManager({
        bus: getBus(),
        accessToken: () => getFreshAccessToken({ getState: store.getState, dispatch: store.dispatch }),
        connect: (url, options) => io(url, options),
      });
      setSocket(manager);
      teardown = () => {
        setSocket(null);
        manager.disconnect();
      };
    });
    return () => {
      disposed = true;
      teardown?.();
    };
  }, [signedIn, store]);
}
