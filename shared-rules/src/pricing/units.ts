/**
 * The units of pricing and every rounding rule, in one place. Nothing in pricing holds a binary
 * fraction: rates, prices, ratios and amounts are integers in the units below, and the one
 * computation that needs fractions (principal and interest) runs in decimal.js.
 *
 * - note rate: thousandths of a percent (6.875 % → 6875)
 * - price, adjustment, margin, cap: thousandths of a point (101.375 → 101375; −0.250 → −250)
 * - amount: whole cents ($300,000.00 → 30000000)
 * - LTV and CLTV: hundredths of a percent (80.01 % → 8001), the precision of every LLPA grid
 * - DTI: thousandths of a percent (43.5 % → 43500)
 * - DSCR: thousandths (1.250 → 1250)
 */
import DecimalJs from 'decimal.js';

/** Its own constructor, so the package never changes decimal.js's global settings for anyone else. */
const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });

/** A price of 100.000: par. */
export const PAR_PRICE = 100_000;

/** Decimal text or a spreadsheet number scaled to an integer (`'6.875'`, 1000 → 6875), or null when it has more decimals than the scale holds. */
export function scaledInteger(value: string | number, scale: 1 | 100 | 1000): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(/,/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  // String(number) is the shortest text that reads back as the same double: 6.99 stays "6.99".
  const scaled = new Decimal(text).times(scale);
  if (!scaled.isInteger()) return null;
  const result = scaled.toNumber();
  // Adding 0 turns "-0" into 0, so a written -0.000 equals 0.000.
  return Number.isSafeInteger(result) ? result + 0 : null;
}

/**
 * LTV (or CLTV) in hundredths of a percent, rounded up: a loan a fraction of a hundredth above
 * 80.00 % is above it (the grids' 80.01 % band), never rounded back into the cheaper band.
 */
export function loanToValue(loanCents: number, propertyValueCents: number): number {
  // loan × 10,000 stays an exact integer for any loan below $9 billion.
  return ceilDivide(loanCents * 10_000, propertyValueCents);
}

function ceilDivide(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  return quotient * denominator < numerator ? quotient + 1 : quotient;
}

/** The monthly payment factor r(1+r)^n / ((1+r)^n − 1) of a note rate and term, to 40 digits. */
export function amortizationFactor(noteRate: number, termMonths: number): InstanceType<typeof Decimal> {
  if (noteRate === 0) return new Decimal(1).dividedBy(termMonths);
  const monthlyRate = new Decimal(noteRate).dividedBy(1_200_000);
  const growth = monthlyRate.plus(1).pow(termMonths);
  return monthlyRate.times(growth).dividedBy(growth.minus(1));
}

/** Monthly principal and interest in cents from a payment factor, rounded half-up to the cent. */
export function paymentFromFactor(loanCents: number, factor: InstanceType<typeof Decimal>): number {
  return factor.times(loanCents).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** Monthly principal and interest in cents ($300,000 at 6.500 % over 360 months → 189620). */
export function monthlyPrincipalAndInterest(loanCents: number, noteRate: number, termMonths: number): number {
  return paymentFromFactor(loanCents, amortizationFactor(noteRate, termMonths));
}

/** Thousandths as decimal text with three places (6875 → "6.875", −250 → "-0.250"). */
export function formatThousandths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  return `${sign}${Math.floor(magnitude / 1000)}.${String(magnitude % 1000).padStart(3, '0')}`;
}

/** Hundredths as decimal text with two places (8001 → "80.01"). */
export function formatHundredths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** Cents as dollars with thousands separators (15000001 → "$150,000.01"). */
export function formatCents(cents: number): string {
  const dollars = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}
