/**
 * Who may read a setting, and what value a stored setting stands for. Pure: no I/O, so the rules
 * are tested on their own (setting-rules.test.ts).
 */
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { SETTING_DEFINITIONS, type SettingKey, type SettingValue } from 'shared-rules';

/** Settings every signed-in user may read; the others are for administrators only. */
export function isPublicSetting(key: SettingKey): boolean {
  return SETTING_DEFINITIONS[key].audience === 'public';
}

type Validator = { Check(value: unknown): boolean };
const validators = new Map<SettingKey, Validator>();

function validatorOf(key: SettingKey): Validator {
  let validator = validators.get(key);
  if (!validator) {
    validator = Compile(SETTING_DEFINITIONS[key].schema as TSchema);
    validators.set(key, validator);
  }
  return validator;
}

/** True when `value` is a valid value of the key (what a save must be). */
export function isValidSettingValue(key: SettingKey, value: unknown): boolean {
  return validatorOf(key).Check(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The value a key stands for: its default when never saved, the stored value when it is valid.
 *
 * A stored value can stop matching its schema when the schema grows (a field added, such as a
 * new feature flag) or an old release stored another shape. Refusing to answer would break every
 * page that reads the key, and answering the bare default would silently drop what the
 * administrator saved. So the answer is the default with each top-level field the stored value
 * still has validly laid over it, shallowly: new fields get their defaults, fields that lost
 * their meaning are dropped, and the next save writes a valid value again.
 */
export function effectiveSettingValue<K extends SettingKey>(key: K, stored: unknown): SettingValue<K> {
  const { defaultValue, schema } = SETTING_DEFINITIONS[key];
  if (stored === undefined) return defaultValue as SettingValue<K>;
  if (isValidSettingValue(key, stored)) return stored as SettingValue<K>;
  const properties = (schema as TSchema & { properties?: Record<string, TSchema> }).properties;
  if (!isRecord(stored) || !isRecord(defaultValue) || !properties) return defaultValue as SettingValue<K>;
  const merged: Record<string, unknown> = { ...defaultValue };
  for (const [name, fieldSchema] of Object.entries(properties)) {
    if (Object.hasOwn(stored, name) && Value.Check(fieldSchema, stored[name])) merged[name] = stored[name];
  }
  return merged as SettingValue<K>;
}
