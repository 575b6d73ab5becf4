import { randomBytes } from 'node:crypto';
import { LOAN_TOKEN_TTL_MS, generateLoanToken, isLoanTokenExpired, isLoanTokenFormat, issueLoanToken, loanTokenDigest } from './loan-token';

const fixedBytes = (size: number) => Uint8Array.from({ length: size }, (_, index) => index);

describe('loan tokens', () => {
  it('turns 32 random bytes into 43 base64url characters', () => {
    const token = generateLoanToken(fixedBytes);
    expect(token).toBe(Buffer.from(fixedBytes(32)).toString('base64url'));
    expect(isLoanTokenFormat(token)).toBe(true);
    expect(generateLoanToken(randomBytes)).not.toBe(generateLoanToken(randomBytes));
  });

  it('refuses a random source that gives too few bytes', () => {
    expect(() => generateLoanToken(() => new Uint8Array(8))).toThrow('gave 8 bytes instead of 32');
  });

  it('issues a token with its digest and expiry', () => {
    const now = new Date('2026-03-01T12:00:00.000Z');
    const grant = issueLoanToken(fixedBytes, now);
    expect(grant.issuedAt).toBe('2026-03-01T12:00:00.000Z');
    expect(grant.expiresAt).toBe(new Date(now.getTime() + LOAN_TOKEN_TTL_MS).toISOString());
    expect(grant.digest).toBe(loanTokenDigest(grant.token));
    expect(grant.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(grant.digest).not.toContain(grant.token);
  });

  it('expires at the expiry instant, and treats an unreadable expiry as expired', () => {
    const expiresAt = '2026-03-01T13:00:00.000Z';
    expect(isLoanTokenExpired(expiresAt, new Date('2026-03-01T12:59:59.999Z'))).toBe(false);
    expect(isLoanTokenExpired(expiresAt, new Date('2026-03-01T13:00:00.000Z'))).toBe(true);
    expect(isLoanTokenExpired(new Date(expiresAt), new Date('2026-03-02T00:00:00.000Z'))).toBe(true);
    expect(isLoanTokenExpired('soon', new Date('2026-03-01T12:00:00.000Z'))).toBe(true);
  });

  it('recognises only token-shaped text', () => {
    for (const candidate of ['', 'abc', `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`, 42, null]) {
      expect(isLoanTokenFormat(candidate)).toBe(false);
    }
  });
});
