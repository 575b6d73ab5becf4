/**
 * Impersonation: an administrator acts in the portal as another user to see what they see
 * (`POST /api/admin/users/:id/impersonate`, `POST /api/auth/impersonation/end`). Requests run with
 * the impersonated user's reach; admin-like checks use the administrator's personas; every request
 * is audited with both identities; sessions are short and cannot nest.
 */
import { Type, type Static } from 'typebox';
import { AccessSessionSchema, AccessTokenSchema } from './auth';
import { DateTimeString, Nullable } from './schema-kit';

/** How long an impersonation session lasts at most; its tokens are refused afterwards. */
export const IMPERSONATION_MINUTES = 30;

/** Where the browser keeps who is impersonating and until when, for the banner: no token. */
export const IMPERSONATION_STORAGE_KEY = 'portal.impersonation';

/**
 * `POST /api/admin/users/:id/impersonate` answer: the impersonated user's access token. Their
 * refresh token and the session's own token (which ends it) are set as HttpOnly cookies, out of
 * page script's reach.
 */
export const ImpersonationStartSchema = Type.Object({
  tokens: AccessSessionSchema,
  expiresAt: DateTimeString(),
});
export type ImpersonationStart = Static<typeof ImpersonationStartSchema>;

/** What the browser keeps while a session runs (auth state: impersonationSession, impersonatorName). */
export interface ImpersonationSession {
  impersonatorName: string;
  expiresAt: string;
}

/**
 * `POST /api/auth/impersonation/end` answer (specification: tokens{refresh, access, encompass}):
 * the administrator's own new access token and their integration token when one is stored (else
 * null). Their new refresh token is set as the session cookie; the session's token, sent as its
 * cookie, is what ended the session.
 */
export const ImpersonationEndSchema = Type.Object({
  tokens: Type.Object({
    access: AccessTokenSchema,
    encompass: Nullable(Type.String()),
  }),
});
export type ImpersonationEnd = Static<typeof ImpersonationEndSchema>;

export const IMPERSONATION_TEXTS = {
  adminsOnly: 'Only administrators can impersonate.',
  nested: 'End the current impersonation session first.',
  self: 'You cannot impersonate yourself.',
  administrator: 'Administrators cannot be impersonated.',
  disabled: 'This user’s sign-in is disabled.',
  notWhileImpersonating: 'Not while impersonating: the user changes this themselves.',
  sessionInvalid: 'This impersonation session has already ended.',
  /** The banner: "You are acting as {user} · signed in as {impersonator}". */
  bannerLabel: 'Impersonation session',
  endSession: 'End Session',
} as const;
