import type { INTEGRATION_TOKEN_TEXTS } from 'shared-rules';

export type TokenRefusal = keyof Pick<typeof INTEGRATION_TOKEN_TEXTS, 'malformed' | 'expired' | 'noExpiry'>;

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * An Encompass integration token is a signed JWT: three base64url parts, the middle one a JSON
 * object with `exp` (seconds). The portal cannot check Encompass's signature; it checks the shape
 * and that the token has not expired, and keeps the expiry so the redirect to /settings/encompass
 * comes back when it passes.
 */
export function integrationTokenExpiry(token: string, now: Date): { expiresAt: Date } | { refusal: TokenRefusal } {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return { refusal: 'malformed' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return { refusal: 'malformed' };
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return { refusal: 'malformed' };
  const { exp } = claims as { exp?: unknown };
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return { refusal: 'noExpiry' };
  const expiresAt = new Date(exp * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { refusal: 'expired' };
  return { expiresAt };
}

/** Whether an internal user's token counts as valid now: set, and not past its expiry (seeded tokens have none). */
export const integrationTokenValid = (has: boolean, expiresAt: Date | null, now: Date) => has && (expiresAt === null || expiresAt > now);
