import { fromPickerValue, toPickerValue } from './picker-instant';

describe('picker instants', () => {
  it('turns a stored instant into the local picker value and back', () => {
    const stored = new Date(2026, 11, 24, 9, 30).toISOString();
    expect(toPickerValue(stored)).toBe('2026-12-24 09:30:00');
    expect(fromPickerValue('2026-12-24 09:30:00')).toBe(stored);
  });

  it('answers null for nothing and for a text that names no time', () => {
    expect(toPickerValue(null)).toBeNull();
    expect(toPickerValue('soon')).toBeNull();
    expect(fromPickerValue(null)).toBeNull();
    expect(fromPickerValue('')).toBeNull();
    expect(fromPickerValue('tomorrow')).toBeNull();
  });
});
