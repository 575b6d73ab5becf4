import { LOAN_MENU, isMenuGroup, loanTabLabel, parseLoanPath } from './loan-menu';

describe('loan menu', () => {
  it('groups URLA and State Specific Data under Loan Information', () => {
    const group = LOAN_MENU.find((entry) => entry.slug === 'loan-data');
    expect(group && isMenuGroup(group) && group.children.map((tab) => tab.slug)).toEqual(['urla', 'additional']);
  });

  it('labels tabs as the tab table does', () => {
    expect(loanTabLabel('pricer')).toBe('Pricing & Lock');
    expect(loanTabLabel('additional')).toBe('State Specific Data');
    expect(loanTabLabel('nope')).toBeNull();
  });
});

describe('parseLoanPath', () => {
  it('reads loan id and tab, defaulting to workflow', () => {
    expect(parseLoanPath('/loan/L-1/summary')).toEqual({ loanId: 'L-1', tab: 'summary' });
    expect(parseLoanPath('/loan/L-1/preview/request')).toEqual({ loanId: 'L-1', tab: 'preview/request' });
    expect(parseLoanPath('/loan/L-1')).toEqual({ loanId: 'L-1', tab: 'workflow' });
    expect(parseLoanPath('/pipeline')).toBeNull();
  });
});
