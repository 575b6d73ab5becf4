import { describe, expect, it } from '@jest/globals';
import { EXAMPLE_RATE_SHEET } from './example-sheet';
import { extensionCost, relockPrice } from './lock-pricing';

describe('lock extensions', () => {
  it('costs the per-day cost times the days, up to the maximum', () => {
    expect(extensionCost(EXAMPLE_RATE_SHEET, 1)).toEqual({ ok: true, days: 1, cost: 25 });
    expect(extensionCost(EXAMPLE_RATE_SHEET, 15)).toEqual({ ok: true, days: 15, cost: 375 });
    expect(extensionCost(EXAMPLE_RATE_SHEET, 30)).toEqual({ ok: true, days: 30, cost: 750 });
  });

  it('refuses past the maximum and anything but whole positive days', () => {
    expect(extensionCost(EXAMPLE_RATE_SHEET, 31)).toEqual({
      ok: false,
      message: 'A lock can be extended by at most 30 days; 31 days were asked for',
    });
    expect(extensionCost(EXAMPLE_RATE_SHEET, 0)).toEqual({ ok: false, message: 'An extension is a whole number of days, at least 1' });
    expect(extensionCost(EXAMPLE_RATE_SHEET, 2.5).ok).toBe(false);
  });
});

describe('relockPrice', () => {
  it('takes the worse of the original and the current price', () => {
    expect(relockPrice(100_500, 99_875)).toEqual({
      price: 99_875,
      basis: 'current',
      explanation: "Today's price 99.875 is worse than the original 100.500",
    });
    expect(relockPrice(100_500, 101_250)).toEqual({
      price: 100_500,
      basis: 'original',
      explanation: "The original price 100.500 is not better than today's 101.250",
    });
    expect(relockPrice(100_500, 100_500)).toMatchObject({ price: 100_500, basis: 'original' });
  });
});
