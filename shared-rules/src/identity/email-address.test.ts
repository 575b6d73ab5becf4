import { isEmailShaped, normaliseEmail, sameEmail } from './email-address';

describe('normaliseEmail', () => {
  it('trims and lower-cases the whole address, local part included', () => {
    expect(normaliseEmail('  Ann.Lee@Summit.TEST \n')).toBe('ann.lee@summit.test');
    expect(normaliseEmail('MIXED@Case.test')).toBe('mixed@case.test');
  });

  it('folds nothing else: dots and plus tags stay distinct mailboxes', () => {
    expect(normaliseEmail('Ann.Lee+Loans@Gmail.com')).toBe('ann.lee+loans@gmail.com');
    expect(sameEmail('ann.lee@gmail.com', 'annlee@gmail.com')).toBe(false);
    expect(sameEmail('ann+a@gmail.com', 'ann@gmail.com')).toBe(false);
  });

  it('makes one form of the same letters however they were composed', () => {
    const composed = 'jos\u00e9@example.test';
    const decomposed = 'jose\u0301@example.test';
    expect(normaliseEmail(decomposed)).toBe(composed);
    expect(sameEmail('JOSE\u0301@example.test', composed)).toBe(true);
  });

  it('is idempotent', () => {
    for (const address of ['A@B.c', ' x@y.z ', 'jose\u0301@E.test', '']) {
      expect(normaliseEmail(normaliseEmail(address))).toBe(normaliseEmail(address));
    }
  });
});

describe('isEmailShaped', () => {
  it('accepts a normalised address and refuses what has no domain, spaces or is too long', () => {
    expect(isEmailShaped('ann@summit.test')).toBe(true);
    expect(isEmailShaped('ann@summit')).toBe(false);
    expect(isEmailShaped('ann lee@summit.test')).toBe(false);
    expect(isEmailShaped(`${'a'.repeat(245)}@summit.test`)).toBe(false);
  });
});
