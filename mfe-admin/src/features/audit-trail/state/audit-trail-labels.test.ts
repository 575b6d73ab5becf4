import { entityLabel, whoLabel } from './audit-trail-labels';

const alex = { id: 'usr-admin-alex', name: 'Alex Morgan', email: 'admin@lender.test' };
const taylor = { id: 'usr-summit-taylor', name: 'Taylor Brooks', email: 'lo@summit.test' };

describe('audit trail labels', () => {
  it('names both people when an administrator acted as a user', () => {
    expect(whoLabel({ actor: taylor, impersonator: alex })).toBe('Alex Morgan acting as Taylor Brooks');
    expect(whoLabel({ actor: alex, impersonator: null })).toBe('Alex Morgan');
  });

  it('names the entity by its type and name, or its id', () => {
    expect(entityLabel({ entityType: 'rule-set', entityId: 'rs-1', entityName: 'Jumbo' })).toBe('Rule set: Jumbo');
    expect(entityLabel({ entityType: 'setting', entityId: 'banner', entityName: null })).toBe('Setting: banner');
    expect(entityLabel({ entityType: 'loan-note', entityId: 'n-1', entityName: null })).toBe('loan-note: n-1');
  });
});
