import { formatHelpEmailDate } from './help-email-date';

describe('formatHelpEmailDate', () => {
  it('formats as MM/DD/YYYY h:mm:ss a', () => {
    expect(formatHelpEmailDate(new Date(2026, 2, 7, 21, 5, 3))).toBe('03/07/2026 9:05:03 PM');
    expect(formatHelpEmailDate(new Date(2026, 10, 21, 0, 0, 0))).toBe('11/21/2026 12:00:00 AM');
    expect(formatHelpEmailDate(new Date(2026, 10, 21, 12, 30, 59))).toBe('11/21/2026 12:30:59 PM');
  });
});
