import type { RuleSet } from '../rules/types';
import { LOAN_TAB_RULE_TAGS, loanTabsContextFor, ruleModeActive } from './tab-conditions';
import { loanTabs } from './tabs';

const dscrRules: RuleSet[] = [
  {
    enabled: true,
    tags: [LOAN_TAB_RULE_TAGS.restrictedDscr],
    rules: [
      {
        id: 'dscr-program',
        ruleType: 'LOGICAL',
        logicalOperator: 'AND',
        conditions: [{ fieldId: '1401', operator: 'NOT_CONTAINS', value: 'DSCR' }],
        executionRules: [{ id: 'not-dscr', ruleType: 'ERROR', customErrorMessage: 'Not a DSCR loan.' }],
      },
    ],
  },
  {
    enabled: true,
    tags: [LOAN_TAB_RULE_TAGS.cdPreview],
    rules: [{ id: 'preview', ruleType: 'REQUIRED', fieldIdTemplate: 'CX.CORE.DISCPREVIEW' }],
  },
];

const base = {
  variant: 'WH' as const,
  workflow: { steps: [{ name: 'Registration' }, { name: 'Credit' }, { name: 'AUS' }], currentStepIndex: 1 },
  ruleSets: dscrRules,
  flags: { earlyIcd: true, hoiOptOutPage: false },
  adverseActionLock: false,
};

describe('loan tab conditions', () => {
  it('a mode without rules is off, and on only when all its rules pass', () => {
    expect(ruleModeActive([], LOAN_TAB_RULE_TAGS.hideIcd, {})).toBe(false);
    expect(ruleModeActive(dscrRules, LOAN_TAB_RULE_TAGS.restrictedDscr, { 1401: 'DSCR 30 Year Fixed' })).toBe(true);
    expect(ruleModeActive(dscrRules, LOAN_TAB_RULE_TAGS.restrictedDscr, { 1401: 'Conventional 30 Year Fixed' })).toBe(false);
  });

  it('opens Credit once the workflow reached its Credit step, not AUS before its step', () => {
    const context = loanTabsContextFor({ ...base, values: { 1401: 'Conventional 30 Year Fixed' } });
    const slugs = loanTabs(context).map((tab) => tab.slug);
    expect(slugs).toContain('credit');
    expect(slugs).not.toContain('aus');
    expect(slugs).toContain('preview/request');
    expect(slugs).not.toContain('preview');
    expect(slugs).toContain('appraisals');
  });

  it('restricted DSCR removes AUS, Pricing, Fees and Workflow; the CD-preview rule opens Preview', () => {
    const context = loanTabsContextFor({
      ...base,
      workflow: { ...base.workflow, currentStepIndex: 2 },
      values: { 1401: 'DSCR 30 Year Fixed', 'CX.CORE.DISCPREVIEW': 'Y' },
    });
    const slugs = loanTabs(context).map((tab) => tab.slug);
    expect(slugs).toEqual(expect.arrayContaining(['credit', 'preview', 'documents']));
    for (const hidden of ['aus', 'pricer', 'fees', 'workflow']) expect(slugs).not.toContain(hidden);
  });

  it('without a workflow Credit and AUS stay closed; the adverse-action lock leaves Documents alone', () => {
    expect(loanTabs(loanTabsContextFor({ ...base, workflow: null, values: {} })).map((tab) => tab.slug)).not.toContain('credit');
    expect(loanTabs(loanTabsContextFor({ ...base, values: {}, adverseActionLock: true })).map((tab) => tab.slug)).toEqual(['documents']);
  });
});
