/**
 * Two-step sign-in with a time-based one-time password (TOTP, RFC 6238: an authenticator app's
 * six digits) and single-use recovery codes. The `mfa-settings` setting says for whom it is
 * required; a user sets it up on /settings/credentials.
 */
import { Type, type Static } from 'typebox';
import { AccessSessionSchema } from './auth';
import { DateTimeString } from './schema-kit';

/** Recovery codes given when TOTP is set up, each good for one sign-in without the app. */
export const MFA_RECOVERY_CODE_COUNT = 10;

/** `GET /api/profile/mfa`, and the answer of every MFA change. */
export const MfaStatusSchema = Type.Object({
  enabled: Type.Boolean(),
  enabledAt: Type.Union([DateTimeString(), Type.Null()]),
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
  /** The `mfa-settings` setting requires it of this user's kind. */
  required: Type.Boolean(),
  /** Required and not set up: the last day of the grace period, after which every page leads here; null otherwise. */
  setupDueBy: Type.Union([DateTimeString(), Type.Null()]),
  /** Whether the services can keep a TOTP secret (SECRETS_KEY is set). */
  canEnrol: Type.Boolean(),
});
export type MfaStatus = Static<typeof MfaStatusSchema>;

/** `POST /api/profile/mfa/enrolment`: what the authenticator app needs; nothing is on until a code confirms it. */
export const MfaEnrolmentSchema = Type.Object({
  /** Base32, for typing into the app by hand. */
  secret: Type.String(),
  otpauthUrl: Type.String(),
  /** The otpauth URL as a QR code, an SVG document. */
  qrCodeSvg: Type.String(),
});
export type MfaEnrolment = Static<typeof MfaEnrolmentSchema>;

/** `POST /api/profile/mfa/enrolment/confirm` body: the app's current code. */
export const MfaCodeRequestSchema = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export type MfaCodeRequest = Static<typeof MfaCodeRequestSchema>;

/** `POST /api/profile/mfa/enrolment/confirm`: TOTP is on; the recovery codes are shown this once. */
export const MfaConfirmedSchema = Type.Object({ status: MfaStatusSchema, recoveryCodes: Type.Array(Type.String()) });
export type MfaConfirmed = Static<typeof MfaConfirmedSchema>;

/** `DELETE /api/profile/mfa` body: turning it off needs the password. */
export const MfaDisableRequestSchema = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
export type MfaDisableRequest = Static<typeof MfaDisableRequestSchema>;

/** `POST /api/auth/mfa` body: the challenge of the refused sign-in and a TOTP or recovery code. */
export const MfaSignInRequestSchema = Type.Object(
  { challenge: Type.String({ minLength: 1, maxLength: 2048 }), code: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type MfaSignInRequest = Static<typeof MfaSignInRequestSchema>;
export const MfaSignInAnswerSchema = AccessSessionSchema;

export const MFA_TEXTS = {
  signInNeedsCode: 'Enter the code from your authenticator app to finish signing in.',
  codeWrong: 'That code is not right. Enter the current code from your authenticator app, or a recovery code.',
  challengeExpired: 'This sign-in took too long. Enter your email and password again.',
  noEnrolment: 'Start the setup first: scan the QR code, then enter the code.',
  requiredCannotDisable: 'Your lender requires two-step sign-in, so it cannot be turned off. Set it up again to move to another device.',
  storageUnavailable: 'The services cannot keep a sign-in secret: set SECRETS_KEY (at least 32 characters) in their environment.',
} as const;
