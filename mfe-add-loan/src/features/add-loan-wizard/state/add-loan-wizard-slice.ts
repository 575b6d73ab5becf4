import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  addLoanWizardReducer,
  initialAddLoanWizardState,
  type AddLoanWizardAction,
  type AddLoanWizardState,
  type UiChannel,
} from 'shared-rules';
import { rootReducer } from 'shared-ui';

/** The wizard (shared-rules' reducer owns its steps) and the organisation the loan is for. */
export interface AddLoanSliceState {
  wizard: AddLoanWizardState;
  /** Chosen by internal users; external users always submit for their own organisation. */
  organizationId: string | null;
  /** `loan_token` of the link that opened the wizard, until its loan can be loaded. */
  linkLoanToken: string | null;
}

/** Redirect rules and the HOI opt-out flag are not served yet: the wizard runs without them. */
const FLAGS = { hasRedirectRules: false, hoiOptOut: false };

const initialState: AddLoanSliceState = {
  wizard: initialAddLoanWizardState(FLAGS),
  organizationId: null,
  linkLoanToken: null,
};

export const addLoanWizardSlice = createSlice({
  name: 'addLoanWizard',
  initialState,
  reducers: {
    /** Starts a fresh wizard from the modal's query parameters. */
    wizardOpened(_state, action: PayloadAction<{ channel: UiChannel | null; nonQM: boolean; loanToken: string | null }>) {
      const { channel, nonQM, loanToken } = action.payload;
      return { wizard: initialAddLoanWizardState(FLAGS, { channel, nonQM }), organizationId: null, linkLoanToken: loanToken };
    },
    /** Any move of the shared wizard reducer (channel, Non-QM, next, back, …). */
    wizardMoved(state, action: PayloadAction<AddLoanWizardAction>) {
      state.wizard = addLoanWizardReducer(state.wizard, action.payload);
    },
    organizationChosen(state, action: PayloadAction<string | null>) {
      state.organizationId = action.payload;
    },
    wizardClosed() {
      return initialState;
    },
  },
  selectors: {
    selectAddLoan: (state) => state,
  },
});

declare module 'shared-ui' {
  // Adds this remote's slice to the root state type when the remote is loaded.
  export interface LazyLoadedSlices extends WithSlice<typeof addLoanWizardSlice> {}
}

/**
 * Injected when the remote's code loads, before its first render. `injectInto` directly rather
 * than shared-ui's `injectSlice`, whose generic return type loses the slice's selector types.
 */
export const injectedAddLoanWizardSlice = addLoanWizardSlice.injectInto(rootReducer);

export const { wizardOpened, wizardMoved, organizationChosen, wizardClosed } = addLoanWizardSlice.actions;
export const { selectAddLoan } = injectedAddLoanWizardSlice.selectors;
