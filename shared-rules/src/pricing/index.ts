export * from './rate-sheet';
export * from './scenario';
export {
  formatCents,
  formatHundredths,
  formatThousandths,
  loanToValue,
  monthlyPrincipalAndInterest,
  PAR_PRICE,
  scaledInteger,
} from './units';
export * from './template';
export * from './parse-rate-sheet';
export * from './write-workbook';
export * from './example-sheet';
export { EXAMPLE_ADJUSTMENTS } from './example-adjustments';
export * from './large-sheet';
export * from './compile';
export * from './price-scenario';
export * from './naive-pricing';
export * from './lock-pricing';
export { describeCell } from './adjustment-match';
export { MAX_BASE_PRICE, MIN_BASE_PRICE } from './parse-products';
