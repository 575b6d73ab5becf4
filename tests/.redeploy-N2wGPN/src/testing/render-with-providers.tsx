import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from 'shared-ui';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the component renders at. */
  route?: string;
}

/** Renders a component of this remote the way the portal does: Mantine, the portal store and a router. */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: ProvidersOptions = {}) {
  const store = makeStore();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider>
        <Provider store={store}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </Provider>
      </MantineProvider>
    );
  }
  return { store, ...render(ui, { wrapper: Providers, ...options }) };
}
