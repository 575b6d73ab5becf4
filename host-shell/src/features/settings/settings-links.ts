import type { Profile } from 'shared-rules';
import { type AccountSettingsPage, linkTo } from 'shared-ui';
import { needsIntegrationToken } from '../auth/required-setup-redirect';

export interface SettingsLink {
  label: string;
  to: string;
}

/** The account settings pages and what each is called, in the menu's order (spec: profile, password, preferences, integration token, credentials). */
export const ACCOUNT_SETTINGS_PAGES: readonly { page: AccountSettingsPage; label: string }[] = [
  { page: 'profile', label: 'Profile' },
  { page: 'password', label: 'Password' },
  { page: 'preferences', label: 'Preferences' },
  { page: 'encompass', label: 'Integration Token' },
  { page: 'credentials', label: 'Credentials' },
];

/** The account settings menu: the integration token only for internal users without a valid one. */
export function settingsLinksFor(profile: Profile | undefined): SettingsLink[] {
  return ACCOUNT_SETTINGS_PAGES.filter(({ page }) => page !== 'encompass' || needsIntegrationToken(profile)).map(({ page, label }) => ({
    label,
    to: linkTo('accountSettings', { page }),
  }));
}
