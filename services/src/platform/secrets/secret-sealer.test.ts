import { secretSealer } from './secret-sealer';

const KEY = 'a-secrets-key-of-at-least-thirty-two-characters';

describe('secretSealer', () => {
  it('opens what it sealed, and never seals the same text the same way twice', () => {
    const sealer = secretSealer(KEY);
    const first = sealer.seal('sk-test-123');
    const second = sealer.seal('sk-test-123');
    expect(first).not.toBe(second);
    expect(first).not.toContain('sk-test-123');
    expect(first.startsWith('v1.')).toBe(true);
    expect(sealer.open(first)).toBe('sk-test-123');
    expect(sealer.open(second)).toBe('sk-test-123');
  });

  it('refuses a sealed text that was altered, or sealed with another key', () => {
    const sealed = secretSealer(KEY).seal('sk-test-123');
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = `${ciphertext.slice(0, -2)}${ciphertext.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(() => secretSealer(KEY).open([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => secretSealer(`${KEY}-other`).open(sealed)).toThrow();
    expect(() => secretSealer(KEY).open('plain text')).toThrow('Not a sealed secret.');
  });

  it('refuses a short SECRETS_KEY', () => {
    expect(() => secretSealer('short')).toThrow('SECRETS_KEY must be at least 32 characters.');
  });
});
