import type { ValidationRule } from 'shared-rules';
import { ruleSetChangeSummary, type RuleSetContent } from '../../src/features/rule-sets/rule-set-changes';

const rule = (id: string, fieldIdTemplate = '1109'): ValidationRule => ({ id, ruleType: 'REQUIRED', fieldIdTemplate });
const base: RuleSetContent = { name: 'Loan data', organizationId: null, tags: ['loan-data'], enabled: true, rules: [rule('a'), rule('b')] };

describe('ruleSetChangeSummary', () => {
  it('says a new rule set was created, and how many rules it has', () => {
    expect(ruleSetChangeSummary(null, base)).toBe('Created with 2 rules.');
  });

  it('says "No changes." for the same content, whatever the key order', () => {
    const reordered = { ...base, rules: [{ fieldIdTemplate: '1109', ruleType: 'REQUIRED', id: 'a' } as ValidationRule, rule('b')] };
    expect(ruleSetChangeSummary(base, reordered)).toBe('No changes.');
  });

  it('names rules added, changed and removed, and the set-level changes', () => {
    const after: RuleSetContent = {
      name: 'URLA',
      organizationId: 'org-summit',
      tags: ['urla'],
      enabled: false,
      rules: [rule('b', '4000#'), rule('c')],
    };
    expect(ruleSetChangeSummary(base, after)).toBe(
      'Renamed from "Loan data" to "URLA". Now applies to organization org-summit. Switched off. Tag added: urla. Tag removed: loan-data. ' +
        'Rule added: c. Rule changed: b. Rule removed: a.',
    );
  });

  it('notices rules moved, and shortens long lists', () => {
    expect(ruleSetChangeSummary(base, { ...base, rules: [rule('b'), rule('a')] })).toBe('Rules reordered.');
    const many = Array.from({ length: 8 }, (_, index) => rule(`n${index}`));
    expect(ruleSetChangeSummary(base, { ...base, rules: [...base.rules, ...many] })).toBe('Rules added: n0, n1, n2, n3, n4 and 3 more.');
  });

  it('counts a rule switched back on without its flag as unchanged', () => {
    const switchedOn = { ...base, rules: [{ ...rule('a'), disabled: false }, rule('b')] };
    expect(ruleSetChangeSummary(base, switchedOn)).toBe('No changes.');
    expect(ruleSetChangeSummary(base, { ...base, rules: [{ ...rule('a'), disabled: true }, rule('b')] })).toBe('Rule changed: a.');
  });

  it('tells two rules with the same id apart', () => {
    expect(ruleSetChangeSummary(base, { ...base, rules: [...base.rules, rule('a', '12')] })).toBe('Rule added: a (2).');
  });
});
