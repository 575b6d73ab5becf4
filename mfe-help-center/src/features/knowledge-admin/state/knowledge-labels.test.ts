import { audienceLabel, AUDIENCE_OPTIONS, documentCountLabel } from './knowledge-labels';

describe('knowledge labels', () => {
  it('names every audience of the contract, and shows an unknown one as stored', () => {
    expect(AUDIENCE_OPTIONS.map((option) => option.label)).toEqual([
      'Brokers (external users)',
      'Staff (internal users)',
      'Loan officers',
      'Loan processors',
      'Account executives',
      'Administrators',
    ]);
    expect(audienceLabel('everyone')).toBe('Everyone (no audience set)');
    expect(audienceLabel('role:uw')).toBe('role:uw');
  });

  it('counts documents', () => {
    expect(documentCountLabel(1)).toBe('1 document');
    expect(documentCountLabel(3)).toBe('3 documents');
    expect(documentCountLabel(1200)).toBe('1,200 documents');
  });
});
