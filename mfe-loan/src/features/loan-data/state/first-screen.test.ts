import type { ExpandedSection } from 'shared-rules';
import { firstScreenSections } from './first-screen';

const section = (id: string, fields: number): ExpandedSection => ({
  id,
  title: id,
  pair: null,
  rows: [Array.from({ length: fields }, (_, i) => `${id}-${i}`)],
});

describe('the first screen of a loan-data tab', () => {
  it('draws the leading sections that fit the budget, and always the first', () => {
    expect(firstScreenSections([section('a', 20), section('b', 30), section('c', 30)], 60)).toBe(2);
    expect(firstScreenSections([section('a', 90), section('b', 10)], 60)).toBe(1);
    expect(firstScreenSections([section('a', 10), section('b', 10)], 60)).toBe(2);
    expect(firstScreenSections([], 60)).toBe(0);
  });
});
