import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createBus, loadStoredSession, makeStore, persistSession, setBus, sharedApi, type AppStore } from 'shared-ui';
import { remotesApi } from '../features/remotes/remotes-api';
import { AppRoutes } from './app-routes';
import { RemotesGate } from './remotes-gate';
import { portalTheme } from './theme';

setBus(createBus());

function createPortalStore(): AppStore {
  const session = loadStoredSession();
  const store = makeStore(session ? { auth: { session } } : undefined);
  persistSession(store);
  // Both are needed before the first page: ask for them together rather than one after the other.
  void store.dispatch(remotesApi.util.prefetch('getRemotes', undefined, {}));
  void store.dispatch(sharedApi.util.prefetch('getProfile', undefined, {}));
  return store;
}

/** The signed-in portal. A new store per sign-in, so nothing of the previous user is cached. */
export default function PortalApp({ onSignedOut }: { onSignedOut: () => void }) {
  const [store] = useState(createPortalStore);
  useEffect(
    () =>
      store.subscribe(() => {
        if (store.getState().auth.session === null) onSignedOut();
      }),
    [store, onSignedOut],
  );
  return (
    <MantineProvider theme={portalTheme} defaultColorScheme="light">
      <Notifications position="top-right" zIndex={1000} />
      <Provider store={store}>
        <BrowserRouter>
          <RemotesGate>
            <AppRoutes />
          </RemotesGate>
        </BrowserRouter>
      </Provider>
    </MantineProvider>
  );
}
