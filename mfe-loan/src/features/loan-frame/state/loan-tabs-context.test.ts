import { loanMenuTabs } from './loan-menu';
import { loanTabsContextOf } from './loan-tabs-context';

describe('loanTabsContextOf', () => {
  it('offers Appraisals for wholesale and non-delegated loans only', () => {
    const slugs = (channel: 'Banked - Wholesale' | 'Correspondent', delegated: boolean) =>
      loanMenuTabs(loanTabsContextOf({ channel, delegated })).map((tab) => tab.slug);
    expect(slugs('Banked - Wholesale', false)).toContain('appraisals');
    expect(slugs('Correspondent', false)).toContain('appraisals');
    expect(slugs('Correspondent', true)).not.toContain('appraisals');
  });

  it('knows nothing of a loan that is not loaded', () => {
    expect(loanTabsContextOf(undefined).variant).toBeNull();
  });
});
