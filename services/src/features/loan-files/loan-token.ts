/**
 * Loan tokens: the handle the convert-XML call returns with the imported loan, so the wizard (or
 * a redirect back from another pipeline, `?loan_token=`) can fetch that loan data later. Pure
 * helpers: the random source and the clock are passed in; storage and lookup belong to the route.
 */
import { createHash } from 'node:crypto';

/** How long an issued token can be redeemed: long enough for a redirect round trip and the wizard. */
export const LOAN_TOKEN_TTL_MS = 60 * 60 * 1000;

/** 32 random bytes: 256 bits, not guessable. */
const TOKEN_BYTES = 32;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** A source of cryptographically strong random bytes, e.g. `crypto.randomBytes`. */
export type RandomBytes = (size: number) => Uint8Array;

export interface LoanTokenGrant {
  /** Given to the browser once; never stored as is. */
  token: string;
  /** What the store keeps and looks tokens up by (see `loanTokenDigest`). */
  digest: string;
  /** ISO 8601 instants. */
  issuedAt: string;
  expiresAt: string;
}

/** A new token, as base64url text of 43 characters. */
export function generateLoanToken(randomBytes: RandomBytes): string {
  const bytes = randomBytes(TOKEN_BYTES);
  if (bytes.length !== TOKEN_BYTES) throw new Error(`The random source gave ${bytes.length} bytes instead of ${TOKEN_BYTES}.`);
  return Buffer.from(bytes).toString('base64url');
}

/** True for text shaped like a token; a lookup can refuse anything else without touching the store. */
export function isLoanTokenFormat(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_FORMAT.test(token);
}

/** SHA-256 of the token, hex: stored instead of the token so a copy of the table redeems nothing. */
export function loanTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a token valid from `now` for `ttlMs`. */
export function issueLoanToken(randomBytes: RandomBytes, now: Date, ttlMs: number = LOAN_TOKEN_TTL_MS): LoanTokenGrant {
  const token = generateLoanToken(randomBytes);
  return {
    token,
    digest: loanTokenDigest(token),
    issuedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + ttlMs).toISOString(),
  };
}

/** True once `now` has reached the expiry instant (or when the instant is unreadable). */
export function isLoanTokenExpired(expiresAt: string | Date, now: Date): boolean {
  const expiry = expiresAt instanceof Date ? expiresAt.getTime() : Date.parse(expiresAt);
  if (Number.isNaN(expiry)) return true;
  return now.getTime() >= expiry;
}
