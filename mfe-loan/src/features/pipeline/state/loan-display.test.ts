import { amountLabel, borrowerLabel, channelLabel, dateLabel } from './loan-display';

describe('loan display', () => {
  it('names the channel as the wizard does', () => {
    expect(channelLabel({ channel: 'Banked - Wholesale', delegated: false })).toBe('Brokered - Wholesale');
    expect(channelLabel({ channel: 'Correspondent', delegated: true })).toBe('Correspondent Delegated');
    expect(channelLabel({ channel: 'Correspondent', delegated: false })).toBe('Correspondent Non-Delegated');
  });

  it('formats amounts and dates', () => {
    expect(amountLabel(350000)).toBe('$350,000.00');
    expect(amountLabel(null)).toBe('—');
    expect(dateLabel('2026-03-07T15:04:05.000Z')).toBe('03/07/2026');
  });

  it('truncates long borrower names and notes missing ones', () => {
    expect(borrowerLabel('Ana Maria Concepcion de la Cruz Villanueva')).toBe('Ana Maria Concepcion de la Cr…');
    expect(borrowerLabel('  ')).toBe('No borrower yet');
  });
});
