import type { Kysely } from 'kysely';
import type { SettingEntry, SettingKey, SettingValue } from 'shared-rules';
import type { Database } from '../db/schema';
import type { PortalReadCache } from '../cache/plugin';
import { effectiveSettingValue } from './setting-rules';
import { loadStoredSetting, settingEntryOf, type StoredSetting } from './setting-store';

/** Where settings are read from: the table, through the per-process read cache. */
export interface SettingSource {
  db: Kysely<Database>;
  readCache: Pick<PortalReadCache, 'settings'>;
}

/**
 * The stored setting, cached until a save invalidates `{ kind: 'setting', key }` (in every
 * service process) or the cache's TTL runs out. Every open browser re-reads a key when it is
 * saved, so the cache takes that burst instead of the database.
 */
export function readStoredSetting(source: SettingSource, key: SettingKey): Promise<StoredSetting | null> {
  return source.readCache.settings.get(key, () => loadStoredSetting(source.db, key));
}

export async function readSettingEntry(source: SettingSource, key: SettingKey): Promise<SettingEntry> {
  return settingEntryOf(key, await readStoredSetting(source, key));
}

/** The value the portal runs with: the saved one, else the registry's default. */
export async function readSettingValue<K extends SettingKey>(source: SettingSource, key: K): Promise<SettingValue<K>> {
  return effectiveSettingValue(key, (await readStoredSetting(source, key))?.value);
}
