import type { AuthUser } from './auth-user';
import { VerifiedTokenCache } from './verified-token-cache';

const user = (id: string): AuthUser => ({ id, userType: 'external', organizationId: 'org-1', personas: [] });

describe('VerifiedTokenCache', () => {
  it('answers for a token until its expiry, never at or after it', () => {
    const cache = new VerifiedTokenCache(10);
    cache.set('token-a', user('a'), 1_000);
    expect(cache.get('token-a', 999)?.id).toBe('a');
    expect(cache.get('token-a', 1_000)).toBeUndefined();
    // Once expired the entry is gone, even if the clock were to go back.
    expect(cache.get('token-a', 500)).toBeUndefined();
  });

  it('knows only the exact token strings it was given', () => {
    const cache = new VerifiedTokenCache(10);
    cache.set('token-a', user('a'), 1_000);
    expect(cache.get('token-a ', 0)).toBeUndefined();
    expect(cache.get('token-b', 0)).toBeUndefined();
  });

  it('keeps at most maxEntries tokens, forgetting the oldest first', () => {
    const cache = new VerifiedTokenCache(2);
    cache.set('token-a', user('a'), 1_000);
    cache.set('token-b', user('b'), 1_000);
    cache.set('token-c', user('c'), 1_000);
    expect(cache.get('token-a', 0)).toBeUndefined();
    expect(cache.get('token-b', 0)?.id).toBe('b');
    expect(cache.get('token-c', 0)?.id).toBe('c');
  });
});
