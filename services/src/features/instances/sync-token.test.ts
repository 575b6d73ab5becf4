import { randomBytes } from 'node:crypto';
import { signSyncToken, unverifiedClaims, verifySyncToken } from './sync-token';

const SECRET = randomBytes(32).toString('base64url');
const NOW = new Date('2026-11-24T15:00:00.000Z');
const SUBJECT = { sub: 'admin@lender.test', aud: 'https://portal.lender.com', iss: 'https://staging.lender.com' };
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('instance sync tokens', () => {
  it('carry who, for which instance and until when, for a minute', () => {
    const { token, claims } = signSyncToken(SECRET, SUBJECT, NOW, 'jti-1');
    expect(claims).toEqual({ jti: 'jti-1', ...SUBJECT, iat: NOW.getTime() / 1000, exp: NOW.getTime() / 1000 + 60 });
    expect(verifySyncToken(SECRET, token, later(59))).toEqual({ ok: true, claims });
    expect(verifySyncToken(SECRET, token, later(60))).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse another secret’s token, a changed payload and what is not a token', () => {
    const { token } = signSyncToken(SECRET, SUBJECT, NOW);
    expect(verifySyncToken(randomBytes(32).toString('base64url'), token, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'ceo@lender.test' })).toString('base64url');
    expect(verifySyncToken(SECRET, `${header}.${forged}.${signature}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifySyncToken(SECRET, `${header}.${payload}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifySyncToken(SECRET, 'not-a-token-at-all-0123456789', NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('tell what a refused token claims, for its audit, without trusting it', () => {
    const { token } = signSyncToken(SECRET, SUBJECT, NOW, 'jti-2');
    expect(unverifiedClaims(token)).toEqual({ jti: 'jti-2', ...SUBJECT });
    const long = `${'x'.repeat(300)}@lender.test`;
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: long, exp: 'soon' })).toString('base64url');
    expect(unverifiedClaims(`${header}.${payload}.${signature}`)).toEqual({ sub: long.slice(0, 200) });
    expect(unverifiedClaims('not-a-token')).toBeNull();
    expect(unverifiedClaims('a.b.c')).toBeNull();
  });
});
