/** Sign-in, token refresh and sign-out (`/api/auth/*`). */
import { Type, type Static } from 'typebox';
import { DateTimeString } from './schema-kit';

const RefreshTokenText = Type.String({ minLength: 20, maxLength: 200 });

export const AccessTokenSchema = Type.Object({
  token: Type.String(),
  /** ISO 8601 instant after which the token is refused. */
  expires: DateTimeString(),
});
export type AccessToken = Static<typeof AccessTokenSchema>;

/** `POST /api/auth/login` and `POST /api/auth/refresh` answer with this. */
export const TokenPairSchema = Type.Object({ access: AccessTokenSchema, refresh: Type.String() });
export type TokenPair = Static<typeof TokenPairSchema>;

export const LoginRequestSchema = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequestSchema>;

export const RefreshRequestSchema = Type.Object({ refresh: RefreshTokenText }, { additionalProperties: false });
export type RefreshRequest = Static<typeof RefreshRequestSchema>;

/** `POST /api/auth/logout`: the refresh token whose family is revoked. */
export const LogoutRequestSchema = RefreshRequestSchema;
export type LogoutRequest = Static<typeof LogoutRequestSchema>;
