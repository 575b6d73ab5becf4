import type { RuleExecutions } from '../api/contracts';
import type { UiChannel } from '../channels/channels';
import { NON_DELEGATED_UI_CHANNEL } from '../channels/channels';

/**
 * The steps of the Add Loan wizard. In order: channel, data-import, upload-loan-redirect (only
 * when redirect rules exist), information (Correspondent Non-Delegated only), contacts,
 * hoi-notice (only with the HOI opt-out feature), complete-loan-info (only when the create call
 * returned rule executions), created.
 */
export type AddLoanWizardStep =
  | 'channel'
  | 'data-import'
  | 'upload-loan-redirect'
  | 'information'
  | 'contacts'
  | 'hoi-notice'
  | 'complete-loan-info'
  | 'created';

export interface AddLoanWizardFlags {
  /** Enabled loan-upload redirect rules exist, so the redirect step runs. */
  hasRedirectRules: boolean;
  /** The HOI opt-out feature flag: the hoi-notice step comes before the loan is created. */
  hoiOptOut: boolean;
}

export interface AddLoanWizardState {
  step: AddLoanWizardStep;
  channel: UiChannel | null;
  nonQM: boolean;
  /** The token of the imported loan file, set by the XML import or by `?loan_token=`. */
  loanToken: string | null;
  /** The wizard was opened with a loan token (a loan handed over from another pipeline). */
  transition: boolean;
  flags: AddLoanWizardFlags;
  /** The create call is in flight: steps do not move. */
  submitting: boolean;
  ruleExecutions: RuleExecutions | null;
  createdLoanId: string | null;
  /** The last create call failed without rule executions: the page shows an error toast. */
  createFailed: boolean;
}

export type AddLoanWizardAction =
  | { type: 'channelSelected'; channel: UiChannel }
  | { type: 'nonQMChanged'; nonQM: boolean }
  | { type: 'loanImported'; loanToken: string }
  | { type: 'loanTokenLoaded'; loanToken: string; channel: UiChannel | null; nonQM?: boolean }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'createStarted' }
  | { type: 'createSucceeded'; loanId: string }
  | { type: 'createFailed'; ruleExecutions?: RuleExecutions | null };

/** The wizard as it opens: on the channel step, with the channel and Non-QM from the query when given. */
export function initialAddLoanWizardState(
  flags: AddLoanWizardFlags,
  preset: { channel?: UiChannel | null; nonQM?: boolean } = {},
): AddLoanWizardState {
  return {
    step: 'channel',
    channel: preset.channel ?? null,
    nonQM: preset.nonQM ?? false,
    loanToken: null,
    transition: false,
    flags,
    submitting: false,
    ruleExecutions: null,
    createdLoanId: null,
    createFailed: false,
  };
}

/** The step after the redirect step (or after data-import when there are no redirect rules). */
function afterRedirect(state: AddLoanWizardState): AddLoanWizardStep {
  return state.channel === NON_DELEGATED_UI_CHANNEL ? 'information' : 'contacts';
}

/**
 * The step Next leads to, or null when Next does not move: on the channel step without a
 * channel, on data-import before a loan file is imported, and on the steps that end in the
 * create call (contacts without the HOI notice, hoi-notice, complete-loan-info), where the page
 * dispatches `createStarted` and calls the service instead.
 */
export function nextStep(state: AddLoanWizardState): AddLoanWizardStep | null {
  switch (state.step) {
    case 'channel':
      return state.channel === null ? null : 'data-import';
    case 'data-import':
      if (state.loanToken === null) return null;
      return state.flags.hasRedirectRules ? 'upload-loan-redirect' : afterRedirect(state);
    case 'upload-loan-redirect':
      return afterRedirect(state);
    case 'information':
      return 'contacts';
    case 'contacts':
      return state.flags.hoiOptOut ? 'hoi-notice' : null;
    default:
      return null;
  }
}

/**
 * The step Back leads to, or null: one step, the one shown before this one. The redirect step is
 * shown only when a rule applies, and then the user cannot pass it (a blocked upload offers Back
 * only, a redirect leaves the portal); passed, it was a rule check with nothing to show, so Back
 * never returns to it: from information and from contacts it goes to data-import, except that
 * contacts goes back to information for Correspondent Non-Delegated (the specification's own
 * words). From complete-loan-info it goes to hoi-notice with the HOI opt-out flag, else to contacts.
 */
export function previousStep(state: AddLoanWizardState): AddLoanWizardStep | null {
  switch (state.step) {
    case 'data-import':
      return 'channel';
    case 'upload-loan-redirect':
    case 'information':
      return 'data-import';
    case 'contacts':
      return state.channel === NON_DELEGATED_UI_CHANNEL ? 'information' : 'data-import';
    case 'hoi-notice':
      return 'contacts';
    case 'complete-loan-info':
      return state.flags.hoiOptOut ? 'hoi-notice' : 'contacts';
    default:
      return null;
  }
}

/**
 * The Add Loan wizard as a pure reducer (usable by `useReducer` or a Redux slice). Moves that
 * do not apply return the same state object, so a caller can tell nothing changed.
 */
export function addLoanWizardReducer(state: AddLoanWizardState, action: AddLoanWizardAction): AddLoanWizardState {
  if (state.submitting && action.type !== 'createSucceeded' && action.type !== 'createFailed') return state;
  switch (action.type) {
    case 'channelSelected': {
      if (state.step !== 'channel') return state;
      // A loan handed over with a token skips to data-import as soon as it has a channel.
      return { ...state, channel: action.channel, step: state.transition ? 'data-import' : state.step };
    }
    case 'nonQMChanged':
      return { ...state, nonQM: action.nonQM };
    case 'loanImported':
      return state.step === 'data-import' ? { ...state, loanToken: action.loanToken } : state;
    case 'loanTokenLoaded': {
      const channel = action.channel ?? state.channel;
      return {
        ...state,
        loanToken: action.loanToken,
        transition: true,
        channel,
        nonQM: action.nonQM ?? state.nonQM,
        step: channel === null ? 'channel' : 'data-import',
      };
    }
    case 'next': {
      const step = nextStep(state);
      return step === null ? state : { ...state, step, createFailed: false };
    }
    case 'back': {
      const step = previousStep(state);
      return step === null ? state : { ...state, step, createFailed: false };
    }
    case 'createStarted':
      return state.step === 'created' ? state : { ...state, submitting: true, createFailed: false };
    case 'createSucceeded':
      return { ...state, submitting: false, step: 'created', createdLoanId: action.loanId, createFailed: false };
    case 'createFailed':
      if (action.ruleExecutions) {
        return { ...state, submitting: false, step: 'complete-loan-info', ruleExecutions: action.ruleExecutions, createFailed: false };
      }
      return { ...state, submitting: false, createFailed: true };
  }
}
