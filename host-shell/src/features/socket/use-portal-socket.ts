import { useEffect } from 'react';
import type { TagDescription } from '@reduxjs/toolkit/query';
import {
  api,
  createSocketManager,
  declareLiveTags,
  getBus,
  getFreshAccessToken,
  selectIsSignedIn,
  setSocket,
  startReconnectCatchUp,
  useAppSelector,
  useAppStore,
  type PORTAL_TAG_TYPES,
} from 'shared-ui';

/** The host's own live data: the notifications list and badge, and every setting it reads. */
const HOST_LIVE_TAGS = ['Notification', 'Setting'] as const;

/**
 * Opens the portal's one socket while signed in: the access token is read fresh on every
 * (re)connect, every incoming event is republished on the bus, after a reconnect every live
 * view catches up on what it missed, and the connection closes on sign-out or teardown. socket.io-client loads with it, after the first paint.
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
      const withdrawHostTags = declareLiveTags(HOST_LIVE_TAGS);
      const stopCatchUp = startReconnectCatchUp({
        bus: getBus(),
        // Remotes may add tag types of their own; RTK Query matches them by name.
        invalidate: (tags) => store.dispatch(api.util.invalidateTags(tags as TagDescription<(typeof PORTAL_TAG_TYPES)[number]>[])),
      });
      setSocket(manager);
      teardown = () => {
        stopCatchUp();
        withdrawHostTags();
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
