import { createVersionWatcher, fetchBuildId } from './version-check';

describe('version check', () => {
  it('reports a new version only when the build id changes after load', () => {
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
