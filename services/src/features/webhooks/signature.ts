/**
 * Standard Webhooks signatures (https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md):
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret's base64 key (after `whsec_`).
 * The spec's few lines rather than the `standardwebhooks` package, whose verifier is all the package
 * adds and which the portal does not need; `signature.test.ts` checks them against the spec's test vector.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';
/** Standard Webhooks asks for 24 to 64 bytes. */
const SECRET_BYTES = 32;

/** A new secret: `whsec_` + base64 of 32 random bytes. */
export const generateWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;

/** One `v1,<base64>` signature of `id.timestamp.body`. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  const digest = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`, 'utf8').digest('base64');
  return `v1,${digest}`;
}

/** The `webhook-signature` header: one signature per secret, space separated (both during a rotation's overlap). */
export const signatureHeader = (secrets: readonly string[], id: string, timestampSeconds: number, body: string): string =>
  secrets.map((secret) => signWebhook(secret, id, timestampSeconds, body)).join(' ');
