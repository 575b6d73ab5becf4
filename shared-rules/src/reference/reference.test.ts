import { MONTH_NAMES, monthOptions, stateName, US_STATES, US_TERRITORY_CODES, yearOptions } from './reference';

describe('reference lists', () => {
  it('holds 50 states, DC and the eight territories, each once', () => {
    expect(US_STATES).toHaveLength(59);
    expect(new Set(US_STATES.map((state) => state.value)).size).toBe(59);
    for (const code of [...US_TERRITORY_CODES, 'DC']) expect(US_STATES.some((state) => state.value === code)).toBe(true);
    expect(US_STATES.every((state) => /^[A-Z]{2}$/.test(state.value))).toBe(true);
    expect(stateName(' ca')).toBe('California');
    expect(stateName('XX')).toBeNull();
  });
  it('years run from 1890 to the given year', () => {
    const years = yearOptions(2026);
    expect(years[0]).toEqual({ label: '1890', value: 1890 });
    expect(years.at(-1)).toEqual({ label: '2026', value: 2026 });
    expect(years).toHaveLength(137);
    expect(yearOptions(1800)).toEqual([]);
  });
  it('months', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(monthOptions()[11]).toEqual({ label: 'December', value: 12 });
  });
});
