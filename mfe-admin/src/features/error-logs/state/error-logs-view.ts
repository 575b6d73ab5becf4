import { ERROR_LOG_KINDS, ERROR_LOG_SOURCES, type ErrorLogKind, type ErrorLogListQuery, type ErrorLogSource } from 'shared-rules';

export const ERROR_LOGS_PAGE_SIZE = 25;

export const SOURCE_LABELS: Record<ErrorLogSource, string> = { browser: 'Browser', server: 'Services' };
export const KIND_LABELS: Record<ErrorLogKind, string> = {
  'render-error': 'Page crashed',
  'remote-load': 'Remote did not load',
  'unhandled-rejection': 'Unhandled rejection',
  'script-error': 'Script error',
  'server-error': 'Server error',
};

/** What the page shows, as its address carries it (`?source=&kind=&search=&from=&to=&page=`), so a filtered log can be linked. */
export interface ErrorLogsView {
  source: ErrorLogSource | null;
  kind: ErrorLogKind | null;
  search: string;
  /** Days, yyyy-mm-dd. */
  from: string | null;
  to: string | null;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : null;

/** Reads the view from the address; anything unknown falls back to the whole log, page 1. */
export function errorLogsViewFromParams(params: URLSearchParams): ErrorLogsView {
  const page = Number(params.get('page'));
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : null;
  };
  return {
    source: oneOf(ERROR_LOG_SOURCES, params.get('source')),
    kind: oneOf(ERROR_LOG_KINDS, params.get('kind')),
    search: params.get('search')?.trim() ?? '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address parameters of a view; defaults are left out. */
export function errorLogsViewParams(view: ErrorLogsView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.source) params.source = view.source;
  if (view.kind) params.kind = view.kind;
  if (view.search) params.search = view.search;
  if (view.from) params.from = view.from;
  if (view.to) params.to = view.to;
  if (view.page > 1) params.page = String(view.page);
  return params;
}

/** The list request of a view. */
export function errorLogsQuery(view: ErrorLogsView): ErrorLogListQuery {
  const { page, ...filters } = view;
  return {
    page,
    pageSize: ERROR_LOGS_PAGE_SIZE,
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null && value !== '')),
  };
}
