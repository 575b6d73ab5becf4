import { Compile } from 'typebox/compile';
import { SETTING_DEFINITIONS, SETTING_KEYS, isSettingKey, PUBLIC_SETTING_KEYS } from './settings';

describe('the settings registry', () => {
  it.each(SETTING_KEYS)('the default of %s is a valid value of its own schema', (key) => {
    const { schema, defaultValue } = SETTING_DEFINITIONS[key];
    const validator = Compile(schema);
    expect([...validator.Errors(defaultValue)]).toEqual([]);
  });

  it('refuses an unknown field and an oversize text', () => {
    const banner = Compile(SETTING_DEFINITIONS.banner.schema);
    const valid = SETTING_DEFINITIONS.banner.defaultValue;
    expect(banner.Check({ ...valid, extra: true })).toBe(false);
    expect(banner.Check({ ...valid, message: 'x'.repeat(501) })).toBe(false);
    expect(banner.Check({ ...valid, backgroundColor: 'red' })).toBe(false);
  });

  it('keeps administrators-only keys out of the public list', () => {
    expect(PUBLIC_SETTING_KEYS).toEqual(expect.arrayContaining(['branding', 'feature-flags', 'banner', 'help-pages', 'content-pages']));
    expect(PUBLIC_SETTING_KEYS).not.toContain('email-settings');
    expect(PUBLIC_SETTING_KEYS).not.toContain('integrations');
    expect(isSettingKey('no-such-key')).toBe(false);
    expect(isSettingKey('toString')).toBe(false);
  });
});
