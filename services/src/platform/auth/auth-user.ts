import type { UserType } from 'shared-rules';
import { PERSONA } from 'shared-rules';

/** Who is calling, as every route and socket sees it (from the verified access token). */
export interface AuthUser {
  id: string;
  userType: UserType;
  /** The external user's organisation; null for internal users. */
  organizationId: string | null;
  personas: string[];
  /** Set while an administrator acts as this user (`./impersonation/`): the administrator's id, recorded in every audit row. */
  impersonatorId?: string;
  /** The administrator's persona ids: admin-like checks use them while impersonating. */
  impersonatorPersonas?: string[];
  /** The impersonation session the token belongs to, checked on every request. */
  impersonationSessionId?: string;
}

/** The impersonating administrator, as an impersonation access token carries them. */
export interface ImpersonatorClaims {
  sub: string;
  /** persona ids */
  per: string[];
  /** impersonation session id */
  sid: string;
}

/** Claims carried by an access token. Short names keep the header small on every request. */
export interface AccessClaims {
  sub: string;
  /** userType */
  ut: UserType;
  /** organisation id, external users only */
  org: string | null;
  /** persona ids */
  per: string[];
  /** the administrator acting as the user, only on impersonation tokens */
  imp?: ImpersonatorClaims;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AuthUser;
  }
}

export function claimsOf(user: AuthUser): AccessClaims {
  const claims: AccessClaims = { sub: user.id, ut: user.userType, org: user.organizationId, per: user.personas };
  if (user.impersonatorId && user.impersonationSessionId) {
    claims.imp = { sub: user.impersonatorId, per: user.impersonatorPersonas ?? [], sid: user.impersonationSessionId };
  }
  return claims;
}

/** Whether an `imp` claim has the shape `claimsOf` writes. */
export function isImpersonatorClaims(value: unknown): value is ImpersonatorClaims {
  if (typeof value !== 'object' || value === null) return false;
  const { sub, per, sid } = value as Partial<Record<keyof ImpersonatorClaims, unknown>>;
  return typeof sub === 'string' && typeof sid === 'string' && Array.isArray(per) && per.every((id) => typeof id === 'string');
}

export function userFromClaims(claims: AccessClaims): AuthUser {
  const user: AuthUser = { id: claims.sub, userType: claims.ut, organizationId: claims.org ?? null, personas: claims.per ?? [] };
  if (claims.imp) {
    user.impersonatorId = claims.imp.sub;
    user.impersonatorPersonas = claims.imp.per;
    user.impersonationSessionId = claims.imp.sid;
  }
  return user;
}

/** Whether the persona ids include "1" (administrator) or "0" (super administrator). */
export function holdsAdministratorPersona(personas: readonly string[]): boolean {
  return personas.includes(PERSONA.administrator) || personas.includes(PERSONA.superAdministrator);
}

/**
 * Admin-like: persona ids include "1" (administrator) or "0" (super administrator); while
 * impersonating, the impersonator's personas decide (specification). What the user reaches
 * (`AccessControl.orgReach`) stays theirs: see `holdsAdministratorPersona`.
 */
export function isAdminLike(user: Pick<AuthUser, 'personas' | 'impersonatorPersonas'>): boolean {
  return holdsAdministratorPersona(user.impersonatorPersonas ?? user.personas);
}

/** Internal user with the account-executive persona (coverage decides which organisations). */
export function isAccountExecutive(user: Pick<AuthUser, 'personas' | 'userType'>): boolean {
  return user.userType === 'internal' && user.personas.includes(PERSONA.accountExecutive);
}
