import type { Profile } from 'shared-rules';
import { linkTo } from 'shared-ui';
import { ENCOMPASS_SETTINGS_PATH, needsIntegrationToken } from '../auth/required-setup-redirect';

export interface SettingsLink {
  label: string;
  to: string;
}

/** Spec: profile, password, preferences, integration token (internal users without a valid one), credentials. */
export function settingsLinksFor(profile: Profile | undefined): SettingsLink[] {
  return [
    { label: 'Profile', to: linkTo('accountSettings', { page: 'profile' }) },
    { label: 'Password', to: linkTo('accountSettings', { page: 'password' }) },
    { label: 'Preferences', to: linkTo('accountSettings', { page: 'preferences' }) },
    ...(needsIntegrationToken(profile) ? [{ label: 'Integration Token', to: ENCOMPASS_SETTINGS_PATH }] : []),
    { label: 'Credentials', to: linkTo('accountSettings', { page: 'credentials' }) },
  ];
}
