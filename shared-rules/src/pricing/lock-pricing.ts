/**
 * What extending or re-locking a rate lock costs under a sheet.
 */
import type { RateSheet } from './rate-sheet';
import { formatThousandths } from './units';

export type ExtensionCostResult = { ok: true; days: number; cost: number } | { ok: false; message: string };

/** The price cost of extending a lock by whole days (thousandths of a point, taken off the price), refused past the sheet's maximum. */
export function extensionCost(sheet: RateSheet, days: number): ExtensionCostResult {
  const { costPerDay, maxDays } = sheet.lockExtension;
  if (!Number.isInteger(days) || days < 1) return { ok: false, message: 'An extension is a whole number of days, at least 1' };
  if (days > maxDays) return { ok: false, message: `A lock can be extended by at most ${maxDays} days; ${days} days were asked for` };
  return { ok: true, days, cost: days * costPerDay };
}

export interface RelockPrice {
  price: number;
  /** Which price the relock takes. */
  basis: 'original' | 'current';
  explanation: string;
}

/**
 * The price of re-locking a loan whose lock expired or was cancelled: the worse of the original
 * lock's price and today's price for the same rate (worst case), so a re-lock never gains from a
 * market that moved in the loan's favour. On a tie the original is kept.
 */
export function relockPrice(originalPrice: number, currentPrice: number): RelockPrice {
  if (currentPrice < originalPrice) {
    return {
      price: currentPrice,
      basis: 'current',
      explanation: `Today's price ${formatThousandths(currentPrice)} is worse than the original ${formatThousandths(originalPrice)}`,
    };
  }
  return {
    price: originalPrice,
    basis: 'original',
    explanation: `The original price ${formatThousandths(originalPrice)} is not better than today's ${formatThousandths(currentPrice)}`,
  };
}
