import type { AddLoanWizardAction, AddLoanWizardFlags, AddLoanWizardState, AddLoanWizardStep } from './add-loan-wizard';
import { addLoanWizardReducer, initialAddLoanWizardState } from './add-loan-wizard';
import type { UiChannel } from '../channels/channels';

const flags = (overrides: Partial<AddLoanWizardFlags> = {}): AddLoanWizardFlags => ({
  hasRedirectRules: false,
  hoiOptOut: false,
  ...overrides,
});
const run = (state: AddLoanWizardState, ...actions: AddLoanWizardAction[]) => actions.reduce(addLoanWizardReducer, state);
const at = (step: AddLoanWizardStep, channel: UiChannel | null, wizardFlags = flags()): AddLoanWizardState => ({
  ...initialAddLoanWizardState(wizardFlags, { channel }),
  step,
  loanToken: 'tok',
});
const next = { type: 'next' } as const;
const back = { type: 'back' } as const;

describe('Add Loan wizard: Next', () => {
  it('channel → data-import only once a channel is chosen', () => {
    const start = initialAddLoanWizardState(flags());
    expect(run(start, next)).toBe(start);
    expect(run(start, { type: 'channelSelected', channel: 'Brokered - Wholesale' }, next).step).toBe('data-import');
  });
  it('data-import waits for an imported loan', () => {
    const state = { ...at('data-import', 'Brokered - Wholesale'), loanToken: null };
    expect(run(state, next)).toBe(state);
    expect(run(state, { type: 'loanImported', loanToken: 'abc' }, next)).toMatchObject({ step: 'contacts', loanToken: 'abc' });
  });
  it.each<[string, UiChannel, Partial<AddLoanWizardFlags>, AddLoanWizardStep]>([
    ['wholesale, no redirect rules', 'Brokered - Wholesale', {}, 'contacts'],
    ['delegated, no redirect rules', 'Correspondent Delegated', {}, 'contacts'],
    ['non-delegated, no redirect rules', 'Correspondent Non-Delegated', {}, 'information'],
    ['with redirect rules', 'Correspondent Non-Delegated', { hasRedirectRules: true }, 'upload-loan-redirect'],
  ])('data-import → next for %s', (_name, channel, wizardFlags, expected) => {
    expect(run(at('data-import', channel, flags(wizardFlags)), next).step).toBe(expected);
  });
  it('redirect step moves on to information or contacts', () => {
    expect(run(at('upload-loan-redirect', 'Correspondent Non-Delegated'), next).step).toBe('information');
    expect(run(at('upload-loan-redirect', 'Correspondent Delegated'), next).step).toBe('contacts');
  });
  it('information → contacts; contacts → hoi-notice only with HOI opt-out', () => {
    expect(run(at('information', 'Correspondent Non-Delegated'), next).step).toBe('contacts');
    expect(run(at('contacts', 'Brokered - Wholesale', flags({ hoiOptOut: true })), next).step).toBe('hoi-notice');
    const contacts = at('contacts', 'Brokered - Wholesale');
    expect(run(contacts, next)).toBe(contacts);
    for (const step of ['hoi-notice', 'complete-loan-info', 'created'] as const) {
      const state = at(step, 'Brokered - Wholesale');
      expect(run(state, next)).toBe(state);
    }
  });
});

describe('Add Loan wizard: Back', () => {
  it.each<[AddLoanWizardStep, UiChannel, Partial<AddLoanWizardFlags>, AddLoanWizardStep]>([
    ['data-import', 'Brokered - Wholesale', {}, 'channel'],
    ['upload-loan-redirect', 'Brokered - Wholesale', { hasRedirectRules: true }, 'data-import'],
    ['information', 'Correspondent Non-Delegated', { hasRedirectRules: true }, 'data-import'],
    ['contacts', 'Correspondent Non-Delegated', {}, 'information'],
    ['contacts', 'Correspondent Delegated', { hasRedirectRules: true }, 'data-import'],
    ['contacts', 'Brokered - Wholesale', {}, 'data-import'],
    ['hoi-notice', 'Brokered - Wholesale', { hoiOptOut: true }, 'contacts'],
    ['complete-loan-info', 'Brokered - Wholesale', { hoiOptOut: true }, 'hoi-notice'],
    ['complete-loan-info', 'Brokered - Wholesale', { hoiOptOut: false }, 'contacts'],
  ])('from %s (%s, %p) goes to %s', (step, channel, wizardFlags, expected) => {
    expect(run(at(step, channel, flags(wizardFlags)), back).step).toBe(expected);
  });
  it('does not move from channel or created', () => {
    for (const step of ['channel', 'created'] as const) {
      const state = at(step, 'Brokered - Wholesale');
      expect(run(state, back)).toBe(state);
    }
  });
});

describe('Add Loan wizard: Back retraces the way forward one step at a time', () => {
  /** Walks forward to the last step before the loan is created, then to the required-fields step, recording every step shown. */
  function walkForward(channel: UiChannel, wizardFlags: AddLoanWizardFlags): { shown: AddLoanWizardStep[]; end: AddLoanWizardState } {
    let state = run(initialAddLoanWizardState(wizardFlags), { type: 'channelSelected', channel });
    const shown: AddLoanWizardStep[] = [state.step];
    state = run(state, next, { type: 'loanImported', loanToken: 'tok' });
    shown.push(state.step);
    for (;;) {
      const moved = run(state, next);
      if (moved === state) break;
      state = moved;
      // With no rule matching, the redirect step moves on by itself: the user never sees it.
      if (state.step !== 'upload-loan-redirect') shown.push(state.step);
    }
    state = run(state, { type: 'createStarted' }, { type: 'createFailed', ruleExecutions: { requiredFields: [], advancedConditions: [] } });
    shown.push(state.step);
    return { shown, end: state };
  }

  it.each<[UiChannel, Partial<AddLoanWizardFlags>]>([
    ['Brokered - Wholesale', {}],
    ['Brokered - Wholesale', { hasRedirectRules: true, hoiOptOut: true }],
    ['Correspondent Delegated', { hasRedirectRules: true }],
    ['Correspondent Non-Delegated', {}],
    ['Correspondent Non-Delegated', { hasRedirectRules: true, hoiOptOut: true }],
  ])('%s %p', (channel, wizardFlags) => {
    const { shown, end } = walkForward(channel, flags(wizardFlags));
    let state = end;
    const retraced: AddLoanWizardStep[] = [state.step];
    while (state.step !== 'channel') {
      state = run(state, back);
      retraced.push(state.step);
    }
    expect(retraced).toEqual([...shown].reverse());
  });
});

describe('Add Loan wizard: loan token, channel and Non-QM', () => {
  it('opening with a loan token skips to data-import once a channel is present', () => {
    const start = initialAddLoanWizardState(flags());
    expect(run(start, { type: 'loanTokenLoaded', loanToken: 'L', channel: 'Correspondent Delegated', nonQM: true })).toMatchObject({
      step: 'data-import',
      transition: true,
      loanToken: 'L',
      channel: 'Correspondent Delegated',
      nonQM: true,
    });
    const waiting = run(start, { type: 'loanTokenLoaded', loanToken: 'L', channel: null });
    expect(waiting).toMatchObject({ step: 'channel', transition: true, nonQM: false });
    expect(run(waiting, { type: 'channelSelected', channel: 'Brokered - Wholesale' }).step).toBe('data-import');
    const preset = initialAddLoanWizardState(flags(), { channel: 'Brokered - Wholesale', nonQM: true });
    expect(run(preset, { type: 'loanTokenLoaded', loanToken: 'L', channel: null })).toMatchObject({ step: 'data-import', nonQM: true });
  });
  it('changes channel only on the channel step, Non-QM anywhere, and the import only on data-import', () => {
    const contacts = at('contacts', 'Brokered - Wholesale');
    expect(run(contacts, { type: 'channelSelected', channel: 'Correspondent Delegated' })).toBe(contacts);
    expect(run(contacts, { type: 'loanImported', loanToken: 'other' })).toBe(contacts);
    expect(run(contacts, { type: 'nonQMChanged', nonQM: true }).nonQM).toBe(true);
  });
});

describe('Add Loan wizard: creating the loan', () => {
  const executions = { requiredFields: [{ fieldId: '4000', description: 'First name' }], advancedConditions: [] };
  it('success goes to created with the loan id; steps freeze while submitting', () => {
    const submitting = run(at('contacts', 'Brokered - Wholesale'), { type: 'createStarted' });
    expect(submitting.submitting).toBe(true);
    expect(run(submitting, back)).toBe(submitting);
    expect(run(submitting, { type: 'createSucceeded', loanId: 'L-1' })).toMatchObject({
      step: 'created',
      createdLoanId: 'L-1',
      submitting: false,
    });
  });
  it('failure with rule executions shows the required-fields step', () => {
    const state = run(
      at('hoi-notice', 'Brokered - Wholesale', flags({ hoiOptOut: true })),
      { type: 'createStarted' },
      { type: 'createFailed', ruleExecutions: executions },
    );
    expect(state).toMatchObject({ step: 'complete-loan-info', ruleExecutions: executions, submitting: false, createFailed: false });
  });
  it('failure without rule executions stays and flags the error until the next move', () => {
    const failed = run(at('contacts', 'Brokered - Wholesale'), { type: 'createStarted' }, { type: 'createFailed' });
    expect(failed).toMatchObject({ step: 'contacts', createFailed: true, submitting: false });
    expect(run(failed, back).createFailed).toBe(false);
    expect(run(failed, { type: 'createStarted' }).createFailed).toBe(false);
  });
  it('cannot create twice', () => {
    const created = at('created', 'Brokered - Wholesale');
    expect(run(created, { type: 'createStarted' })).toBe(created);
  });
});
