import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  addLoanWizardReducer,
  initialAddLoanWizardState,
  type AddLoanWizardAction,
  type AddLoanWizardFlags,
  type AddLoanWizardState,
  type UiChannel,
} from 'shared-rules';
import { rootReducer } from 'shared-ui';
import type { ImportedFile } from '../../../lib/imported-loan-summary';

/** The wizard (shared-rules' reducer owns its steps) and the organisation the loan is for. */
export interface AddLoanSliceState {
  wizard: AddLoanWizardState;
  /** Chosen by internal users; external users always submit for their own organisation. */
  organizationId: string | null;
  /** `loan_token` of the link that opened the wizard, until its loan is loaded (or refused). */
  linkLoanToken: string | null;
  /** The imported loan as the import step shows it; its token is `wizard.loanToken`. */
  imported: ImportedFile | null;
}

/** Until the Add Loan settings arrive, the wizard assumes no redirect rules and no HOI step. */
const NO_FLAGS: AddLoanWizardFlags = { hasRedirectRules: false, hoiOptOut: false };

const initialState: AddLoanSliceState = {
  wizard: initialAddLoanWizardState(NO_FLAGS),
  organizationId: null,
  linkLoanToken: null,
  imported: null,
};

export const addLoanWizardSlice = createSlice({
  name: 'addLoanWizard',
  initialState,
  reducers: {
    /** Starts a fresh wizard from the modal's query parameters. */
    wizardOpened(_state, action: PayloadAction<{ channel: UiChannel | null; nonQM: boolean; loanToken: string | null }>) {
      const { channel, nonQM, loanToken } = action.payload;
      return { ...initialState, wizard: initialAddLoanWizardState(NO_FLAGS, { channel, nonQM }), linkLoanToken: loanToken };
    },
    /** The lender's settings decide the optional steps (redirect rules, the HOI notice). */
    flagsLoaded(state, action: PayloadAction<AddLoanWizardFlags>) {
      state.wizard.flags = action.payload;
    },
    /** A file was converted: the wizard holds its token, the step shows its summary. */
    fileImported(state, action: PayloadAction<{ loanToken: string; imported: ImportedFile }>) {
      const next = addLoanWizardReducer(state.wizard, { type: 'loanImported', loanToken: action.payload.loanToken });
      if (next === state.wizard) return;
      state.wizard = next;
      state.imported = action.payload.imported;
    },
    /** The loan of a `loan_token` link was loaded: the wizard skips to data-import once it has a channel. */
    linkLoanLoaded(state, action: PayloadAction<{ loanToken: string; channel: UiChannel | null; imported: ImportedFile }>) {
      const { loanToken, channel, imported } = action.payload;
      state.wizard = addLoanWizardReducer(state.wizard, { type: 'loanTokenLoaded', loanToken, channel });
      state.imported = imported;
      state.linkLoanToken = null;
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

export const { wizardOpened, flagsLoaded, fileImported, linkLoanLoaded, wizardMoved, organizationChosen, wizardClosed } =
  addLoanWizardSlice.actions;
export const { selectAddLoan } = injectedAddLoanWizardSlice.selectors;
