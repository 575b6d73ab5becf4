// Numbers as the admin pages print them (US English, as every figure of the portal).
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** A rate services send as a fraction (0.425) as a percentage ("42.5%"); out-of-range values are clamped. */
export function percentLabel(rate: number): string {
  return PERCENT.format(Math.min(1, Math.max(0, Number.isFinite(rate) ? rate : 0)));
}

/** A whole number with thousands separators ("1,204"). */
export function countLabel(count: number): string {
  return count.toLocaleString('en-US');
}
