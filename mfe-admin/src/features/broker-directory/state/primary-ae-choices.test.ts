import { PERSONA } from 'shared-rules';
import { staffMember } from '../testing/broker-directory-test-kit';
import { primaryAeChoices, staffNamesById } from './primary-ae-choices';

const STAFF = [
  staffMember('ae-2', 'Morgan', 'Reyes'),
  staffMember('ae-1', 'Jordan', 'Blake'),
  staffMember('ae-3', 'Casey', 'Nolan', { disabledLogin: true }),
  staffMember('admin-1', 'Ada', 'Lovelace', { personas: [PERSONA.administrator] }),
];

describe('primary account executive choices', () => {
  it('offers the account executives who can sign in, by name', () => {
    expect(primaryAeChoices(STAFF, null)).toEqual([
      { value: 'ae-1', label: 'Jordan Blake' },
      { value: 'ae-2', label: 'Morgan Reyes' },
    ]);
  });

  it('keeps a company’s current one who could not be chosen now, labelled so', () => {
    expect(primaryAeChoices(STAFF, 'ae-3')).toContainEqual({ value: 'ae-3', label: 'Casey Nolan (cannot be chosen again)' });
    expect(primaryAeChoices(STAFF, 'gone-1')).toContainEqual({ value: 'gone-1', label: 'Unknown user (cannot be chosen again)' });
  });

  it('names every staff member, disabled or not', () => {
    expect(staffNamesById(STAFF).get('ae-3')).toBe('Casey Nolan');
  });
});
