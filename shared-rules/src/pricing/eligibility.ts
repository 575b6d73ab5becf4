/**
 * Whether a product may price a scenario, with every reason it may not (a broker fixes a
 * scenario faster when told all of them at once), and the parts of pricing that depend on the
 * product and the scenario but not on the note rate: the product filters, margins and caps.
 */
import type { ScenarioFacts } from './adjustment-match';
import type { PriceCap, PricingProduct, RateSheet } from './rate-sheet';
import type { AppliedAdjustment, PricingScenario } from './scenario';
import { formatCents, formatHundredths, formatThousandths } from './units';

/** Whether the broker's filters (mortgage type, term, fixed or ARM) keep the product in the answer at all. */
export function productPassesFilters(product: PricingProduct, scenario: PricingScenario): boolean {
  const { mortgageTypes, termsMonths, amortizations } = scenario;
  if (mortgageTypes && mortgageTypes.length > 0 && !mortgageTypes.includes(product.mortgageType)) return false;
  if (termsMonths && termsMonths.length > 0 && !termsMonths.includes(product.termMonths)) return false;
  return !(amortizations && amortizations.length > 0 && !amortizations.includes(product.amortization));
}

/** Every reason the product cannot price the scenario; empty when it can. */
export function eligibilityReasons(product: PricingProduct, facts: ScenarioFacts): string[] {
  const { scenario, ltv, cltv } = facts;
  const reasons: string[] = [];
  if (!product.channels.includes(scenario.channel)) reasons.push(`Not offered in the ${scenario.channel} channel`);
  if (scenario.loanAmount < product.minLoanAmount) {
    reasons.push(`Loan amount ${formatCents(scenario.loanAmount)} is below the minimum of ${formatCents(product.minLoanAmount)}`);
  }
  if (scenario.loanAmount > product.maxLoanAmount) {
    reasons.push(`Loan amount ${formatCents(scenario.loanAmount)} is above the maximum of ${formatCents(product.maxLoanAmount)}`);
  }
  if (ltv > product.maxLtv) reasons.push(`LTV ${formatHundredths(ltv)} % is above the maximum of ${formatHundredths(product.maxLtv)} %`);
  if (cltv > product.maxCltv)
    reasons.push(`CLTV ${formatHundredths(cltv)} % is above the maximum of ${formatHundredths(product.maxCltv)} %`);
  if (scenario.creditScore < product.minCreditScore) {
    reasons.push(`Credit score ${scenario.creditScore} is below the minimum of ${product.minCreditScore}`);
  }
  if (product.maxDti !== null && scenario.dti > product.maxDti) {
    reasons.push(`DTI ${formatThousandths(scenario.dti)} % is above the maximum of ${formatThousandths(product.maxDti)} %`);
  }
  if (product.minDscr !== null) {
    if (scenario.dscr === undefined) reasons.push('A DSCR is required');
    else if (scenario.dscr < product.minDscr) {
      reasons.push(`DSCR ${formatThousandths(scenario.dscr)} is below the minimum of ${formatThousandths(product.minDscr)}`);
    }
  }
  if (!product.occupancies.includes(scenario.occupancy)) reasons.push(`Occupancy ${scenario.occupancy} is not allowed`);
  if (!product.propertyTypes.includes(scenario.propertyType)) reasons.push(`Property type ${scenario.propertyType} is not allowed`);
  if (scenario.units > product.maxUnits) reasons.push(`${scenario.units} units is above the maximum of ${product.maxUnits}`);
  if (product.states.length > 0 && !product.states.includes(scenario.state)) reasons.push(`Not offered in ${scenario.state}`);
  return reasons;
}

/** The reason a product priced for other lock periods cannot give this one. */
/** What a priced or refused product says of itself, the same in every result. */
export function productHeader(product: PricingProduct) {
  return {
    productId: product.id,
    name: product.name,
    program: product.program,
    mortgageType: product.mortgageType,
    termMonths: product.termMonths,
    amortization: product.amortization,
  };
}

export const noPricesForLock = (lockDays: number) => `No prices for a ${lockDays}-day lock`;

/** The channel's and the organisation's margins, as adjustments (a margin lowers the price). */
export function marginAdjustments(sheet: RateSheet, scenario: PricingScenario): AppliedAdjustment[] {
  const applied: AppliedAdjustment[] = [];
  const channelMargin = sheet.channelMargins.find((margin) => margin.channel === scenario.channel);
  if (channelMargin && channelMargin.margin !== 0) {
    applied.push({ source: 'channel-margin', name: 'Channel margin', value: -channelMargin.margin, reason: scenario.channel });
  }
  const organizationId = scenario.organizationId;
  const organizationMargin =
    organizationId === undefined ? undefined : sheet.organizationMargins.find((margin) => margin.organizationId === organizationId);
  if (organizationMargin && organizationMargin.margin !== 0) {
    applied.push({
      source: 'organization-margin',
      name: 'Organization margin',
      value: -organizationMargin.margin,
      reason: `Organization ${organizationMargin.organizationId}`,
    });
  }
  return applied;
}

/** Whether a cap bounds this product at this loan amount. */
export function capApplies(cap: PriceCap, productId: string, loanAmount: number): boolean {
  if (cap.productId !== null && cap.productId !== productId) return false;
  return (cap.loanAmountFrom === null || loanAmount >= cap.loanAmountFrom) && (cap.loanAmountTo === null || loanAmount <= cap.loanAmountTo);
}
