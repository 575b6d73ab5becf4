import { compareSortValues, nextSort, pageCountOf, pageOfRecords, sortRecords } from './order-records';

describe('compareSortValues', () => {
  it('orders numbers and dates by size, and text as a reader expects', () => {
    expect(compareSortValues(9, 10)).toBeLessThan(0);
    expect(compareSortValues(new Date('2026-11-02'), new Date('2026-11-01'))).toBeGreaterThan(0);
    expect(compareSortValues('Loan 9', 'Loan 10')).toBeLessThan(0);
    expect(compareSortValues('alpha', 'Alpha')).toBe(0);
  });

  it('puts a missing value after every value', () => {
    expect(compareSortValues(null, 'a')).toBeGreaterThan(0);
    expect(compareSortValues('', 0)).toBeGreaterThan(0);
    expect(compareSortValues(undefined, null)).toBe(0);
  });
});

describe('sortRecords', () => {
  const rows = [
    { id: 'b', amount: 200 },
    { id: 'none', amount: null },
    { id: 'a', amount: 100 },
    { id: 'c', amount: 200 },
  ];

  it('sorts either way, keeping equal rows in their order and missing values last', () => {
    expect(sortRecords(rows, (row) => row.amount, 'asc').map((row) => row.id)).toEqual(['a', 'b', 'c', 'none']);
    expect(sortRecords(rows, (row) => row.amount, 'desc').map((row) => row.id)).toEqual(['b', 'c', 'a', 'none']);
  });

  it('leaves the array given as it was', () => {
    const before = rows.map((row) => row.id);
    sortRecords(rows, (row) => row.amount, 'asc');
    expect(rows.map((row) => row.id)).toEqual(before);
  });
});

describe('paging', () => {
  it('counts at least one page', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(41, 20)).toBe(3);
  });

  it('gives a page of rows, and the last page for a page past the end', () => {
    const rows = [1, 2, 3, 4, 5];
    expect(pageOfRecords(rows, 2, 2)).toEqual([3, 4]);
    expect(pageOfRecords(rows, 9, 2)).toEqual([5]);
    expect(pageOfRecords([], 3, 2)).toEqual([]);
  });
});

describe('nextSort', () => {
  it('turns the order around on the sorted column, and starts another column its own way', () => {
    expect(nextSort({ column: 'name', direction: 'asc' }, 'name', 'asc')).toEqual({ column: 'name', direction: 'desc' });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'updatedAt', 'desc')).toEqual({ column: 'updatedAt', direction: 'desc' });
    expect(nextSort(undefined, 'name', 'asc')).toEqual({ column: 'name', direction: 'asc' });
  });
});
