import {
  analyticsQueryOf,
  analyticsViewFromParams,
  analyticsViewParams,
  customRangeProblem,
  presetRange,
  shiftDay,
} from './analytics-period';

describe('analytics periods', () => {
  it('ends each preset today, both days included', () => {
    expect(presetRange('7', '2026-11-23')).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(presetRange('30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('90', '2026-11-23')).toEqual({ from: '2026-08-26', to: '2026-11-23' });
    expect(shiftDay('2026-03-08', -1)).toBe('2026-03-07');
  });

  it('reads the period from the address, the last 30 days by default', () => {
    expect(analyticsViewFromParams(new URLSearchParams())).toEqual({ preset: '30', from: '', to: '' });
    expect(analyticsViewFromParams(new URLSearchParams('period=yearly'))).toEqual({ preset: '30', from: '', to: '' });
    const custom = analyticsViewFromParams(new URLSearchParams('period=custom&from=2026-11-01&to=2026-11-15'));
    expect(analyticsQueryOf(custom, '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(analyticsViewParams(custom)).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-15' });
    expect(analyticsViewParams({ preset: '30', from: '', to: '' })).toEqual({});
    expect(analyticsViewParams({ preset: '90', from: '', to: '' })).toEqual({ period: '90' });
  });

  it('asks for a custom period only when it is complete, in order and at most 366 days', () => {
    expect(customRangeProblem('2026-11-01', '')).toBe('Choose the first and the last day of the period.');
    expect(customRangeProblem('2026-11-15', '2026-11-01')).toBe('The period ends before it starts.');
    expect(customRangeProblem('2025-01-01', '2026-01-01')).toBeNull();
    expect(customRangeProblem('2025-01-01', '2026-01-02')).toBe('A period is at most 366 days.');
    expect(analyticsQueryOf({ preset: 'custom', from: '2026-11-15', to: '2026-11-01' }, '2026-11-23')).toBeNull();
  });
});
