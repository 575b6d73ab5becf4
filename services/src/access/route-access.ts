import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { isAccountExecutive, isAdminLike, type AuthUser } from '../auth/auth-user';
import { ApiError, forbidden, notFound } from '../http/problem';

/** Who a route may be for. A user holds `admin` or `account-executive` by persona, `external` or `internal` by user type. */
export type Role = 'admin' | 'account-executive' | 'external' | 'internal';

/**
 * A route's access requirement, declared in its `config.access` and enforced by one hook before
 * the request is validated (a refused caller learns nothing about the expected input).
 */
export interface RouteAccess {
  /** The caller must hold at least one of these roles. */
  roles: readonly Role[];
  /**
   * What a refused caller reads. A read (GET) is refused with 404, as if the thing did not exist;
   * a write with 403. Defaults to the generic not-found / forbidden texts.
   */
  refusal?: string;
  /** The problem code of the refusal, when a form shows it (default: `not-found` / `forbidden`). */
  code?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; see RouteAccess. Routes without it are open to any signed-in user. */
    access?: RouteAccess;
  }
}

const HOLDS: Record<Role, (user: AuthUser) => boolean> = {
  admin: isAdminLike,
  'account-executive': isAccountExecutive,
  external: (user) => user.userType === 'external',
  internal: (user) => user.userType === 'internal',
};

export function holdsRole(user: AuthUser, role: Role): boolean {
  return HOLDS[role](user);
}

/** The problem a caller gets when refused by the requirement, or null when allowed. */
export function accessRefusal(user: AuthUser | undefined, requirement: RouteAccess, method: string): ApiError | null {
  if (user && requirement.roles.some((role) => holdsRole(user, role))) return null;
  const fallback = method === 'GET' || method === 'HEAD' ? notFound() : forbidden();
  return new ApiError(fallback.statusCode, requirement.code ?? fallback.code, requirement.refusal ?? fallback.message);
}

/**
 * preValidation hook: enforces `config.access` of the route. A callback hook, so routes without
 * a requirement cost one property read and no promise.
 */
export function enforceRouteAccess(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const requirement = request.routeOptions.config.access;
  const refusal = requirement ? accessRefusal(request.user, requirement, request.method) : undefined;
  if (refusal) done(refusal);
  else done();
}
