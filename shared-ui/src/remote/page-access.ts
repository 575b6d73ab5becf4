import type { Roles } from '../auth/roles';

/** The roles a page can be for: the services' route roles, read from the profile. */
export type PageRole = 'admin' | 'account-executive' | 'external' | 'internal';

/**
 * Who may open a page of a remote: any signed-in user, or holders of one of the roles (`audience`
 * finishes "This page is for …"). The host checks it before the page's code is loaded; the
 * services check every call the page makes as well.
 */
export type PageAccess = { signedIn: true } | { roles: readonly PageRole[]; audience: string };

/** Any signed-in user (what they then see is decided by the services: their loans, their organisation). */
export const ANY_SIGNED_IN_USER: PageAccess = Object.freeze({ signedIn: true as const });

/** Holders of one of `roles`, named as `audience` on the page others see. */
export const pageFor = (roles: readonly PageRole[], audience: string): PageAccess =>
  Object.freeze({ roles: Object.freeze([...roles]), audience });

export const ADMINISTRATORS_PAGE = pageFor(['admin'], 'administrators');

/**
 * The account executive's broker pages: the AE pipeline, Broker Contacts and Broker Companies
 * (spec: "Broker pages are for account executives"). Administrators open them too: they manage
 * organisations and their users (spec §1), only they choose which companies an account executive
 * covers, and the services let both make every call these pages make (`STAFF_MANAGERS` in
 * services/SECURITY.md: administrators or account executives). An internal user holding neither
 * persona opens none of them, as the services would refuse their calls.
 */
export const BROKER_PAGES = pageFor(['account-executive', 'admin'], 'account executives and administrators');

/**
 * Any internal user. @deprecated Pages declared it for the broker pages, which are for account
 * executives and administrators only: use `BROKER_PAGES`. Kept for remotes built against it.
 */
export const LENDER_STAFF_PAGE = pageFor(['internal'], 'account executives and administrators');

const HOLDS: Record<PageRole, (roles: Roles) => boolean> = {
  admin: (roles) => roles.isAdmin,
  'account-executive': (roles) => roles.isAccountExecutive,
  external: (roles) => roles.isExternal,
  internal: (roles) => roles.isInternal,
};

/** Whether a user with `roles` may open a page declared `access`. */
export function mayOpenPage(access: PageAccess, roles: Roles): boolean {
  if ('signedIn' in access) return true;
  return access.roles.some((role) => HOLDS[role](roles));
}
