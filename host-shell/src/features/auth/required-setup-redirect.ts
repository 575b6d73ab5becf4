import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Profile } from 'shared-rules';
import { linkTo, useProfile } from 'shared-ui';

export const ENCOMPASS_SETTINGS_PATH = linkTo('accountSettings', { page: 'encompass' });
export const CREDENTIALS_SETTINGS_PATH = linkTo('accountSettings', { page: 'credentials' });

/** Spec: internal users without a valid integration token are sent to /settings/encompass. */
export function needsIntegrationToken(profile: Pick<Profile, 'userType' | 'hasIntegrationToken'> | undefined): boolean {
  return profile !== undefined && profile.userType === 'internal' && !profile.hasIntegrationToken;
}

/**
 * Set-ups a user cannot skip, in the order they are asked for: two-step sign-in when the lender
 * requires it and its grace period is over, then an internal user's integration token.
 */
const REQUIRED_SETUPS: ReadonlyArray<{ needed: (profile: Profile) => boolean; path: string }> = [
  { needed: (profile) => profile.mfaSetupRequired, path: CREDENTIALS_SETTINGS_PATH },
  { needed: needsIntegrationToken, path: ENCOMPASS_SETTINGS_PATH },
];

/** The page of the first set-up the user still owes, or null. */
export function requiredSetupPath(profile: Profile | undefined): string | null {
  if (!profile) return null;
  return REQUIRED_SETUPS.find((setup) => setup.needed(profile))?.path ?? null;
}

/** Every page leads to the set-up the user still owes (its own page excepted). */
export function useRequiredSetupRedirect(): void {
  const { profile } = useProfile();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = requiredSetupPath(profile);
  const redirect = target !== null && pathname !== target ? target : null;
  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
  }, [redirect, navigate]);
}
