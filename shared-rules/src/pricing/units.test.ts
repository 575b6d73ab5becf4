import { describe, expect, it } from '@jest/globals';
import { formatCents, formatHundredths, formatThousandths, loanToValue, monthlyPrincipalAndInterest, scaledInteger } from './units';

describe('pricing units', () => {
  it('scales decimal text and spreadsheet numbers to integers without binary fractions', () => {
    expect(scaledInteger('6.875', 1000)).toBe(6875);
    expect(scaledInteger(101.375, 1000)).toBe(101375);
    expect(scaledInteger(-0.25, 1000)).toBe(-250);
    expect(scaledInteger(6.99, 1000)).toBe(6990);
    expect(scaledInteger(0.1 + 0.2, 1000)).toBeNull();
    expect(scaledInteger('150,000.01', 100)).toBe(15000001);
    expect(scaledInteger('1.2345', 1000)).toBeNull();
    expect(scaledInteger('12.5', 1)).toBeNull();
    expect(scaledInteger('abc', 1)).toBeNull();
  });

  it('rounds LTV up to the hundredth, so a fraction above 80.00 % is 80.01 %', () => {
    expect(loanToValue(32_000_000, 40_000_000)).toBe(8000);
    expect(loanToValue(32_000_001, 40_000_000)).toBe(8001);
    expect(loanToValue(32_004_000, 40_000_000)).toBe(8001);
    expect(loanToValue(10_000_000, 30_000_000)).toBe(3334);
    expect(loanToValue(40_000_000, 40_000_000)).toBe(10000);
  });

  it('computes principal and interest half-up to the cent', () => {
    expect(monthlyPrincipalAndInterest(30_000_000, 6_500, 360)).toBe(189_620);
    expect(monthlyPrincipalAndInterest(20_000_000, 5_000, 360)).toBe(107_364);
    expect(monthlyPrincipalAndInterest(10_000_000, 7_000, 180)).toBe(89_883);
    expect(monthlyPrincipalAndInterest(40_000_000, 6_875, 360)).toBe(262_772);
    expect(monthlyPrincipalAndInterest(36_000_000, 0, 360)).toBe(100_000);
  });

  it('formats thousandths, hundredths and cents', () => {
    expect(formatThousandths(6875)).toBe('6.875');
    expect(formatThousandths(-250)).toBe('-0.250');
    expect(formatThousandths(100_000)).toBe('100.000');
    expect(formatHundredths(8001)).toBe('80.01');
    expect(formatCents(15_000_001)).toBe('$150,000.01');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-123_456_789)).toBe('-$1,234,567.89');
  });
});
