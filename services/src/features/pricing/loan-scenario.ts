/**
 * The pricing scenario a loan's own data gives, and every scenario field it could not fill, each
 * with the loan-data field to correct (the pricing page links it into the URLA tab).
 */
import {
  fieldLabel,
  type LoanChannel,
  type LoanDocument,
  type LoanPricingScenario,
  type LoanScenarioDraft,
  type LoanScenarioGap,
  PRICING_OCCUPANCIES,
  PRICING_PROPERTY_TYPES,
  PRICING_PURPOSES,
  type PricingMortgageType,
  readFieldValue,
  scaledInteger,
  type UiChannel,
} from 'shared-rules';

/** The loan-data fields a scenario reads (the field catalogue's ids). */
export const SCENARIO_FIELDS = {
  purpose: '19',
  mortgageType: '1172',
  loanAmount: '1109',
  county: '13',
  state: '14',
  units: '16',
  propertyType: '1041',
  occupancy: '1811',
  purchasePrice: '136',
  appraisedValue: '356',
  estimatedValue: '1821',
} as const;

/** The loan document's loan types as the rate sheet names them; `Other` has no pricing. */
const MORTGAGE_TYPES: Readonly<Record<string, PricingMortgageType>> = {
  Conventional: 'Conventional',
  FHA: 'FHA',
  VA: 'VA',
  FarmersHomeAdministration: 'USDA',
};

export interface ScenarioLoan {
  id: string;
  organizationId: string;
  channel: LoanChannel;
  delegated: boolean;
  document: LoanDocument;
}

const uiChannelOf = (loan: ScenarioLoan): UiChannel =>
  loan.channel === 'Correspondent' ? (loan.delegated ? 'Correspondent Delegated' : 'Correspondent Non-Delegated') : 'Brokered - Wholesale';

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Collects the draft's values and its gaps in the URLA's order. */
class ScenarioReader {
  readonly gaps: LoanScenarioGap[] = [];

  constructor(private readonly document: LoanDocument) {}

  value(fieldId: string): unknown {
    const value = readFieldValue(this.document, fieldId);
    return typeof value === 'string' && value.trim() === '' ? null : value;
  }

  gap(scenarioField: string, fieldId: string, problem: LoanScenarioGap['problem'], detail: string): undefined {
    this.gaps.push({ scenarioField, fieldId, label: fieldLabel(fieldId, 1), problem, detail });
    return undefined;
  }

  /** A value of a list, or a gap: missing when empty, invalid when the rate sheet does not price it. */
  choice<T extends string>(scenarioField: string, fieldId: string, values: readonly T[]): T | undefined {
    const value = this.value(fieldId);
    if (value === null) return this.gap(scenarioField, fieldId, 'missing', 'Not filled in.');
    return oneOf(values, value) ?? this.gap(scenarioField, fieldId, 'invalid', `"${String(value)}" is not priced: ${values.join(', ')}.`);
  }

  /** An amount in whole cents, or undefined (no gap: the caller decides which field to name). */
  cents(fieldId: string): number | undefined {
    const value = this.value(fieldId);
    if (typeof value !== 'number' && typeof value !== 'string') return undefined;
    const cents = scaledInteger(value, 100);
    return cents !== null && cents > 0 ? cents : undefined;
  }
}

function propertyValueOf(reader: ScenarioReader, purpose: LoanScenarioDraft['purpose']): number | undefined {
  const appraised = reader.cents(SCENARIO_FIELDS.appraisedValue);
  if (purpose === 'Purchase') {
    // A purchase is valued at the lower of the price and the appraisal, as every investor does.
    const price = reader.cents(SCENARIO_FIELDS.purchasePrice);
    if (price === undefined)
      return reader.gap('propertyValue', SCENARIO_FIELDS.purchasePrice, 'missing', 'A purchase is priced on its purchase price.');
    return appraised === undefined ? price : Math.min(price, appraised);
  }
  const value = appraised ?? reader.cents(SCENARIO_FIELDS.estimatedValue);
  return (
    value ??
    reader.gap('propertyValue', SCENARIO_FIELDS.appraisedValue, 'missing', 'A refinance is priced on the appraised (or estimated) value.')
  );
}

export function loanPricingScenario(loan: ScenarioLoan): LoanPricingScenario {
  const reader = new ScenarioReader(loan.document);
  const purpose = reader.choice('purpose', SCENARIO_FIELDS.purpose, PRICING_PURPOSES);
  const loanAmount =
    reader.cents(SCENARIO_FIELDS.loanAmount) ?? reader.gap('loanAmount', SCENARIO_FIELDS.loanAmount, 'missing', 'Not filled in.');
  const mortgageTypeValue = reader.value(SCENARIO_FIELDS.mortgageType);
  const mortgageType = typeof mortgageTypeValue === 'string' ? MORTGAGE_TYPES[mortgageTypeValue] : undefined;
  if (mortgageTypeValue !== null && mortgageType === undefined) {
    reader.gap(
      'mortgageTypes',
      SCENARIO_FIELDS.mortgageType,
      'invalid',
      `"${String(mortgageTypeValue)}" is not priced: Conventional, FHA, VA, USDA-RHS.`,
    );
  }
  const county = reader.value(SCENARIO_FIELDS.county);
  const stateValue = reader.value(SCENARIO_FIELDS.state);
  const state =
    stateValue === null
      ? reader.gap('state', SCENARIO_FIELDS.state, 'missing', 'Not filled in.')
      : typeof stateValue === 'string' && /^[A-Za-z]{2}$/.test(stateValue.trim())
        ? stateValue.trim().toUpperCase()
        : reader.gap('state', SCENARIO_FIELDS.state, 'invalid', 'A two-letter state code.');
  const unitsValue = reader.value(SCENARIO_FIELDS.units);
  const units =
    unitsValue === null
      ? reader.gap('units', SCENARIO_FIELDS.units, 'missing', 'Not filled in.')
      : Number.isInteger(Number(unitsValue)) && Number(unitsValue) >= 1 && Number(unitsValue) <= 4
        ? Number(unitsValue)
        : reader.gap('units', SCENARIO_FIELDS.units, 'invalid', 'Priced for 1 to 4 units.');
  const propertyType = reader.choice('propertyType', SCENARIO_FIELDS.propertyType, PRICING_PROPERTY_TYPES);
  const occupancy = reader.choice('occupancy', SCENARIO_FIELDS.occupancy, PRICING_OCCUPANCIES);
  const propertyValue = propertyValueOf(reader, purpose);
  const scenario: LoanScenarioDraft = {
    ...(purpose === undefined ? {} : { purpose }),
    ...(occupancy === undefined ? {} : { occupancy }),
    ...(propertyType === undefined ? {} : { propertyType }),
    ...(units === undefined ? {} : { units }),
    ...(state === undefined ? {} : { state }),
    ...(typeof county === 'string' ? { county: county.trim().slice(0, 60) } : {}),
    ...(propertyValue === undefined ? {} : { propertyValue }),
    ...(loanAmount === undefined ? {} : { loanAmount }),
    ...(mortgageType === undefined ? {} : { mortgageTypes: [mortgageType] }),
    channel: uiChannelOf(loan),
    organizationId: loan.organizationId,
    escrowWaived: false,
  };
  // The loan data holds no credit score (it comes from the credit report): the page asks for it.
  reader.gaps.push({
    scenarioField: 'creditScore',
    fieldId: null,
    label: 'Representative Credit Score',
    problem: 'missing',
    detail: 'The loan data has no credit score: enter the representative score from the credit report.',
  });
  return { loanId: loan.id, scenario, gaps: reader.gaps };
}
