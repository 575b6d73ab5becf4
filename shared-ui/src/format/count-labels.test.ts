import { countLabel, percentLabel } from './count-labels';

describe('count labels', () => {
  it('write whole numbers with thousands separators', () => {
    expect(countLabel(0)).toBe('0');
    expect(countLabel(1204)).toBe('1,204');
  });

  it('write rates as percentages, clamped to 0–100%', () => {
    expect(percentLabel(0.425)).toBe('42.5%');
    expect(percentLabel(0)).toBe('0%');
    expect(percentLabel(1.2)).toBe('100%');
    expect(percentLabel(Number.NaN)).toBe('0%');
  });
});
