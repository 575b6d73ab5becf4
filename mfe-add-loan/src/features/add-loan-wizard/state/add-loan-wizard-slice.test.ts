import { makeStore } from 'shared-ui';
import { organizationChosen, selectAddLoan, wizardClosed, wizardMoved, wizardOpened } from './add-loan-wizard-slice';

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
});
