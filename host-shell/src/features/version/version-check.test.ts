import { createVersionWatcher, fetchBuildId } from './version-check';

describe('version check', () => {
  it("compares with the bundle's own build, so a deploy before the first check is not missed", () => {
    const watcher = createVersionWatcher('build-1');
    expect(watcher.observe(null)).toBe(false);
    expect(watcher.observe('build-1')).toBe(false);
    expect(createVersionWatcher('build-1').observe('build-2')).toBe(true);
  });

  it('without a build in the bundle (a development build), takes the first answer as the loaded build', () => {
    const watcher = createVersionWatcher();
    expect(watcher.observe('build-1')).toBe(false);
    expect(watcher.observe('build-1')).toBe(false);
    expect(watcher.observe(null)).toBe(false);
    expect(watcher.observe('build-2')).toBe(true);
  });

  it('ignores failures of the check', async () => {
    const failing = jest.fn().mockRejectedValue(new TypeError('offline')) as unknown as typeof fetch;
    expect(await fetchBuildId(failing)).toBeNull();
    const serverError = jest.fn().mockResolvedValue({ ok: false, json: async () => ({}) }) as unknown as typeof fetch;
    expect(await fetchBuildId(serverError)).toBeNull();
    const ok = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ message: 'b-7' }) }) as unknown as typeof fetch;
    expect(await fetchBuildId(ok)).toBe('b-7');
    expect(ok).toHaveBeenCalledWith('/api/version', { cache: 'no-store' });
  });
});
