import { emptyLoanDocument } from 'shared-rules';
import { makeStore } from 'shared-ui';
import type { ImportedFile } from '../../../lib/imported-loan-summary';
import {
  contactChosen,
  disclosureAnswered,
  fileImported,
  flagsLoaded,
  hoiNoticeAnswered,
  linkLoanLoaded,
  organizationChosen,
  redirectOutcomeDecided,
  requiredFieldChanged,
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

const loan = { ...emptyLoanDocument(), mortgageType: 'FHA' as const };

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

  it('holds who lends and who underwrites, following the channel (lenderOrg, underwritingOrg)', () => {
    const store = makeStore();
    store.dispatch(wizardOpened({ channel: null, nonQM: false, loanToken: null }));
    expect(selectAddLoan(store.getState())).toMatchObject({ lenderOrg: null, underwritingOrg: null });
    store.dispatch(wizardMoved({ type: 'channelSelected', channel: 'Correspondent Delegated' }));
    expect(selectAddLoan(store.getState())).toMatchObject({ lenderOrg: 'Correspondent', underwritingOrg: 'Correspondent' });
    store.dispatch(wizardMoved({ type: 'channelSelected', channel: 'Brokered - Wholesale' }));
    expect(selectAddLoan(store.getState())).toMatchObject({ lenderOrg: 'Company', underwritingOrg: 'Company' });
    store.dispatch(wizardOpened({ channel: 'Correspondent Non-Delegated', nonQM: false, loanToken: null }));
    expect(selectAddLoan(store.getState())).toMatchObject({ lenderOrg: 'Correspondent', underwritingOrg: 'Company' });
  });

  it('keeps the answer to the homeowners-insurance notice through Back, and forgets it with a new wizard', () => {
    const store = makeStore();
    store.dispatch(wizardOpened({ channel: 'Brokered - Wholesale', nonQM: false, loanToken: null }));
    store.dispatch(hoiNoticeAnswered('opted-out'));
    store.dispatch(wizardMoved({ type: 'back' }));
    expect(selectAddLoan(store.getState()).hoiNotice).toBe('opted-out');
    store.dispatch(wizardOpened({ channel: 'Brokered - Wholesale', nonQM: false, loanToken: null }));
    expect(selectAddLoan(store.getState()).hoiNotice).toBeNull();
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
    store.dispatch(fileImported({ loanToken: 'tok-early', imported, loan }));
    expect(selectAddLoan(store.getState()).imported).toBeNull();

    store.dispatch(wizardMoved({ type: 'next' }));
    store.dispatch(fileImported({ loanToken: 'tok-1', imported, loan }));
    expect(selectAddLoan(store.getState())).toMatchObject({ imported, wizard: { loanToken: 'tok-1' } });
    store.dispatch(wizardMoved({ type: 'next' }));
    expect(selectAddLoan(store.getState()).wizard.step).toBe('upload-loan-redirect');
  });

  it('skips to data-import with the loan of a link once it has a channel', () => {
    const store = makeStore();
    store.dispatch(wizardOpened({ channel: null, nonQM: false, loanToken: 'link-tok' }));
    store.dispatch(
      linkLoanLoaded({ loanToken: 'link-tok', channel: 'Correspondent Delegated', imported: { ...imported, fileName: null }, loan }),
    );
    expect(selectAddLoan(store.getState())).toMatchObject({
      linkLoanToken: null,
      wizard: { step: 'data-import', transition: true, loanToken: 'link-tok', channel: 'Correspondent Delegated' },
    });
  });

  it('gives every wizard attempt its own Idempotency-Key', () => {
    const store = makeStore();
    store.dispatch(wizardOpened({ channel: null, nonQM: false, loanToken: null }));
    const first = selectAddLoan(store.getState()).idempotencyKey;
    store.dispatch(wizardOpened({ channel: null, nonQM: false, loanToken: null }));
    const second = selectAddLoan(store.getState()).idempotencyKey;
    expect(first).not.toBe('');
    expect(second).not.toBe(first);
  });

  it('enters the redirect step with the rules’ outcome, and keeps what was entered when going back', () => {
    const store = makeStore();
    store.dispatch(wizardOpened({ channel: 'Correspondent Non-Delegated', nonQM: true, loanToken: null }));
    store.dispatch(flagsLoaded({ hasRedirectRules: true, hoiOptOut: false }));
    store.dispatch(wizardMoved({ type: 'next' }));
    store.dispatch(fileImported({ loanToken: 'tok-1', imported, loan }));
    store.dispatch(redirectOutcomeDecided({ kind: 'none' }));
    expect(selectAddLoan(store.getState())).toMatchObject({ redirectOutcome: { kind: 'none' }, wizard: { step: 'upload-loan-redirect' } });
    store.dispatch(wizardMoved({ type: 'next' }));
    expect(selectAddLoan(store.getState()).wizard.step).toBe('information');
    store.dispatch(disclosureAnswered({ key: 'closingDisclosureOrg', source: 'Correspondent' }));
    store.dispatch(wizardMoved({ type: 'next' }));
    store.dispatch(contactChosen({ role: 'loanOfficer', choice: { organizationId: 'org-summit', userId: 'usr-summit-taylor' } }));
    store.dispatch(wizardMoved({ type: 'back' }));
    store.dispatch(wizardMoved({ type: 'back' }));
    const state = selectAddLoan(store.getState());
    expect(state.wizard.step).toBe('data-import');
    expect(state.disclosureAnswers).toMatchObject({ closingDisclosureOrg: 'Correspondent', revisedClosingOrg: 'Correspondent' });
    expect(state.contacts.loanOfficer.userId).toBe('usr-summit-taylor');
    expect(state.importedLoan?.mortgageType).toBe('FHA');
  });

  it('clears a contact’s user when its organisation changes, and keeps required-field values by id', () => {
    const store = makeStore();
    store.dispatch(wizardOpened({ channel: 'Brokered - Wholesale', nonQM: false, loanToken: null }));
    store.dispatch(contactChosen({ role: 'loanProcessor', choice: { organizationId: 'org-summit', userId: 'usr-summit-morgan' } }));
    store.dispatch(contactChosen({ role: 'loanProcessor', choice: { organizationId: 'org-harbor', userId: 'usr-summit-morgan' } }));
    expect(selectAddLoan(store.getState()).contacts.loanProcessor).toEqual({ organizationId: 'org-harbor', userId: null });
    store.dispatch(requiredFieldChanged({ fieldId: 'CUST01FV', value: 'HMB-1' }));
    expect(selectAddLoan(store.getState()).requiredFieldValues).toEqual({ CUST01FV: 'HMB-1' });
  });
});
