/**
 * The signed-in user's own account (`/api/profile/*` writes, /settings/*): name and phones, the
 * email address, the password, and an internal user's Encompass integration token.
 */
import { Type, type Static } from 'typebox';
import { DateTimeString } from './schema-kit';

/* ---------------------------------------------------------------- Name and phones */

export const PROFILE_NAME_MAX_LENGTH = 100;
export const PROFILE_PHONE_MAX_LENGTH = 30;

/** Digits with the usual separators, optionally an extension: "(555) 010-2000 x12", "+1 555 010 2000". */
export const PHONE_PATTERN = '^[0-9+()./ -]*(?:\\s*(?:x|ext\\.?)\\s*[0-9]{1,6})?$';

/** `PATCH /api/profile` body: the name and phones (the email has its own call: it needs the password). */
export const ProfileUpdateRequestSchema = Type.Object(
  {
    firstName: Type.String({ minLength: 1, maxLength: PROFILE_NAME_MAX_LENGTH }),
    lastName: Type.String({ minLength: 1, maxLength: PROFILE_NAME_MAX_LENGTH }),
    phone: Type.String({ maxLength: PROFILE_PHONE_MAX_LENGTH, pattern: PHONE_PATTERN }),
    cell: Type.String({ maxLength: PROFILE_PHONE_MAX_LENGTH, pattern: PHONE_PATTERN }),
  },
  { additionalProperties: false },
);
export type ProfileUpdateRequest = Static<typeof ProfileUpdateRequestSchema>;

export const NAME_REQUIRED = 'Enter your first and last name.';
export const PHONE_INVALID = 'Enter a phone number with digits, spaces, ( ) + - . and an optional extension.';

/* ---------------------------------------------------------------- Email */

/** `PUT /api/profile/email` body: the new address, confirmed with the current password. */
export const EmailChangeRequestSchema = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type EmailChangeRequest = Static<typeof EmailChangeRequestSchema>;

/** The shape every email address the portal stores must have: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_INVALID = 'Enter an email address such as name@company.com.';
export const EMAIL_TAKEN = 'Another account already uses this email address.';
export const EMAIL_UNCHANGED = 'This is already your email address.';
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';

/* ---------------------------------------------------------------- Password */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** `POST /api/profile/password` body; the answer is a new token pair (every other sign-in ends). */
export const PasswordChangeRequestSchema = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: 1024 }),
    newPassword: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type PasswordChangeRequest = Static<typeof PasswordChangeRequestSchema>;

/** Why a new password is refused, in the order the checks run. */
export const PASSWORD_RULE_TEXTS = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  unchanged: 'The new password must differ from the current one.',
  personal: 'The password must not contain your email address or your name.',
  breached: 'This password is on lists of passwords exposed in breaches. Choose another.',
  guessable: 'This password is too easy to guess. Add more words or characters.',
} as const;
export type PasswordRule = keyof typeof PASSWORD_RULE_TEXTS;

/* ---------------------------------------------------------------- Encompass integration token */

/** `PUT /api/profile/integration-token` body (internal users). */
export const IntegrationTokenRequestSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 8192 }) },
  { additionalProperties: false },
);
export type IntegrationTokenRequest = Static<typeof IntegrationTokenRequestSchema>;

/** `GET|PUT|DELETE /api/profile/integration-token`: whether a valid token is stored, and until when. Never the token. */
export const IntegrationTokenStatusSchema = Type.Object({
  hasIntegrationToken: Type.Boolean(),
  expiresAt: Type.Union([DateTimeString(), Type.Null()]),
  /** Whether the services can store a token (SECRETS_KEY is set). */
  canStore: Type.Boolean(),
});
export type IntegrationTokenStatus = Static<typeof IntegrationTokenStatusSchema>;

export const INTEGRATION_TOKEN_TEXTS = {
  malformed: 'This is not an Encompass integration token: paste the whole token, three parts separated by dots.',
  expired: 'This token has expired. Issue a new one in Encompass and paste it here.',
  noExpiry: 'This token has no expiry date. Paste a token issued by Encompass.',
  internalOnly: 'Integration tokens are for lender staff.',
  storageUnavailable: 'The services cannot store a token: set SECRETS_KEY (at least 32 characters) in their environment.',
} as const;
