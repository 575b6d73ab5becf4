// Test-only: mounts an administration page as its route does, for a signed-in administrator.
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { createBus, setBus, type PortalEventMap } from 'shared-ui';
import { renderWithProviders, signedInStore } from './render-with-providers';

/** The address the page is at, shown so tests can read where a link or a filter took it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** Renders `page` for a signed-in administrator at `route`; returns the toasts it asks for and the bus. */
export function renderAdminPage(page: ReactElement, route: string) {
  const bus = createBus();
  setBus(bus);
  const toasts: PortalEventMap['host:toast'][] = [];
  bus.subscribe('host:toast', (toast) => toasts.push(toast));
  const rendered = renderWithProviders(
    <>
      {page}
      <Address />
    </>,
    { store: signedInStore(), route },
  );
  return { toasts, bus, ...rendered };
}

/** The address the page shows now. */
export const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';
