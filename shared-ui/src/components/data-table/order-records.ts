import type { DataTableSort, SortDirection, SortValue } from './data-table-types';

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

const isMissing = (value: SortValue): value is null | undefined | '' => value === null || value === undefined || value === '';

/**
 * Compares two sort values ascending: numbers and dates by size, text as a reader expects
 * ("Loan 9" before "Loan 10", case ignored). A missing value comes after every value.
 */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (isMissing(a) || isMissing(b)) return Number(isMissing(a)) - Number(isMissing(b));
  if (a instanceof Date || b instanceof Date || (typeof a === 'number' && typeof b === 'number')) return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * The records in the order asked, without changing the array given. Equal values keep their
 * order; missing values stay last in either direction, so "descending" never opens on blanks.
 */
export function sortRecords<T>(records: readonly T[], sortValueOf: (record: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return records
    .map((record) => ({ record, value: sortValueOf(record) }))
    .sort((a, b) => {
      if (isMissing(a.value) || isMissing(b.value)) return compareSortValues(a.value, b.value);
      return sign * compareSortValues(a.value, b.value);
    })
    .map(({ record }) => record);
}

/** How many pages `total` rows make (at least one, so an empty list still has its first page). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page's rows (from 1); a page past the end gives the last page's rows. */
export function pageOfRecords<T>(records: readonly T[], page: number, pageSize: number): T[] {
  const shown = Math.min(Math.max(1, page), pageCountOf(records.length, pageSize));
  return records.slice((shown - 1) * pageSize, shown * pageSize);
}

/** The order a click on a column's header asks for: the other direction if the table is sorted by it, else its first direction. */
export function nextSort<Key extends string>(
  current: DataTableSort<Key> | undefined,
  column: Key,
  firstDirection: SortDirection,
): DataTableSort<Key> {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: firstDirection };
}
