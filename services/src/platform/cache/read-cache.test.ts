import { ReadCache } from './read-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function cacheWithClock(ttlMs = 1000, maxEntries = 100) {
  const clock = { now: 0 };
  return { clock, cache: new ReadCache<string>({ ttlMs, maxEntries, now: () => clock.now }) };
}

describe('ReadCache', () => {
  it('serves a stored value until its TTL, then reads again', async () => {
    const { clock, cache } = cacheWithClock(1000);
    const load = jest.fn(async () => `read at ${clock.now}`);
    expect(await cache.get('a', load)).toBe('read at 0');
    clock.now = 999;
    expect(await cache.get('a', load)).toBe('read at 0');
    clock.now = 1000;
    expect(await cache.get('a', load)).toBe('read at 1000');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses of the same key, not between keys', async () => {
    const { cache } = cacheWithClock();
    const load = jest.fn(async () => 'value');
    await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('b', load)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never stores a load that was running when its key was invalidated', async () => {
    const { cache } = cacheWithClock();
    const before = deferred<string>();
    const pending = cache.get('a', () => before.promise);
    cache.delete('a');
    before.resolve('old');
    expect(await pending).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('drops a load that failed, so the next read tries again', async () => {
    const { cache } = cacheWithClock();
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'back')).toBe('back');
  });

  it('drops by tag, and drops running loads whose tags are not known yet', async () => {
    const { cache } = cacheWithClock();
    await cache.get(
      'summit-user',
      async () => 's',
      () => ['org:summit'],
    );
    await cache.get(
      'harbor-user',
      async () => 'h',
      () => ['org:harbor'],
    );
    const running = deferred<string>();
    const pending = cache.get(
      'unknown-user',
      () => running.promise,
      () => ['org:harbor'],
    );
    cache.deleteTagged('org:summit');
    running.resolve('u');
    await pending;
    expect(await cache.get('summit-user', async () => 's2')).toBe('s2');
    expect(await cache.get('harbor-user', async () => 'h2')).toBe('h');
    expect(await cache.get('unknown-user', async () => 'u2')).toBe('u2');
  });

  it('drops by key prefix and keeps at most maxEntries, the oldest going first', async () => {
    const { cache } = cacheWithClock(1000, 2);
    await cache.get('org-1|a', async () => '1a');
    await cache.get('org-2|a', async () => '2a');
    cache.deletePrefixed('org-1|');
    expect(cache.size).toBe(1);
    await cache.get('org-3|a', async () => '3a');
    await cache.get('org-4|a', async () => '4a');
    expect(cache.size).toBe(2);
    expect(await cache.get('org-2|a', async () => 'reloaded')).toBe('reloaded');
  });
});
