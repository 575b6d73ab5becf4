import { externalProfile, internalProfile } from 'shared-ui/testing';
import { CREDENTIALS_SETTINGS_PATH, ENCOMPASS_SETTINGS_PATH, requiredSetupPath } from './required-setup-redirect';

describe('requiredSetupPath', () => {
  it('asks for nothing while the profile is loading or nothing is owed', () => {
    expect(requiredSetupPath(undefined)).toBeNull();
    expect(requiredSetupPath(externalProfile())).toBeNull();
    expect(requiredSetupPath(internalProfile())).toBeNull();
  });

  it('sends an internal user without a token to the integration token page', () => {
    expect(requiredSetupPath(internalProfile({ hasIntegrationToken: false }))).toBe(ENCOMPASS_SETTINGS_PATH);
  });

  it('asks for two-step sign-in first when the lender requires it and the grace period is over', () => {
    expect(requiredSetupPath(externalProfile({ mfaSetupRequired: true }))).toBe(CREDENTIALS_SETTINGS_PATH);
    expect(requiredSetupPath(internalProfile({ mfaSetupRequired: true, hasIntegrationToken: false }))).toBe(CREDENTIALS_SETTINGS_PATH);
  });
});
