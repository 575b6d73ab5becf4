import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useProfile, linkTo } from 'shared-ui';

export const ENCOMPASS_SETTINGS_PATH = linkTo('accountSettings', { page: 'encompass' });

/** Spec: internal users without a valid integration token are sent to /settings/encompass. */
export function needsIntegrationToken(profile: { userType: string; hasIntegrationToken: boolean } | undefined): boolean {
  return profile !== undefined && profile.userType === 'internal' && !profile.hasIntegrationToken;
}

export function useIntegrationTokenRedirect(): void {
  const { profile } = useProfile();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const redirect = needsIntegrationToken(profile) && pathname !== ENCOMPASS_SETTINGS_PATH;
  useEffect(() => {
    if (redirect) void navigate(ENCOMPASS_SETTINGS_PATH, { replace: true });
  }, [redirect, navigate]);
}
