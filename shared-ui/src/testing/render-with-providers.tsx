// Test-only entry (`shared-ui/testing`): imported by jest tests, never by a page or a slot, so it
// never reaches a production bundle.
import type { MantineThemeOverride } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, signedIn, type AppStore } from 'shared-ui';
import { PortalMantineProvider } from '../theme/portal-mantine-provider';

/**
 * One browser-only check off, over the portal's theme. jsdom lays nothing out (every box is 0×0 at
 * 0,0), so floating-ui may judge an open menu's target detached from the page, depending on when the
 * position is computed, and Mantine then hides the dropdown (`hideDetached`): on a loaded machine an
 * open row menu showed its items with `display: none`. Mantine skips the check in its own test
 * environment (`env="test"`), which also drops portals and transitions; only the check goes here.
 */
const JSDOM_OVERRIDE: MantineThemeOverride = { components: { Popover: { defaultProps: { hideDetached: false } } } };

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the component renders at. */
  route?: string;
  /** A store prepared by the test (a session, cached server data); a fresh one by default. */
  store?: AppStore;
}

/** Renders a component the way the portal does: Mantine, the portal store and a router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/', store = makeStore(), ...options }: ProvidersOptions = {}) {
  // biome-ignore lint/correctness/noComponentHookFactories: the wrapper closes over this render's own store and route.
  function Providers({ children }: { children: ReactNode }) {
    return (
      <PortalMantineProvider themeOverride={JSDOM_OVERRIDE}>
        <Provider store={store}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </Provider>
      </PortalMantineProvider>
    );
  }
  return { store, ...render(ui, { wrapper: Providers, ...options }) };
}

/** A portal store holding a session (an access token valid for an hour), as after sign-in. */
export function signedInStore(token = 'access-token-1'): AppStore {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token, expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return store;
}
