import type { PublicAccess, Role, RoleAccess, SignedInAccess } from './route-access';

/*
 * The portal's shared access declarations, so that a route says who it is for in one word and the
 * same rule is written once. A declaration of a route's own (a refusal text a form shows) is built
 * with `rolesOnly` or `adminsOnly`.
 */

/** Any signed-in user (what they reach is then the access layer's decision: their loans, their organisation). */
export const SIGNED_IN: SignedInAccess = Object.freeze({ signedIn: true as const });

/** Open to anyone, signed in or not, for the reason given (shown in SECURITY.md's access table). */
export const publicRoute = (reason: string): PublicAccess => Object.freeze({ public: true as const, reason });

/** What a refused caller reads, when a page shows it: the text, its code, and 403 for reads too. */
export interface Refusal {
  text: string;
  code?: string;
  readsForbidden?: boolean;
}

/** At least one of `roles`, refused as `refusal` says (else reads 404, writes 403, generic texts). */
export const rolesOnly = (roles: readonly Role[], refusal?: Refusal): RoleAccess =>
  Object.freeze({
    roles: Object.freeze([...roles]),
    ...(refusal ? { refusal: refusal.text } : {}),
    ...(refusal?.code ? { code: refusal.code } : {}),
    ...(refusal?.readsForbidden ? { readsForbidden: true } : {}),
  });

/** Administrators (and an administrator acting as someone): reads 404, writes 403 for everyone else. */
export const ADMINS_ONLY: RoleAccess = rolesOnly(['admin']);

/** Administrators, with the refusal a page shows. */
export const adminsOnly = (refusal: Refusal): RoleAccess => rolesOnly(['admin'], refusal);

/**
 * Lender staff who manage brokers: administrators and account executives. The broker pages
 * (AE pipeline, Broker Contacts, Broker Companies) are declared for the same two roles
 * (shared-ui's `BROKER_PAGES`), so a page opens exactly for those whose calls succeed.
 */
export const STAFF_MANAGERS: RoleAccess = rolesOnly(['admin', 'account-executive']);

/** Brokers and correspondents only (a loan officer's or processor's own requests). */
export const EXTERNAL_ONLY: RoleAccess = rolesOnly(['external']);
