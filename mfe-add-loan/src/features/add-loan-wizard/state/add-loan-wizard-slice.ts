import { createSlice, nanoid, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import {
  addLoanWizardReducer,
  answerNonDelegatedQuestion,
  channelRoles,
  defaultNonDelegatedAnswers,
  initialAddLoanWizardState,
  type AddLoanWizardAction,
  type AddLoanWizardFlags,
  type AddLoanWizardState,
  type ContactChoice,
  type DisclosureSource,
  type HoiNoticeAnswer,
  type LoanContacts,
  type LoanDocument,
  type LoanFieldValue,
  type NonDelegatedAnswers,
  type NonDelegatedQuestionKey,
  type RedirectOutcome,
  type UiChannel,
} from 'shared-rules';
import { injectSlice } from 'shared-ui';
import type { ImportedFile } from '../../../lib/imported-loan-summary';

export type ContactRole = keyof LoanContacts;

/** Conventional program categories the broker may pick on the import step. */
export type ProgramCategory = 'Solar' | 'Renovation' | 'Buydown';

/** The wizard (shared-rules' reducer owns its steps) and everything the user has entered. */
export interface AddLoanSliceState {
  wizard: AddLoanWizardState;
  /** Chosen by internal users; external users always submit for their own organisation. */
  organizationId: string | null;
  /** `loan_token` of the link that opened the wizard, until its loan is loaded (or refused). */
  linkLoanToken: string | null;
  /** The imported loan as the import step shows it; its token is `wizard.loanToken`. */
  imported: ImportedFile | null;
  /** The imported loan itself: the redirect rules, the FHA question and the program read it. */
  importedLoan: LoanDocument | null;
  programCategory: ProgramCategory | null;
  /** The redirect rules' outcome for this pass through the redirect step (rolled once per pass). */
  redirectOutcome: RedirectOutcome | null;
  /** Who the loan closes in the name of, by its channel (shared-rules' `channelRoles`); null before a channel. */
  lenderOrg: DisclosureSource | null;
  /** Who underwrites the loan, by its channel; null before a channel. */
  underwritingOrg: DisclosureSource | null;
  /** The non-delegated question set (defaults: the company). */
  disclosureAnswers: NonDelegatedAnswers;
  requireDisclosurePreview: boolean;
  contacts: Required<{ [role in ContactRole]: ContactChoice }>;
  /** The answer to the homeowners-insurance notice (the hoi-notice step); null until answered. */
  hoiNotice: HoiNoticeAnswer | null;
  /** Values typed into the required-fields step, by field id. */
  requiredFieldValues: Record<string, LoanFieldValue>;
  /** Sent with every create call of this wizard attempt, so a double click creates one loan. */
  idempotencyKey: string;
}

/** Until the Add Loan settings arrive, the wizard assumes no redirect rules and no HOI step. */
const NO_FLAGS: AddLoanWizardFlags = { hasRedirectRules: false, hoiOptOut: false };

const NO_CONTACT: ContactChoice = { organizationId: null, userId: null };

function freshState(idempotencyKey: string): AddLoanSliceState {
  return {
    wizard: initialAddLoanWizardState(NO_FLAGS),
    organizationId: null,
    linkLoanToken: null,
    imported: null,
    importedLoan: null,
    programCategory: null,
    redirectOutcome: null,
    lenderOrg: null,
    underwritingOrg: null,
    disclosureAnswers: defaultNonDelegatedAnswers(),
    requireDisclosurePreview: false,
    contacts: { loanOfficer: NO_CONTACT, loanProcessor: NO_CONTACT, submissionContact: NO_CONTACT },
    hoiNotice: null,
    requiredFieldValues: {},
    idempotencyKey,
  };
}

const initialState = freshState('');

/** Keeps `lenderOrg` and `underwritingOrg` in step with the wizard's channel. */
function withChannelRoles(state: AddLoanSliceState): void {
  const roles = state.wizard.channel === null ? null : channelRoles(state.wizard.channel);
  state.lenderOrg = roles?.lenderOrg ?? null;
  state.underwritingOrg = roles?.underwritingOrg ?? null;
}

export const addLoanWizardSlice = createSlice({
  name: 'addLoanWizard',
  initialState,
  reducers: {
    /** Starts a fresh wizard from the modal's query parameters, with a new Idempotency-Key. */
    wizardOpened: {
      reducer(
        _state,
        action: PayloadAction<{ channel: UiChannel | null; nonQM: boolean; loanToken: string | null; idempotencyKey: string }>,
      ) {
        const { channel, nonQM, loanToken, idempotencyKey } = action.payload;
        const opened = {
          ...freshState(idempotencyKey),
          wizard: initialAddLoanWizardState(NO_FLAGS, { channel, nonQM }),
          linkLoanToken: loanToken,
        };
        withChannelRoles(opened);
        return opened;
      },
      prepare(payload: { channel: UiChannel | null; nonQM: boolean; loanToken: string | null }) {
        return { payload: { ...payload, idempotencyKey: nanoid() } };
      },
    },
    /** The lender's settings decide the optional steps (redirect rules, the HOI notice). */
    flagsLoaded(state, action: PayloadAction<AddLoanWizardFlags>) {
      state.wizard.flags = action.payload;
    },
    /** A file was converted: the wizard holds its token, the step shows its summary. */
    fileImported(state, action: PayloadAction<{ loanToken: string; imported: ImportedFile; loan: LoanDocument }>) {
      const next = addLoanWizardReducer(state.wizard, { type: 'loanImported', loanToken: action.payload.loanToken });
      if (next === state.wizard) return;
      state.wizard = next;
      state.imported = action.payload.imported;
      state.importedLoan = action.payload.loan;
      state.programCategory = null;
      // The values asked for belong to the loan they were asked about.
      state.requiredFieldValues = {};
      state.wizard.ruleExecutions = null;
    },
    /** The loan of a `loan_token` link was loaded: the wizard skips to data-import once it has a channel. */
    linkLoanLoaded(
      state,
      action: PayloadAction<{ loanToken: string; channel: UiChannel | null; imported: ImportedFile; loan: LoanDocument }>,
    ) {
      const { loanToken, channel, imported, loan } = action.payload;
      state.wizard = addLoanWizardReducer(state.wizard, { type: 'loanTokenLoaded', loanToken, channel });
      withChannelRoles(state);
      state.imported = imported;
      state.importedLoan = loan;
      state.linkLoanToken = null;
    },
    /** Any move of the shared wizard reducer (channel, Non-QM, next, back, create results, …). */
    wizardMoved(state, action: PayloadAction<AddLoanWizardAction>) {
      state.wizard = addLoanWizardReducer(state.wizard, action.payload);
      withChannelRoles(state);
    },
    /** Leaves data-import for the redirect step with the rules' outcome for this pass. */
    redirectOutcomeDecided(state, action: PayloadAction<RedirectOutcome>) {
      const next = addLoanWizardReducer(state.wizard, { type: 'next' });
      if (next.step !== 'upload-loan-redirect') return;
      state.wizard = next;
      state.redirectOutcome = action.payload;
    },
    organizationChosen(state, action: PayloadAction<string | null>) {
      if (state.organizationId === action.payload) return;
      state.organizationId = action.payload;
      // Contacts are users of the loan's organisation: another organisation starts them over.
      state.contacts = { loanOfficer: NO_CONTACT, loanProcessor: NO_CONTACT, submissionContact: NO_CONTACT };
    },
    programCategoryChosen(state, action: PayloadAction<ProgramCategory | null>) {
      state.programCategory = action.payload;
    },
    disclosureAnswered(state, action: PayloadAction<{ key: NonDelegatedQuestionKey; source: DisclosureSource }>) {
      state.disclosureAnswers = answerNonDelegatedQuestion(state.disclosureAnswers, action.payload.key, action.payload.source);
    },
    disclosurePreviewChanged(state, action: PayloadAction<boolean>) {
      state.requireDisclosurePreview = action.payload;
    },
    contactChosen(state, action: PayloadAction<{ role: ContactRole; choice: ContactChoice }>) {
      const { role, choice } = action.payload;
      const previous = state.contacts[role];
      // A new organisation clears the user, who belonged to the previous one.
      const userId = choice.organizationId !== previous.organizationId && choice.userId === previous.userId ? null : choice.userId;
      state.contacts[role] = { organizationId: choice.organizationId ?? null, userId: userId ?? null };
    },
    hoiNoticeAnswered(state, action: PayloadAction<HoiNoticeAnswer>) {
      state.hoiNotice = action.payload;
    },
    requiredFieldChanged(state, action: PayloadAction<{ fieldId: string; value: LoanFieldValue }>) {
      state.requiredFieldValues[action.payload.fieldId] = action.payload.value;
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

/** Injected when the remote's code loads, before its first render. */
export const injectedAddLoanWizardSlice = injectSlice(addLoanWizardSlice);

export const {
  wizardOpened,
  flagsLoaded,
  fileImported,
  linkLoanLoaded,
  wizardMoved,
  redirectOutcomeDecided,
  organizationChosen,
  programCategoryChosen,
  disclosureAnswered,
  disclosurePreviewChanged,
  contactChosen,
  hoiNoticeAnswered,
  requiredFieldChanged,
  wizardClosed,
} = addLoanWizardSlice.actions;
export const { selectAddLoan } = injectedAddLoanWizardSlice.selectors;
