import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createBus, loadStoredSession, makeStore, persistSession, setBus, type AppStore } from 'shared-ui';
import { AppRoutes } from './app-routes';
import { RemotesGate } from './remotes-gate';
import { portalTheme } from './theme';
import { warmStart } from './warm-start';

setBus(createBus());

function createPortalStore(): AppStore {
  const session = loadStoredSession();
  const store = makeStore(session ? { auth: { session } } : undefined);
  persistSession(store);
  warmStart(store);
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
