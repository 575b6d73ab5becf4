import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { isAccountExecutive, isAdminLike, type AuthUser } from '../auth/auth-user';
import { ApiError, forbidden, notFound } from '../http/problem';

/** Who a route may be for. A user holds `admin` or `account-executive` by persona, `external` or `internal` by user type. */
export type Role = 'admin' | 'account-executive' | 'external' | 'internal';

/** Anyone, signed in or not: sign-in itself, public assets, the version. The reason shows in the access table. */
export interface PublicAccess {
  public: true;
  /** Why nobody needs to be signed in (SECURITY.md lists it beside the route). */
  reason: string;
}

/** Any signed-in user; what they may reach is then decided by the access layer (tenancy). */
export interface SignedInAccess {
  signedIn: true;
}

/**
 * Callers holding at least one of the roles. A refused read (GET) answers 404, as if the thing did
 * not exist; a write 403. Both before the input is validated: a refused caller learns nothing.
 */
export interface RoleAccess {
  roles: readonly Role[];
  /** What a refused caller reads; defaults to the generic not-found / forbidden texts. */
  refusal?: string;
  /** The problem code of the refusal, when a form shows it (default: `not-found` / `forbidden`). */
  code?: string;
  /**
   * Refused reads answer 403 too: for a page of its own (an administration list), where there is
   * no record whose existence a 404 would hide and the page says who it is for.
   */
  readsForbidden?: boolean;
}

/** A route's declared access (`config.access`): every route under /api has one, or the services do not start. */
export type RouteAccess = PublicAccess | SignedInAccess | RoleAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: `publicRoute(reason)`, `SIGNED_IN`, `ADMINS_ONLY`, … (`./declarations.ts`). */
    access?: RouteAccess;
  }
}

export const isPublicAccess = (access: RouteAccess | undefined): access is PublicAccess => access !== undefined && 'public' in access;
export const isRoleAccess = (access: RouteAccess | undefined): access is RoleAccess => access !== undefined && 'roles' in access;

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
export function accessRefusal(user: AuthUser | undefined, requirement: RoleAccess, method: string): ApiError | null {
  if (user && requirement.roles.some((role) => holdsRole(user, role))) return null;
  const isRead = method === 'GET' || method === 'HEAD';
  const fallback = isRead && !requirement.readsForbidden ? notFound() : forbidden();
  return new ApiError(fallback.statusCode, requirement.code ?? fallback.code, requirement.refusal ?? fallback.message);
}

/**
 * preValidation hook: enforces the roles of the route's `config.access`. A callback hook, so
 * routes open to any signed-in user cost one property read and no promise.
 */
export function enforceRouteAccess(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const requirement = request.routeOptions.config.access;
  const refusal = isRoleAccess(requirement) ? accessRefusal(request.user, requirement, request.method) : undefined;
  if (refusal) done(refusal);
  else done();
}

/**
 * Routes that are not the portal's own and so declare nothing: the OpenAPI viewer's pages and
 * document (@fastify/swagger-ui), and the CORS preflight (@fastify/cors). Nothing may be added
 * here without saying why.
 */
export function isUndeclarableRoute(method: string, url: string): boolean {
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return true;
  return method === 'OPTIONS' && url === '*';
}

/**
 * onRoute hook: a route under /api without `config.access` stops the services at start-up (deny by
 * default), so a forgotten declaration can never ship as an open route.
 */
export function requireDeclaredAccess(route: RouteOptions): void {
  if (!route.url.startsWith('/api/') && route.url !== '/api') return;
  for (const method of [route.method].flat()) {
    if (isUndeclarableRoute(method, route.url)) continue;
    if (!route.config?.access) {
      throw new Error(
        `${method} ${route.url} declares no access: set config.access (publicRoute(reason), SIGNED_IN, ADMINS_ONLY or roles; services/src/platform/access/declarations.ts)`,
      );
    }
  }
}
