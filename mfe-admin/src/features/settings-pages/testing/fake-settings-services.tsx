// Test-only: the settings services of a settings page as MSW handlers, and its render, for the
// pages' jest tests.
import { HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import type { ApiProblem, SettingEntry, SettingKey, SettingValue } from 'shared-rules';
import { makeStore, signedIn } from 'shared-ui';
import { api, renderWithProviders } from 'shared-ui/testing';
import { server } from '../../../testing/server';

export { administrator } from '../../../testing/handlers';

/** A saved entry of `key` (version 3, saved by Alex Admin). */
export function savedEntry<K extends SettingKey>(key: K, value: SettingValue<K>, version = 3): SettingEntry<SettingValue<K>> {
  return { key, value, version, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'Alex Admin' };
}

/** What a page sends to save a setting. */
export interface SettingSave {
  value: unknown;
  version: number;
}

export interface FakeSettingsOptions {
  /** The stored entries; a key not listed answers its default at version 0 (the remote's handler set). */
  entries?: Partial<Record<SettingKey, SettingEntry>>;
  /** The answer to a save; by default the saved value at the next version. */
  onSave?: (key: SettingKey, save: SettingSave) => HttpResponse<SettingEntry | ApiProblem> | undefined;
}

/** The saves the page sent, by key, as their JSON bodies. */
export type SentSaves = (key: SettingKey) => SettingSave[];

/** Answers the settings reads and saves; other routes a page calls are the test's `server.use(...)`. */
export function serveSettings({ entries = {}, onSave }: FakeSettingsOptions = {}): { saves: SentSaves } {
  const sent: { key: SettingKey; save: SettingSave }[] = [];
  server.use(
    // A key the test did not store falls through to the handler set's defaults.
    api.get<SettingEntry, never, { key: SettingKey }>('/settings/:key', ({ params }) => {
      const entry = entries[params.key];
      return entry ? HttpResponse.json(entry) : undefined;
    }),
    api.put<SettingEntry, SettingSave, { key: SettingKey }>('/settings/:key', async ({ params, request }) => {
      const save = await request.json();
      sent.push({ key: params.key, save });
      return onSave?.(params.key, save) ?? HttpResponse.json({ ...savedEntry(params.key, save.value as never), version: save.version + 1 });
    }),
  );
  return { saves: (key) => sent.filter((entry) => entry.key === key).map((entry) => entry.save) };
}

/** Renders a page signed in as an administrator, at `route`. */
export function renderSignedIn(ui: ReactElement, route = '/admin') {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(ui, { store, route });
}
