import { SETTING_DEFINITIONS, type FeatureFlag, type SettingEntry, type SettingKey, type SettingValue } from 'shared-rules';
import { useGetSettingQuery } from '../api/shared-endpoints';

export interface SettingRead<K extends SettingKey> {
  /** The saved value, or the portal's default while it loads, fails, or was never saved. */
  value: SettingValue<K>;
  /** The entry as the server answered it (version, who saved it), once loaded. */
  entry: SettingEntry<SettingValue<K>> | undefined;
  isLoading: boolean;
  isError: boolean;
}

/**
 * A setting's value by key, typed by the settings registry. Every open browser re-reads it when
 * an administrator saves it (the host turns `settings-update` into a cache invalidation), so a
 * component that reads a setting through this hook follows the saved value without a reload.
 */
export function useSetting<K extends SettingKey>(key: K, options: { skip?: boolean } = {}): SettingRead<K> {
  const { data, isLoading, isError } = useGetSettingQuery(key, { skip: options.skip });
  const entry = data as SettingEntry<SettingValue<K>> | undefined;
  const value = entry?.value ?? (SETTING_DEFINITIONS[key].defaultValue as SettingValue<K>);
  return { value, entry, isLoading, isError };
}

/**
 * Whether a feature flag is on. The one way every package reads a flag: while the flags load (or
 * cannot load) the flag reads as its default, so a gated feature never flashes on and off.
 */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  return useSetting('feature-flags').value[flag];
}
