/** How long the search box waits after the last keystroke before it searches (the portal's search pause). */
export const HISTORY_SEARCH_DEBOUNCE_MS = 300;

/** What the list shows, as the address keeps it (`?search=&page=`), so Back returns to the same page. */
export interface HistoryQuery {
  search: string;
  page: number;
}

/** The list's search and page from the address; a missing or invalid page is the first. */
export function historyQueryOf(params: URLSearchParams): HistoryQuery {
  const page = Number(params.get('page'));
  return { search: params.get('search')?.trim() ?? '', page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * The address's parameters with `next` written in: defaults are left out, and every parameter
 * this page does not own (the host's `?modal=`) is kept. A new search starts at the first page.
 */
export function withHistoryQuery(params: URLSearchParams, next: Partial<HistoryQuery>): URLSearchParams {
  const current = historyQueryOf(params);
  const search = next.search !== undefined ? next.search.trim() : current.search;
  const page = next.search !== undefined && search !== current.search ? 1 : (next.page ?? current.page);
  const result = new URLSearchParams(params);
  if (search) result.set('search', search);
  else result.delete('search');
  if (page > 1) result.set('page', String(page));
  else result.delete('page');
  return result;
}

/** The last page of `total` items; at least 1. */
export const lastPageOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
