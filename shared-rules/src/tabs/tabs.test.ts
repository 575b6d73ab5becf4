import type { LoanTabsContext } from './tabs';
import { flattenLoanTabs, loanTabAllowed, loanTabOfPath, loanTabs, openPreviewTabs, previewTabs } from './tabs';

const base: LoanTabsContext = {
  variant: 'DEL',
  creditStepReached: false,
  ausStepReached: false,
  cdPreviewAllowed: false,
  earlyIcdEnabled: false,
  icdHidden: false,
  hoiOptOutPageEnabled: false,
  restrictedDscr: false,
  adverseActionLock: false,
};
const slugs = (context: Partial<LoanTabsContext>) => loanTabs({ ...base, ...context }).map((tab) => tab.slug);

describe('loanTabs', () => {
  it('lists the default order, loan-data standing for urla', () => {
    expect(slugs({})).toEqual([
      'workflow',
      'summary',
      'loan-data',
      'pricer',
      'fees',
      'disclosure-tracking',
      'esign',
      'conditions',
      'documents',
      'title-companies',
      'change-of-circumstance',
      'schedule-closing',
      'contacts',
    ]);
  });
  it('puts every conditional tab at its position in the final list', () => {
    const all = slugs({
      variant: 'WH',
      creditStepReached: true,
      ausStepReached: true,
      cdPreviewAllowed: true,
      earlyIcdEnabled: true,
      hoiOptOutPageEnabled: true,
    });
    expect(all.indexOf('credit')).toBe(3);
    expect(all.indexOf('aus')).toBe(6);
    expect(all.indexOf('preview')).toBe(7);
    expect(all.indexOf('preview/request')).toBe(8);
    expect(all.indexOf('homeowners-insurance')).toBe(13);
    expect(all.indexOf('appraisals')).toBe(14);
    expect(all).toHaveLength(19);
  });
  it('keeps relative order when only some conditional tabs apply', () => {
    expect(slugs({ ausStepReached: true })).toEqual([
      'workflow',
      'summary',
      'loan-data',
      'pricer',
      'fees',
      'aus',
      'disclosure-tracking',
      'esign',
      'conditions',
      'documents',
      'title-companies',
      'change-of-circumstance',
      'schedule-closing',
      'contacts',
    ]);
  });
  it('applies each condition', () => {
    expect(slugs({ creditStepReached: true })).toContain('credit');
    expect(slugs({ cdPreviewAllowed: true })).toContain('preview');
    expect(slugs({ earlyIcdEnabled: true })).toContain('preview/request');
    expect(slugs({ earlyIcdEnabled: true, icdHidden: true })).not.toContain('preview/request');
    expect(slugs({ hoiOptOutPageEnabled: true })).toContain('homeowners-insurance');
    expect(slugs({ variant: 'WH' })).toContain('appraisals');
    expect(slugs({ variant: 'NONDEL' })).toContain('appraisals');
    expect(slugs({ variant: 'DEL' })).not.toContain('appraisals');
    expect(slugs({ variant: null })).not.toContain('appraisals');
  });
  it('restricted DSCR removes AUS, Pricing, Fees and Workflow', () => {
    const tabs = slugs({ restrictedDscr: true, ausStepReached: true });
    for (const slug of ['aus', 'pricer', 'fees', 'workflow']) expect(tabs).not.toContain(slug);
    expect(tabs[0]).toBe('summary');
  });
  it('the adverse-action lock leaves Documents only', () => {
    expect(loanTabs({ ...base, adverseActionLock: true, creditStepReached: true })).toEqual([{ slug: 'documents', label: 'Documents' }]);
  });
  it('loan-data is the parent of urla and additional, with the spec labels', () => {
    const loanData = loanTabs(base).find((tab) => tab.slug === 'loan-data');
    expect(loanData).toEqual({
      slug: 'loan-data',
      label: 'Loan Information',
      children: [
        { slug: 'urla', label: 'URLA' },
        { slug: 'additional', label: 'State Specific Data' },
      ],
    });
    expect(loanTabs({ ...base, variant: 'WH' }).find((tab) => tab.slug === 'pricer')?.label).toBe('Pricing & Lock');
  });
  it('flattens and checks slugs', () => {
    const tabs = loanTabs(base);
    expect(flattenLoanTabs(tabs).slice(0, 5)).toEqual(['workflow', 'summary', 'loan-data', 'urla', 'additional']);
    expect(loanTabAllowed(tabs, 'additional')).toBe(true);
    expect(loanTabAllowed(tabs, 'credit')).toBe(false);
  });
});

describe('previewTabs', () => {
  it('shows ICD Request only with early ICD on and ICD not hidden', () => {
    expect(previewTabs({ earlyIcdEnabled: false, icdHidden: false }).map((tab) => tab.label)).toEqual(['LE Preview', 'CD Preview']);
    expect(previewTabs({ earlyIcdEnabled: true, icdHidden: false }).map((tab) => tab.slug)).toEqual(['le', 'cd', 'request']);
    expect(previewTabs({ earlyIcdEnabled: true, icdHidden: true })).toHaveLength(2);
  });
});

describe('openPreviewTabs', () => {
  const slugs = (context: Partial<LoanTabsContext>) => openPreviewTabs(loanTabs({ ...base, ...context })).map((tab) => tab.slug);
  it('follows the tab rules: LE and CD with the CD-preview rule, ICD Request with early ICD on and ICD not hidden', () => {
    expect(slugs({})).toEqual([]);
    expect(slugs({ cdPreviewAllowed: true })).toEqual(['le', 'cd']);
    expect(slugs({ cdPreviewAllowed: true, earlyIcdEnabled: true })).toEqual(['le', 'cd', 'request']);
    expect(slugs({ cdPreviewAllowed: true, earlyIcdEnabled: true, icdHidden: true })).toEqual(['le', 'cd']);
    expect(slugs({ earlyIcdEnabled: true })).toEqual(['request']);
    expect(slugs({ cdPreviewAllowed: true, earlyIcdEnabled: true, adverseActionLock: true })).toEqual([]);
  });
});

describe('loanTabOfPath', () => {
  it('reads the tab an address opens, the preview sub-tabs under LE/CD Preview', () => {
    expect(loanTabOfPath('urla')).toBe('urla');
    expect(loanTabOfPath('preview/le')).toBe('preview');
    expect(loanTabOfPath('preview/cd')).toBe('preview');
    expect(loanTabOfPath('preview/request')).toBe('preview/request');
    expect(loanTabOfPath('preview/xx')).toBeNull();
    expect(loanTabOfPath('hasOwnProperty')).toBeNull();
  });
});
