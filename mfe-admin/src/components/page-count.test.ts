import { pageCount } from './page-count';

describe('pageCount', () => {
  it('is at least one page, and one more for every started page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
