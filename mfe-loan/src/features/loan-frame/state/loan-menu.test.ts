import { DEFAULT_LOAN_TAB, loanMenuTabs, loanTabLabel, parseLoanPath } from './loan-menu';

describe('loan menu', () => {
  it('follows the default tab order, with Loan Information holding URLA and State Specific Data', () => {
    const tabs = loanMenuTabs();
    expect(tabs[0].slug).toBe('workflow');
    const loanData = tabs.find((tab) => tab.slug === 'loan-data');
    expect(loanData?.children?.map((tab) => tab.slug)).toEqual(['urla', 'additional']);
  });

  it('labels tabs as the tab table does', () => {
    expect(loanTabLabel('pricer')).toBe('Pricing & Lock');
    expect(loanTabLabel('additional')).toBe('State Specific Data');
    expect(loanTabLabel('toString')).toBeNull();
  });
});

describe('parseLoanPath', () => {
  it('reads loan id and tab, defaulting to the first tab', () => {
    expect(DEFAULT_LOAN_TAB).toBe('workflow');
    expect(parseLoanPath('/loan/L-1/summary')).toEqual({ loanId: 'L-1', tab: 'summary' });
    expect(parseLoanPath('/loan/L-1/preview/request')).toEqual({ loanId: 'L-1', tab: 'preview/request' });
    // LE and CD Preview are sub-tabs of LE/CD Preview, which the menu marks as open.
    expect(parseLoanPath('/loan/L-1/preview/cd')).toEqual({ loanId: 'L-1', tab: 'preview' });
    expect(parseLoanPath('/loan/L-1')).toEqual({ loanId: 'L-1', tab: 'workflow' });
    expect(parseLoanPath('/pipeline')).toBeNull();
  });
});
