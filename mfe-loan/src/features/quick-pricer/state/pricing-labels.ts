/**
 * How the Quick Pricer names the pricing engine's values and writes its integers. The scenario
 * carries the loan document's own values (`PrimaryResidence`, `Detached`); people read these labels.
 * Every number arrives as an integer in the units of shared-rules' `units.ts` and is written from
 * its digits, so no binary fraction touches a rate, a price or an amount.
 */
import {
  type EligibleProduct,
  formatCents,
  formatHundredths,
  formatThousandths,
  type LadderRung,
  type PricingAmortization,
  type PricingMortgageType,
  type PricingOccupancy,
  type PricingPropertyType,
  type PricingPurpose,
} from 'shared-rules';

export const PURPOSE_LABELS: Record<PricingPurpose, string> = {
  Purchase: 'Purchase',
  'NoCash-Out Refinance': 'Rate and term refinance',
  'Cash-Out Refinance': 'Cash-out refinance',
};

export const OCCUPANCY_LABELS: Record<PricingOccupancy, string> = {
  PrimaryResidence: 'Primary residence',
  SecondHome: 'Second home',
  Investor: 'Investment property',
};

export const PROPERTY_TYPE_LABELS: Record<PricingPropertyType, string> = {
  Detached: 'Single family',
  Attached: 'Townhouse (attached)',
  Condominium: 'Condominium',
  HighRiseCondominium: 'High-rise condominium',
  DetachedCondo: 'Detached condominium',
  PUD: 'Planned unit development',
  CoOperative: 'Co-operative',
  ManufacturedHousing: 'Manufactured home',
};

export const MORTGAGE_TYPE_LABELS: Record<PricingMortgageType, string> = {
  Conventional: 'Conventional',
  FHA: 'FHA',
  VA: 'VA',
  USDA: 'USDA',
  'Non-QM': 'Non-QM',
};

export const AMORTIZATION_LABELS: Record<PricingAmortization, string> = { Fixed: 'Fixed rate', ARM: 'Adjustable rate (ARM)' };

/** The lock periods a broker picks from, in days (the rate sheets' usual four). */
export const LOCK_PERIODS = [15, 30, 45, 60] as const;

/** The terms the product filter offers, in months. */
export const TERM_FILTERS = [360, 240, 180, 120] as const;

/** 360 → "30-year"; a term that is not whole years keeps its months. */
export function termLabel(months: number): string {
  return months % 12 === 0 ? `${months / 12}-year` : `${months}-month`;
}

/** A note rate in thousandths of a percent: 6625 → "6.625%". */
export function rateLabel(noteRate: number): string {
  return `${formatThousandths(noteRate)}%`;
}

/** A price in thousandths of a point: 100375 → "100.375". */
export function priceLabel(price: number): string {
  return formatThousandths(price);
}

/** An adjustment in thousandths of a point, signed as rate sheets write it: -375 → "-0.375", 250 → "+0.250". */
export function adjustmentLabel(value: number): string {
  return value > 0 ? `+${formatThousandths(value)}` : formatThousandths(value);
}

/** LTV or CLTV in hundredths of a percent: 8000 → "80.00%". */
export function ratioLabel(hundredths: number): string {
  return `${formatHundredths(hundredths)}%`;
}

/** A monthly payment in cents: 255763 → "$2,557.63". */
export function paymentLabel(cents: number): string {
  return formatCents(cents);
}

/** The rung priced at par, or null when no rate of the ladder reaches 100.000. */
export function parRung(product: EligibleProduct): LadderRung | null {
  return product.ladder.find((rung) => rung.par) ?? null;
}

/** "Conventional · 30-year · Fixed rate": what a product is, under its name. */
export function productDescription(product: Pick<EligibleProduct, 'mortgageType' | 'termMonths' | 'amortization'>): string {
  return `${MORTGAGE_TYPE_LABELS[product.mortgageType]} · ${termLabel(product.termMonths)} · ${AMORTIZATION_LABELS[product.amortization]}`;
}

/** The options of a select from a label map, in the map's order. */
export function optionsOf<Value extends string>(labels: Record<Value, string>): Array<{ value: Value; label: string }> {
  return (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));
}
