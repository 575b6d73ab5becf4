import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import { Notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import {
  clearImpersonationOnSignOut,
  createBus,
  makeStore,
  markSessionInBrowser,
  PortalMantineProvider,
  setBus,
  signedOut,
  handedOverSession,
  watchOtherTabs,
  type AppStore,
} from 'shared-ui';
import { startErrorReporting } from '../features/error-reporting/error-reporter';
import { AppRoutes } from './app-routes';
import { RemotesGate } from './remotes-gate';
import { PortalNavigationProvider } from '../features/navigation/portal-navigation';
import { warmStart } from './warm-start';

setBus(createBus());

export { preloadLandingPage } from './page-preload';

function createPortalStore(): AppStore {
  // Restored from the session cookie (or handed over by the sign-in page) before this loads.
  const session = handedOverSession();
  const store = makeStore(session ? { auth: { session } } : undefined);
  markSessionInBrowser(store);
  clearImpersonationOnSignOut(store);
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
  useEffect(() => startErrorReporting(store), [store]);
  // Another tab signed out (or found the session refused): the cookie is gone, so is this tab's session.
  useEffect(() => watchOtherTabs({ onSignedOut: () => store.dispatch(signedOut()) }), [store]);
  return (
    <PortalMantineProvider>
      {/* Toasts are announced politely, after what the user is doing; errors interrupt (role alert). */}
      <Notifications position="top-right" zIndex={1000} aria-live="polite" />
      <Provider store={store}>
        <BrowserRouter>
          <RemotesGate>
            <PortalNavigationProvider>
              <AppRoutes />
            </PortalNavigationProvider>
          </RemotesGate>
        </BrowserRouter>
      </Provider>
    </PortalMantineProvider>
  );
}
