import { describe, expect, it } from '@jest/globals';
import { median, percentile, percentiles } from './percentiles.ts';

describe('percentiles', () => {
  it('gives nearest-rank percentiles, always a measured value', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index); // 100 … 1, unsorted
    expect(percentiles(samples)).toEqual({ count: 100, min: 1, p50: 50, p95: 95, p99: 99, max: 100, mean: 50.5 });
  });

  it('leaves the samples as they were', () => {
    const samples = [3, 1, 2];
    percentiles(samples);
    expect(samples).toEqual([3, 1, 2]);
  });

  it('takes the largest value when there are fewer samples than the percentile needs', () => {
    expect(percentiles([7, 2, 9])).toMatchObject({ p50: 7, p95: 9, p99: 9 });
    expect(percentile(Float64Array.from([4]), 99)).toBe(4);
  });

  it('answers NaN for no samples, so a run whose requests all failed still prints a row', () => {
    const none = percentiles([]);
    expect(none.count).toBe(0);
    expect(none.p95).toBeNaN();
    expect(none.mean).toBeNaN();
  });
});

describe('median', () => {
  it('is the middle run, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
