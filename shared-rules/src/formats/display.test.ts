import { formatForDisplay } from './display';

describe('formatForDisplay', () => {
  it.each<[Parameters<typeof formatForDisplay>[0], unknown, string]>([
    ['CURRENCY', 1234.5, '$1,234.50'],
    ['CURRENCY', '1,000', '$1,000.00'],
    ['CURRENCY', '-25', '-$25.00'],
    ['CURRENCY', 'n/a', 'n/a'],
    ['PERCENT', '6.125', '6.125%'],
    ['PERCENT', 7, '7%'],
    ['PERCENT', 'x', 'x'],
    ['FIXED', '3.14159', '3.14'],
    ['FIXED', 'x', 'x'],
    ['INT', 1234.6, '1,235'],
    ['INT', 'x', 'x'],
    ['DATE', '2024-02-09', '02/09/2024'],
    ['DATE', '2024-02-09T10:00:00Z', '02/09/2024'],
    ['DATE', '2024-02-10T01:30:00Z', '02/09/2024'],
    ['DATE', '02/30/2024', '02/30/2024'],
    ['DATE', '2/9/2024', '02/09/2024'],
    ['DATE', 'tomorrow', 'tomorrow'],
    ['BOOLEAN', 'Y', 'Yes'],
    ['BOOLEAN', true, 'Yes'],
    ['BOOLEAN', 'X', 'Yes'],
    ['BOOLEAN', 'false', 'No'],
    ['BOOLEAN', 'maybe', 'maybe'],
    ['STATE', 'pr', 'Puerto Rico'],
    ['STATE', 'ZZ', 'ZZ'],
    ['PHONE', '5551234567', '555-123-4567'],
    ['PHONE', '555123456712', '555-123-4567 x12'],
    ['PHONE', '12345', '12345'],
    ['STRING', '  hi ', 'hi'],
    ['STRING', null, ''],
    ['CURRENCY', { a: 1 }, ''],
  ])('%s %p → %p', (type, value, expected) => {
    expect(formatForDisplay(type, value)).toBe(expected);
  });
  it('uses options for OPTION and places for FIXED and PERCENT', () => {
    const options = [{ text: 'Purchase', value: 'P' }];
    expect(formatForDisplay('OPTION', 'P', { options })).toBe('Purchase');
    expect(formatForDisplay('OPTION', 'R', { options })).toBe('R');
    expect(formatForDisplay('OPTION', 'R')).toBe('R');
    expect(formatForDisplay('FIXED', 2, { places: 4 })).toBe('2.0000');
    expect(formatForDisplay('PERCENT', 6.12345, { places: 2 })).toBe('6.12%');
  });
});
