import { createHash, timingSafeEqual } from 'node:crypto';

/** METRICS_TOKEN shorter than this is refused at start: a scraper's token is guessed otherwise. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Checks `Authorization: Bearer <token>` against the configured token in constant time (both are
 * hashed first, so neither their content nor their length shows in the timing).
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

/** METRICS_TOKEN, or undefined (metrics off); a short token stops the start. */
export function metricsTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters (e.g. openssl rand -base64 32).`);
  }
  return token;
}
