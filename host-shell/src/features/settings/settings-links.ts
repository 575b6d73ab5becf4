import type { Profile } from 'shared-rules';
import { needsIntegrationToken } from '../auth/use-integration-token-redirect';

export interface SettingsLink {
  label: string;
  to: string;
}

/** Spec: profile, password, preferences, integration token (internal users without a valid one), credentials. */
export function settingsLinksFor(profile: Profile | undefined): SettingsLink[] {
  return [
    { label: 'Profile', to: '/settings/profile' },
    { label: 'Password', to: '/settings/password' },
    { label: 'Preferences', to: '/settings/preferences' },
    ...(needsIntegrationToken(profile) ? [{ label: 'Integration Token', to: '/settings/encompass' }] : []),
    { label: 'Credentials', to: '/settings/credentials' },
  ];
}
