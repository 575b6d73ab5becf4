/**
 * Impersonation: an administrator acts in the portal as another user to see what they see
 * (`POST /api/admin/users/:id/impersonate`, `POST /api/auth/impersonation/end`). Requests run with
 * the impersonated user's reach; admin-like checks use the administrator's personas; every request
 * is audited with both identities; sessions are short and cannot nest.
 */
import { Type, type Static } from 'typebox';
import { TokenPairSchema } from './auth';
import { DateTimeString, Nullable } from './schema-kit';

/** How long an impersonation session lasts at most; its tokens are refused afterwards. */
export const IMPERSONATION_MINUTES = 30;

/** Where the browser keeps the running session's impersonation token and the administrator's name. */
export const IMPERSONATION_STORAGE_KEY = 'portal.impersonation';

/** `POST /api/admin/users/:id/impersonate` answer: the impersonated user's tokens and the session's own token. */
export const ImpersonationStartSchema = Type.Object({
  tokens: TokenPairSchema,
  /** Sent back to end the session (`POST /api/auth/impersonation/end`); single use. */
  impersonationToken: Type.String(),
  expiresAt: DateTimeString(),
});
export type ImpersonationStart = Static<typeof ImpersonationStartSchema>;

/** What the browser stores while a session runs (auth state: impersonationSession, impersonatorName). */
export interface ImpersonationSession {
  impersonationToken: string;
  impersonatorName: string;
  expiresAt: string;
}

/** `POST /api/auth/impersonation/end` body. */
export const ImpersonationEndRequestSchema = Type.Object(
  { impersonationToken: Type.String({ minLength: 20, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ImpersonationEndRequest = Static<typeof ImpersonationEndRequestSchema>;

/**
 * `POST /api/auth/impersonation/end` answer (specification: tokens{refresh, access, encompass}):
 * the administrator's own new pair, and their integration token when one is stored (else null).
 */
export const ImpersonationEndSchema = Type.Object({
  tokens: Type.Object({
    refresh: Type.String(),
    access: TokenPairSchema.properties.access,
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
