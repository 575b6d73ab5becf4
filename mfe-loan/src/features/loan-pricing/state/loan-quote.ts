/**
 * A quote of a loan: the scenario the loan's data gives, completed by what the tab asks for (the
 * loan data has no credit score, DTI, lock period or escrow waiver). The checks and the conversion
 * are the Quick Pricer's, run over the loan's values, so both pages refuse and price alike.
 */
import type { LoanPricingScenario, LoanScenarioDraft, LoanScenarioGap, PricingScenario } from 'shared-rules';
import { initialScenarioValues, type ScenarioFormValues, scenarioOf, scenarioProblems } from '../../quick-pricer/state/scenario-form';

/** What the tab asks for, as the Quick Pricer's inputs hold it (text, masked). */
export type LoanQuoteInputs = Pick<ScenarioFormValues, 'creditScore' | 'dti' | 'dscr' | 'escrowWaived' | 'lockDays' | 'channel'>;

export type LoanQuoteInputErrors = Partial<Record<keyof LoanQuoteInputs, string>>;

const QUOTE_INPUTS: ReadonlyArray<keyof LoanQuoteInputs> = ['creditScore', 'dti', 'dscr', 'escrowWaived', 'lockDays', 'channel'];

/** The lock period a quote starts with: the rate sheets' most common one. */
const DEFAULT_LOCK_DAYS = '30';

export function isQuoteInput(field: string): field is keyof LoanQuoteInputs {
  return (QUOTE_INPUTS as readonly string[]).includes(field);
}

/** A gap the tab fills for this quote (the credit score), rather than one to correct in the loan data. */
export function filledOnTab(gap: LoanScenarioGap): boolean {
  return isQuoteInput(gap.scenarioField);
}

/** The gaps only the loan data can close: while any is open, the loan cannot be priced. */
export function loanDataGaps(gaps: readonly LoanScenarioGap[]): LoanScenarioGap[] {
  return gaps.filter((gap) => !filledOnTab(gap));
}

/** The inputs a quote starts with: the loan's channel and escrow waiver, a 30-day lock. */
export function initialQuoteInputs(draft: LoanScenarioDraft): LoanQuoteInputs {
  return {
    creditScore: draft.creditScore === undefined ? '' : String(draft.creditScore),
    dti: '',
    dscr: '',
    escrowWaived: draft.escrowWaived,
    lockDays: DEFAULT_LOCK_DAYS,
    channel: draft.channel ?? '',
  };
}

/** Cents as plain decimal text ("448000.00"), which the Quick Pricer's `centsOf` reads back exactly. */
function dollarsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The Quick Pricer's form values for the loan's scenario and the tab's inputs, or null while the
 * loan data leaves a scenario field empty (never a default in its place: a guessed purpose would
 * price another loan).
 */
export function scenarioFormValuesOf(draft: LoanScenarioDraft, inputs: LoanQuoteInputs): ScenarioFormValues | null {
  const { purpose, occupancy, propertyType, units, state, propertyValue, loanAmount } = draft;
  if (
    purpose === undefined ||
    occupancy === undefined ||
    propertyType === undefined ||
    units === undefined ||
    state === undefined ||
    propertyValue === undefined ||
    loanAmount === undefined
  ) {
    return null;
  }
  return {
    ...initialScenarioValues(inputs.channel),
    purpose,
    occupancy,
    propertyType,
    units: String(units),
    state,
    county: draft.county ?? '',
    propertyValue: dollarsText(propertyValue),
    loanAmount: dollarsText(loanAmount),
    creditScore: inputs.creditScore,
    dti: inputs.dti,
    dscr: inputs.dscr,
    escrowWaived: inputs.escrowWaived,
    lockDays: inputs.lockDays,
    // The loan's own mortgage type narrows the products; terms and rate types stay open.
    mortgageTypes: draft.mortgageTypes ?? [],
  };
}

/** The Quick Pricer's problems of the tab's inputs, in its words (for the form's `validate`). */
export function quoteInputProblems(draft: LoanScenarioDraft, inputs: LoanQuoteInputs): LoanQuoteInputErrors {
  const values = scenarioFormValuesOf(draft, inputs) ?? { ...initialScenarioValues(inputs.channel), ...inputs };
  const errors: LoanQuoteInputErrors = {};
  for (const [field, message] of Object.entries(scenarioProblems(values))) {
    if (isQuoteInput(field) && message !== undefined) errors[field] = message;
  }
  return errors;
}

/**
 * What the Quick Pricer's checks find wrong in the loan's own values though services listed no gap
 * (a loan amount above the value, a state outside the US list): corrected in the loan data too.
 */
export function loanValueProblems(draft: LoanScenarioDraft, inputs: LoanQuoteInputs): string[] {
  const values = scenarioFormValuesOf(draft, inputs);
  if (values === null) return [];
  return Object.entries(scenarioProblems(values))
    .filter(([field]) => !isQuoteInput(field))
    .map(([, message]) => message)
    .filter((message): message is string => message !== undefined);
}

/** The scenario to price, or null while a gap of the loan data or a problem of the inputs remains. */
export function loanScenarioOf(loanScenario: LoanPricingScenario, inputs: LoanQuoteInputs): PricingScenario | null {
  if (loanDataGaps(loanScenario.gaps).length > 0) return null;
  const values = scenarioFormValuesOf(loanScenario.scenario, inputs);
  const scenario = values === null ? null : scenarioOf(values);
  // The loan's organisation: lender staff quote with its margin, as its own users do.
  return scenario === null ? null : { ...scenario, organizationId: loanScenario.scenario.organizationId };
}
