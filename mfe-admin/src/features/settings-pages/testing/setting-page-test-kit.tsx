import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PERSONA, type SettingEntry, type SettingKey, type SettingValue } from 'shared-rules';
import { makeStore, signedIn } from 'shared-ui';
import { installFakeFetch, internalProfile, jsonResponse, problemResponse, renderWithProviders } from 'shared-ui/testing';

const administrator = internalProfile({
  id: 'admin-1',
  name: { first: 'Alex', last: 'Admin' },
  email: 'admin@lender.test',
  personas: [{ entityId: PERSONA.administrator }],
});

export type FakeServer = ReturnType<typeof installFakeFetch>;

/** A saved entry of a setting, as `GET /api/settings/:key` answers it. */
export function savedEntry<K extends SettingKey>(key: K, value: SettingValue<K>, version = 3): SettingEntry<SettingValue<K>> {
  return { key, value, version, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'Alex Admin' };
}

/** Serves one setting (read, and saved back with the next version); anything else is 404. */
export function serveSetting<K extends SettingKey>(entry: SettingEntry<SettingValue<K>>): FakeServer {
  const url = `/api/settings/${entry.key}`;
  return installFakeFetch((request) => {
    if (request.url === '/api/profile') return jsonResponse(administrator);
    if (request.url === url && request.method === 'GET') return jsonResponse(entry);
    if (request.url === url && request.method === 'PUT') {
      const body = request.json() as { value: SettingValue<K>; version: number };
      return jsonResponse({ ...entry, value: body.value, version: body.version + 1 });
    }
    return problemResponse(404, 'not-found', `No route ${request.url}`);
  });
}

/** Renders a page for a signed-in administrator. */
export function renderSettingPage(page: ReactElement, route: string) {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(page, { store, route });
}

/** Presses Save and returns the body of the PUT it sent. */
export async function saveAndReadBody<V>(server: FakeServer): Promise<{ value: V; version: number }> {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.requests().some((request) => request.method === 'PUT')).toBe(true));
  return server
    .requests()
    .find((request) => request.method === 'PUT')
    ?.json() as { value: V; version: number };
}

/** Presses Save and expects the message, with nothing sent. */
export async function expectRefused(server: FakeServer, message: string | RegExp): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(server.requests().some((request) => request.method === 'PUT')).toBe(false);
}
