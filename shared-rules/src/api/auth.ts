/** Sign-in, token refresh and sign-out (`/api/auth/*`). */
import { Type, type Static } from 'typebox';
import { DateTimeString } from './schema-kit';

export const AccessTokenSchema = Type.Object({
  token: Type.String(),
  /** ISO 8601 instant after which the token is refused. */
  expires: DateTimeString(),
});
export type AccessToken = Static<typeof AccessTokenSchema>;

/**
 * What signing in, refreshing and every other start of a session answer: the access token, which
 * the browser keeps in memory only. The refresh token never reaches page script: services set it
 * as an HttpOnly, SameSite=Strict cookie scoped to `/api/auth` (`REFRESH_COOKIE_PATH`).
 */
export const AccessSessionSchema = Type.Object({ access: AccessTokenSchema });
export type AccessSession = Static<typeof AccessSessionSchema>;

/** Where the refresh token's cookie is sent: the sign-in, refresh, sign-out and impersonation routes only. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/**
 * The header every request that reads or sets the session's cookies carries (`1`): a page of
 * another site cannot add it without a CORS preflight the services refuse, so a forged request
 * never reaches the cookie (with the Origin check and SameSite=Strict).
 */
export const SESSION_REQUEST_HEADER = 'x-portal-request';

/** What a request without that header, or from another origin, is told (403 `session-request-refused`). */
export const SESSION_REQUEST_REFUSED = 'This request must come from the portal’s own pages.';

export const LoginRequestSchema = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;
