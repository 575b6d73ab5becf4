// Test-only: the fake services and render of a settings page, for the pages' jest tests.
import type { ReactElement } from 'react';
import { PERSONA, SETTING_DEFINITIONS, type SettingEntry, type SettingKey, type SettingValue } from 'shared-rules';
import { makeStore, signedIn } from 'shared-ui';
import {
  installFakeFetch,
  internalProfile,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  type FakeRequest,
  type FakeResponse,
} from 'shared-ui/testing';

export const administrator = internalProfile({
  id: 'admin-1',
  name: { first: 'Alex', last: 'Admin' },
  email: 'admin@lender.test',
  personas: [{ entityId: PERSONA.administrator }],
});

/** A saved entry of `key` (version 3, saved by Alex Admin). */
export function savedEntry<K extends SettingKey>(key: K, value: SettingValue<K>, version = 3): SettingEntry<SettingValue<K>> {
  return { key, value, version, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'Alex Admin' };
}

/** The entry the server answers for a key never saved: the default at version 0. */
export function defaultEntry<K extends SettingKey>(key: K): SettingEntry<SettingValue<K>> {
  return { key, value: SETTING_DEFINITIONS[key].defaultValue as SettingValue<K>, version: 0, updatedAt: null, updatedBy: null };
}

export interface FakeSettingsOptions {
  /** The stored entries; a key not listed answers its default at version 0. */
  entries?: Partial<Record<SettingKey, SettingEntry>>;
  /** The answer to a save; by default the saved value at the next version. */
  onSave?: (key: SettingKey, request: FakeRequest) => FakeResponse | undefined;
  /** Any other route the page calls; undefined falls through to a 404. */
  other?: (request: FakeRequest) => FakeResponse | Promise<FakeResponse> | undefined;
}

/** The saves the page sent, by key, as their JSON bodies. */
export type SentSaves = (key: SettingKey) => { value: unknown; version: number }[];

/** Installs a fetch answering the profile, settings reads and saves, and `other`. */
export function serveSettings({ entries = {}, onSave, other }: FakeSettingsOptions = {}) {
  const fake = installFakeFetch(async (request) => {
    if (request.url === '/api/profile') return jsonResponse(administrator);
    const setting = /^\/api\/settings\/([a-z0-9-]+)$/.exec(request.url);
    if (setting) {
      const key = setting[1] as SettingKey;
      if (request.method === 'GET') return jsonResponse(entries[key] ?? defaultEntry(key));
      if (request.method === 'PUT') {
        const answer = onSave?.(key, request);
        if (answer) return answer;
        const body = request.json() as { value: unknown; version: number };
        return jsonResponse({ ...savedEntry(key, body.value as never), version: body.version + 1 });
      }
    }
    const answer = await other?.(request);
    return answer ?? problemResponse(404, 'not-found', `No route ${request.method} ${request.url}`);
  });
  const saves: SentSaves = (key) =>
    fake
      .requests()
      .filter((request) => request.method === 'PUT' && request.url === `/api/settings/${key}`)
      .map((request) => request.json() as { value: unknown; version: number });
  return { ...fake, saves };
}

/** Renders a page signed in as an administrator, at `route`. */
export function renderSignedIn(ui: ReactElement, route = '/admin') {
  const store = makeStore();
  store.dispatch(signedIn({ access: { token: 'token-1', expires: new Date(Date.now() + 3_600_000).toISOString() } }));
  return renderWithProviders(ui, { store, route });
}
