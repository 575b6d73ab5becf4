import { SETTING_DEFINITIONS } from 'shared-rules';
import { effectiveSettingValue, isValidSettingValue } from './setting-rules';

describe('effectiveSettingValue', () => {
  it('is the default while never saved, and the stored value when valid', () => {
    expect(effectiveSettingValue('banner', undefined)).toEqual(SETTING_DEFINITIONS.banner.defaultValue);
    const saved = { ...SETTING_DEFINITIONS.banner.defaultValue, message: 'Closed Monday.' };
    expect(effectiveSettingValue('banner', saved)).toBe(saved);
  });

  it('fills what an older shape lacks with defaults and drops fields that are no longer valid', () => {
    const stored = { brandName: 'Keystone', logo: 'data:image/svg+xml,<svg/>', motto: 'Home' };
    expect(effectiveSettingValue('branding', stored)).toEqual({ brandName: 'Keystone', logo: { lightMode: null, darkMode: null } });
  });

  it('is the default when the stored value is not even an object', () => {
    expect(effectiveSettingValue('feature-flags', 'on')).toEqual(SETTING_DEFINITIONS['feature-flags'].defaultValue);
  });
});

describe('isValidSettingValue', () => {
  it('accepts every default and refuses unknown fields', () => {
    for (const [key, definition] of Object.entries(SETTING_DEFINITIONS)) {
      expect([key, isValidSettingValue(key as keyof typeof SETTING_DEFINITIONS, definition.defaultValue)]).toEqual([key, true]);
    }
    expect(isValidSettingValue('workflow', { showCompletedSteps: true, notifyBrokerOnStepChange: true, extra: 1 })).toBe(false);
  });
});
