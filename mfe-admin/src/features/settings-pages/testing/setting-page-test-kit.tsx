import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { SettingEntry, SettingKey, SettingValue } from 'shared-rules';
import { makeStore, signedIn } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { type SettingSave, serveSettings } from './fake-settings-services';

export { savedEntry } from './fake-settings-services';

/** The saves of the one setting a page edits, as their JSON bodies. */
export type SettingSaves = () => SettingSave[];

/** Serves one setting (read, and saved back with the next version); other settings answer their defaults. */
export function serveSetting<K extends SettingKey>(entry: SettingEntry<SettingValue<K>>): SettingSaves {
  const { saves } = serveSettings({ entries: { [entry.key]: entry } });
  return () => saves(entry.key as K);
}

/** Renders a page for a signed-in administrator. */
export function renderSettingPage(page: ReactElement, route: string) {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(page, { store, route });
}

/** Presses Save and returns the body of the save it sent. */
export async function saveAndReadBody<V>(user: UserEvent, saves: SettingSaves): Promise<{ value: V; version: number }> {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  return saves()[0] as { value: V; version: number };
}

/** Presses Save and expects the message, with nothing sent. */
export async function expectRefused(user: UserEvent, saves: SettingSaves, message: string | RegExp): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(saves()).toHaveLength(0);
}
