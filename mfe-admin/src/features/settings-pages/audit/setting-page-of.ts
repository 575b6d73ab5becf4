import { SETTING_KEYS, type SettingKey } from 'shared-rules';
import { allAdminPages } from '../../../config/admin-pages';

export interface SettingPageRef {
  /** What administrators call the setting. */
  label: string;
  /** The admin page that edits it. */
  path: string;
}

/** Settings edited on a page that is not keyed by them in the admin menu. */
const EDITED_ELSEWHERE: Partial<Record<SettingKey, SettingPageRef>> = {
  'feature-flags': { label: 'Feature flags', path: '/admin/settings/general-settings' },
  'content-pages': { label: 'Content Pages', path: '/admin/content-pages' },
};

/** The page that edits `key` and its name; for a key no page edits, the key itself and no path. */
export function settingPageOf(key: string): SettingPageRef | { label: string; path: null } {
  const page = allAdminPages().find((candidate) => candidate.settingKey === key);
  if (page) return { label: page.label, path: page.path };
  return EDITED_ELSEWHERE[key as SettingKey] ?? { label: key, path: null };
}

/** Every setting as the key filter offers it, by name. */
export function settingFilterOptions(): { value: SettingKey; label: string }[] {
  return SETTING_KEYS.map((key) => ({ value: key, label: settingPageOf(key).label })).sort((first, second) =>
    first.label.localeCompare(second.label),
  );
}
