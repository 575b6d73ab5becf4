import type { UserType } from 'shared-rules';
import { PERSONA } from 'shared-rules';

/** Who is calling, as every route and socket sees it (from the verified access token). */
export interface AuthUser {
  id: string;
  userType: UserType;
  /** The external user's organisation; null for internal users. */
  organizationId: string | null;
  personas: string[];
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
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AuthUser;
  }
}

export function claimsOf(user: AuthUser): AccessClaims {
  return { sub: user.id, ut: user.userType, org: user.organizationId, per: user.personas };
}

export function userFromClaims(claims: AccessClaims): AuthUser {
  return { id: claims.sub, userType: claims.ut, organizationId: claims.org ?? null, personas: claims.per ?? [] };
}

/** Admin-like: persona ids include "1" (administrator) or "0" (super administrator). */
export function isAdminLike(user: Pick<AuthUser, 'personas'>): boolean {
  return user.personas.includes(PERSONA.administrator) || user.personas.includes(PERSONA.superAdministrator);
}

/** Internal user with the account-executive persona (coverage decides which organisations). */
export function isAccountExecutive(user: Pick<AuthUser, 'personas' | 'userType'>): boolean {
  return user.userType === 'internal' && user.personas.includes(PERSONA.accountExecutive);
}
