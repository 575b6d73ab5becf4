import { PERSONA, type Profile } from 'shared-rules';

export interface Roles {
  isExternal: boolean;
  isInternal: boolean;
  /** Admin-like: persona "1" or "0"; while impersonating, the impersonator's rights count. */
  isAdmin: boolean;
  isAccountExecutive: boolean;
  isImpersonating: boolean;
}

export const NO_ROLES: Roles = {
  isExternal: false,
  isInternal: false,
  isAdmin: false,
  isAccountExecutive: false,
  isImpersonating: false,
};

/**
 * The roles the menus are built from. The profile names the impersonator but not their
 * personas; only administrators can impersonate, so an impersonated session is admin-like.
 */
export function rolesOf(profile: Profile | null | undefined): Roles {
  if (!profile) return NO_ROLES;
  const personaIds = new Set(profile.personas.map((persona) => persona.entityId));
  const isImpersonating = profile.impersonator !== null;
  return {
    isExternal: profile.userType === 'external',
    isInternal: profile.userType === 'internal',
    isAdmin: isImpersonating || personaIds.has(PERSONA.administrator) || personaIds.has(PERSONA.superAdministrator),
    isAccountExecutive: personaIds.has(PERSONA.accountExecutive),
    isImpersonating,
  };
}
