import { makeStore } from 'shared-ui';
import type { ImportedFile } from '../../../lib/imported-loan-summary';
import {
  fileImported,
  flagsLoaded,
  linkLoanLoaded,
  organizationChosen,
  selectAddLoan,
  wizardClosed,
  wizardMoved,
  wizardOpened,
} from './add-loan-wizard-slice';

const imported: ImportedFile = {
  fileName: 'loan.xml',
  summary: { borrower: 'Dana Thompson', amount: '$1.00', property: 'Denver', program: '—' },
  warnings: [],
};

describe('add loan wizard slice', () => {
  it('opens from the query parameters and walks channel → data-import → back', () => {
    const store = makeStore();
    store.dispatch(wizardOpened({ channel: 'Correspondent Delegated', nonQM: true, loanToken: null }));
    expect(selectAddLoan(store.getState()).wizard).toMatchObject({ step: 'channel', channel: 'Correspondent Delegated', nonQM: true });

    store.dispatch(wizardMoved({ type: 'next' }));
    expect(selectAddLoan(store.getState()).wizard.step).toBe('data-import');
    // Without an imported file the wizard cannot go further.
    store.dispatch(wizardMoved({ type: 'next' }));
    expect(selectAddLoan(store.getState()).wizard.step).toBe('data-import');

    store.dispatch(wizardMoved({ type: 'back' }));
    expect(selectAddLoan(store.getState()).wizard.step).toBe('channel');
  });

  it('does not move on without a channel', () => {
    const store = makeStore();
    store.dispatch(wizardOpened({ channel: null, nonQM: false, loanToken: null }));
    store.dispatch(wizardMoved({ type: 'next' }));
    expect(selectAddLoan(store.getState()).wizard.step).toBe('channel');
  });

  it('forgets everything when closed', () => {
    const store = makeStore();
    store.dispatch(wizardOpened({ channel: 'Brokered - Wholesale', nonQM: false, loanToken: 'tok' }));
    store.dispatch(organizationChosen('org-summit'));
    store.dispatch(wizardClosed());
    expect(selectAddLoan(store.getState())).toMatchObject({ organizationId: null, linkLoanToken: null, wizard: { channel: null } });
  });

  it('moves past data-import once a file is imported, through the redirect step when rules exist', () => {
    const store = makeStore();
    store.dispatch(wizardOpened({ channel: 'Brokered - Wholesale', nonQM: false, loanToken: null }));
    store.dispatch(flagsLoaded({ hasRedirectRules: true, hoiOptOut: false }));
    // An import outside the data-import step is ignored.
    store.dispatch(fileImported({ loanToken: 'tok-early', imported }));
    expect(selectAddLoan(store.getState()).imported).toBeNull();

    store.dispatch(wizardMoved({ type: 'next' }));
    store.dispatch(fileImported({ loanToken: 'tok-1', imported }));
    expect(selectAddLoan(store.getState())).toMatchObject({ imported, wizard: { loanToken: 'tok-1' } });
    store.dispatch(wizardMoved({ type: 'next' }));
    expect(selectAddLoan(store.getState()).wizard.step).toBe('upload-loan-redirect');
  });

  it('skips to data-import with the loan of a link once it has a channel', () => {
    const store = makeStore();
    store.dispatch(wizardOpened({ channel: null, nonQM: false, loanToken: 'link-tok' }));
    store.dispatch(linkLoanLoaded({ loanToken: 'link-tok', channel: 'Correspondent Delegated', imported: { ...imported, fileName: null } }));
    expect(selectAddLoan(store.getState())).toMatchObject({
      linkLoanToken: null,
      wizard: { step: 'data-import', transition: true, loanToken: 'link-tok', channel: 'Correspondent Delegated' },
    });
  });
});
