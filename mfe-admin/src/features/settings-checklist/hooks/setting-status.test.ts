import { settingStatusOf, type SettingRead } from './setting-status';

const read = (overrides: Partial<SettingRead>): SettingRead => ({ isLoading: false, isError: false, entry: undefined, ...overrides });

describe('settingStatusOf', () => {
  it('counts a setting saved at least once as configured, with when', () => {
    expect(settingStatusOf(read({ entry: { version: 2, updatedAt: '2026-11-20T10:00:00.000Z' } }))).toEqual({
      kind: 'configured',
      updatedAt: '2026-11-20T10:00:00.000Z',
      by: 'saved',
    });
  });

  it('does not count the default the server answers for a key never saved (version 0)', () => {
    expect(settingStatusOf(read({ entry: { version: 0, updatedAt: null } }))).toEqual({ kind: 'not-configured' });
  });

  it('counts a setting the environment configures even though it was never saved', () => {
    expect(settingStatusOf(read({ entry: { version: 0, updatedAt: null } }), true)).toEqual({
      kind: 'configured',
      updatedAt: null,
      by: 'environment',
    });
    expect(settingStatusOf(read({ isError: true, errorStatus: 404 }), true).kind).toBe('configured');
  });

  it('reads a 404 as never saved, any other failure as unknown, and a pending read as loading', () => {
    expect(settingStatusOf(read({ isError: true, errorStatus: 404 }))).toEqual({ kind: 'not-configured' });
    expect(settingStatusOf(read({ isError: true, errorStatus: 500 }))).toEqual({ kind: 'unknown' });
    expect(settingStatusOf(read({ isLoading: true }))).toEqual({ kind: 'loading' });
  });
});
