/**
 * The Quick Pricer's form: what the user types (dollars, percents and scores as text), the checks
 * that mirror the scenario schema's limits, and the exact conversion to a `PricingScenario`.
 * Text becomes integers through shared-rules' `scaledInteger` (decimal arithmetic on the digits):
 * "$400,000.10" is 40000010 cents and "36.5" % is 36500 thousandths, never a binary fraction.
 */
import {
  formatHundredths,
  loanToValue,
  type PricingAmortization,
  type PricingMortgageType,
  type PricingOccupancy,
  type PricingPropertyType,
  type PricingPurpose,
  type PricingScenario,
  scaledInteger,
  type UiChannel,
  US_STATES,
} from 'shared-rules';

export interface ScenarioFormValues {
  purpose: PricingPurpose;
  occupancy: PricingOccupancy;
  propertyType: PricingPropertyType;
  /** "1" to "4", as the select holds it. */
  units: string;
  /** Two-letter code; empty until picked. */
  state: string;
  county: string;
  /** Dollars as typed (masked to digits, commas and two decimals). */
  propertyValue: string;
  loanAmount: string;
  /** Optional: empty means no second lien. */
  secondLienAmount: string;
  creditScore: string;
  /** Percent as typed, up to three decimals. */
  dti: string;
  /** Debt service coverage ratio as typed (1.25); read for investment properties only. */
  dscr: string;
  escrowWaived: boolean;
  /** Days, as the select holds it. */
  lockDays: string;
  channel: UiChannel | '';
  mortgageTypes: PricingMortgageType[];
  /** Months, as the checkboxes hold them. */
  termsMonths: string[];
  amortizations: PricingAmortization[];
}

export type ScenarioFormErrors = Partial<Record<keyof ScenarioFormValues, string>>;

/** The schema's credit score range. */
export const MIN_CREDIT_SCORE = 300;
export const MAX_CREDIT_SCORE = 850;
/** The schema's county length. */
export const MAX_COUNTY_LENGTH = 60;
/** 100 %, in thousandths of a percent: a DTI above it is a typing slip. */
const MAX_DTI = 100_000;

export function initialScenarioValues(channel: UiChannel | ''): ScenarioFormValues {
  return {
    purpose: 'Purchase',
    occupancy: 'PrimaryResidence',
    propertyType: 'Detached',
    units: '1',
    state: '',
    county: '',
    propertyValue: '',
    loanAmount: '',
    secondLienAmount: '',
    creditScore: '',
    dti: '',
    dscr: '',
    escrowWaived: false,
    lockDays: '30',
    channel,
    mortgageTypes: [],
    termsMonths: [],
    amortizations: [],
  };
}

/** Dollars text as cents, or null when it is blank or not an amount. */
export function centsOf(dollars: string): number | null {
  return dollars.trim() === '' ? null : scaledInteger(dollars, 100);
}

/** Percent text as thousandths of a percent (DTI), or null. */
function thousandthsOf(text: string): number | null {
  return text.trim() === '' ? null : scaledInteger(text, 1000);
}

function wholeNumberOf(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** Only investment properties are priced with a DSCR (the DSCR products are investor loans). */
export function asksForDscr(values: Pick<ScenarioFormValues, 'occupancy'>): boolean {
  return values.occupancy === 'Investor';
}

const KNOWN_STATES = new Set(US_STATES.map((state) => state.value));

/** Every problem of the form, by field, in the words shown under it. */
export function scenarioProblems(values: ScenarioFormValues): ScenarioFormErrors {
  const errors: ScenarioFormErrors = {};
  if (!KNOWN_STATES.has(values.state)) errors.state = 'Choose the property state';
  if (values.county.trim().length > MAX_COUNTY_LENGTH) errors.county = `County is at most ${MAX_COUNTY_LENGTH} characters`;

  const value = centsOf(values.propertyValue);
  if (value === null || value <= 0) errors.propertyValue = 'Enter the property value';
  const loan = centsOf(values.loanAmount);
  if (loan === null || loan <= 0) errors.loanAmount = 'Enter a loan amount greater than $0';
  else if (value !== null && value > 0 && loan > value) errors.loanAmount = 'The loan amount cannot be more than the property value';
  if (values.secondLienAmount.trim() !== '' && centsOf(values.secondLienAmount) === null) {
    errors.secondLienAmount = 'Enter the second lien in dollars, or leave it empty';
  }

  const score = wholeNumberOf(values.creditScore);
  if (score === null || score < MIN_CREDIT_SCORE || score > MAX_CREDIT_SCORE) {
    errors.creditScore = `Credit score must be between ${MIN_CREDIT_SCORE} and ${MAX_CREDIT_SCORE}`;
  }
  const dti = thousandthsOf(values.dti);
  if (dti === null || dti < 0 || dti > MAX_DTI) errors.dti = 'Enter a DTI between 0% and 100%';
  if (asksForDscr(values) && values.dscr.trim() !== '' && thousandthsOf(values.dscr) === null) {
    errors.dscr = 'Enter the DSCR as a ratio, such as 1.25';
  }
  if (values.channel === '') errors.channel = 'Choose a channel';
  return errors;
}

/** The scenario the form describes, or null while it has problems (the form shows them). */
export function scenarioOf(values: ScenarioFormValues): PricingScenario | null {
  if (Object.keys(scenarioProblems(values)).length > 0) return null;
  const propertyValue = centsOf(values.propertyValue);
  const loanAmount = centsOf(values.loanAmount);
  const creditScore = wholeNumberOf(values.creditScore);
  const dti = thousandthsOf(values.dti);
  if (propertyValue === null || loanAmount === null || creditScore === null || dti === null || values.channel === '') return null;
  const secondLien = centsOf(values.secondLienAmount);
  const dscr = asksForDscr(values) ? thousandthsOf(values.dscr) : null;
  const county = values.county.trim();
  return {
    purpose: values.purpose,
    occupancy: values.occupancy,
    propertyType: values.propertyType,
    units: Number(values.units),
    state: values.state,
    ...(county === '' ? {} : { county }),
    propertyValue,
    loanAmount,
    ...(secondLien === null || secondLien === 0 ? {} : { secondLienAmount: secondLien }),
    creditScore,
    dti,
    ...(dscr === null ? {} : { dscr }),
    escrowWaived: values.escrowWaived,
    lockDays: Number(values.lockDays),
    ...(values.mortgageTypes.length > 0 ? { mortgageTypes: values.mortgageTypes } : {}),
    ...(values.termsMonths.length > 0 ? { termsMonths: values.termsMonths.map(Number) } : {}),
    ...(values.amortizations.length > 0 ? { amortizations: values.amortizations } : {}),
    channel: values.channel,
  };
}

export interface LiveRatios {
  /** "80.00%", or null until the value and the loan are amounts. */
  ltv: string | null;
  /** With the second lien; equal to the LTV without one. */
  cltv: string | null;
}

/** LTV and CLTV as the engine computes them (rounded up to the hundredth), while the user types. */
export function liveRatios(values: Pick<ScenarioFormValues, 'propertyValue' | 'loanAmount' | 'secondLienAmount'>): LiveRatios {
  const value = centsOf(values.propertyValue);
  const loan = centsOf(values.loanAmount);
  if (value === null || value <= 0 || loan === null || loan <= 0) return { ltv: null, cltv: null };
  const second = centsOf(values.secondLienAmount) ?? 0;
  return {
    ltv: `${formatHundredths(loanToValue(loan, value))}%`,
    cltv: `${formatHundredths(loanToValue(loan + Math.max(second, 0), value))}%`,
  };
}

/** The form paths services name in a 422 (`body.loanAmount`), mapped to the form's fields. */
export const SCENARIO_FIELDS: ReadonlyArray<keyof ScenarioFormValues> = Object.keys(initialScenarioValues('')) as Array<
  keyof ScenarioFormValues
>;
