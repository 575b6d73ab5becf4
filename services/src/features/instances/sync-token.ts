import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { INSTANCE_SYNC_TOKEN_SECONDS } from 'shared-rules';

/** What a sync token says: who (by email: ids differ between instances), for which instance, until when. */
export interface SyncTokenClaims {
  /** Single use: the receiving instance records it once exchanged. */
  jti: string;
  /** The user's email address. */
  sub: string;
  /** The base URL of the instance that may exchange it. */
  aud: string;
  /** The base URL of the instance that issued it. */
  iss: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
}

export type SyncTokenCheck = { ok: true; claims: SyncTokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

// `typ` keeps a sync token from ever passing for an access token, or the other way round.
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'instance-sync' })).toString('base64url');

const signature = (secret: string, signed: string) => createHmac('sha256', secret).update(signed).digest();

/**
 * A token for `sub` to open `aud`, made by `iss` at `now`: `header.payload.signature`
 * (base64url), HMAC-SHA256 with the secret every instance of the portal shares. It works
 * `INSTANCE_SYNC_TOKEN_SECONDS` seconds.
 */
export function signSyncToken(
  secret: string,
  subject: { sub: string; aud: string; iss: string },
  now: Date,
  jti: string = randomUUID(),
): { token: string; claims: SyncTokenClaims } {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: SyncTokenClaims = { jti, ...subject, iat, exp: iat + INSTANCE_SYNC_TOKEN_SECONDS };
  const signed = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return { token: `${signed}.${signature(secret, signed).toString('base64url')}`, claims };
}

function isClaims(value: unknown): value is SyncTokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<keyof SyncTokenClaims, unknown>;
  return (
    typeof claims.jti === 'string' &&
    claims.jti.length > 0 &&
    claims.jti.length <= 100 &&
    typeof claims.sub === 'string' &&
    typeof claims.aud === 'string' &&
    typeof claims.iss === 'string' &&
    Number.isInteger(claims.iat) &&
    Number.isInteger(claims.exp)
  );
}

/**
 * The claims of a token this secret signed, when it has not expired at `now`. The signature is
 * compared in constant time and checked before anything of the payload is trusted; a token whose
 * lifetime is longer than the portal gives is refused as invalid (a stolen secret aside, none is).
 * The audience and single use are the caller's to check.
 */
export function verifySyncToken(secret: string, token: string, now: Date): SyncTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(parts[2], 'base64url');
  const expected = signature(secret, `${parts[0]}.${parts[1]}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(claims) || claims.exp - claims.iat > INSTANCE_SYNC_TOKEN_SECONDS) return { ok: false, reason: 'invalid' };
  if (now.getTime() >= claims.exp * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/**
 * What a token claims without checking its signature, for the audit of a refused one (who a
 * forged link tried to sign in as, and from where): each claim cut to 200 characters; null when
 * the token is not three parts of JSON.
 */
export function unverifiedClaims(token: string): Partial<Record<'jti' | 'sub' | 'aud' | 'iss', string>> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof payload !== 'object' || payload === null) return null;
    const claims: Partial<Record<'jti' | 'sub' | 'aud' | 'iss', string>> = {};
    for (const key of ['jti', 'sub', 'aud', 'iss'] as const) {
      if (typeof payload[key] === 'string') claims[key] = (payload[key] as string).slice(0, 200);
    }
    return claims;
  } catch {
    return null;
  }
}
