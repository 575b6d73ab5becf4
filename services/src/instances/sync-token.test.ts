import { signSyncToken, verifySyncToken } from './sync-token';

const SECRET = 'a-secret-every-instance-of-the-portal-shares-0123';
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
    expect(verifySyncToken('another-secret-0123456789-0123456789', token, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'ceo@lender.test' })).toString('base64url');
    expect(verifySyncToken(SECRET, `${header}.${forged}.${signature}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifySyncToken(SECRET, `${header}.${payload}`, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifySyncToken(SECRET, 'not-a-token-at-all-0123456789', NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
