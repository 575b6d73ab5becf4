import type { ReactNode } from 'react';
import { problemMessage } from '../problem';
import type { DataTableLoadError } from './data-table-types';

/** What a list's RTK Query result needs to read again. */
export interface RetryableQuery {
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A table's `error` from its query: the place's title, the services' reason, and Retry asking again; null while the query has not failed. */
export function loadErrorOf(query: RetryableQuery, title: ReactNode): DataTableLoadError | null {
  if (!query.isError) return null;
  return { title, message: problemMessage(query.error), onRetry: () => void query.refetch() };
}
