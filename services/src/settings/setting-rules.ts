import { PUBLIC_SETTING_KEYS, type PublicSettingKey } from 'shared-rules';

/** Settings every signed-in user may read; the others are for administrators only. */
export function isPublicSettingKey(key: string): key is PublicSettingKey {
  return (PUBLIC_SETTING_KEYS as readonly string[]).includes(key);
}
