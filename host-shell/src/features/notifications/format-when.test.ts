import { formatWhen } from './format-when';

describe('formatWhen', () => {
  const now = new Date(2026, 2, 10, 12, 0, 0);
  it('speaks relatively within a day', () => {
    expect(formatWhen(new Date(2026, 2, 10, 11, 59, 30).toISOString(), now)).toBe('just now');
    expect(formatWhen(new Date(2026, 2, 10, 11, 55).toISOString(), now)).toBe('5 min ago');
    expect(formatWhen(new Date(2026, 2, 10, 9, 0).toISOString(), now)).toBe('3 h ago');
  });
  it('falls back to MM/dd/yyyy', () => {
    expect(formatWhen(new Date(2026, 0, 2, 9, 0).toISOString(), now)).toBe('01/02/2026');
  });
});
