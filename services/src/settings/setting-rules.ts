import { SETTING_DEFINITIONS, isSettingKey } from 'shared-rules';

/** Settings every signed-in user may read; the others are for administrators only. */
export function isPublicSettingKey(key: string): boolean {
  return isSettingKey(key) && SETTING_DEFINITIONS[key].audience === 'public';
}
