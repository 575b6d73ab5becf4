import type { CSSProperties, ReactNode } from 'react';
import type { EmptyStateProps } from '../empty-state';

export type SortDirection = 'asc' | 'desc';

/** The order of a table: the key of the column it is sorted by, and which way. */
export interface DataTableSort<Key extends string = string> {
  column: Key;
  direction: SortDirection;
}

/** What orders a column's rows when the table sorts them itself: `null` sorts after every value. */
export type SortValue = string | number | Date | null | undefined;

export interface DataTableColumn<T> {
  /** Unique among the table's columns; the key a sort names. */
  key: string;
  /** The column header, which screen readers announce before each of its cells. */
  title: string;
  /** Keeps the header for screen readers only (a column of buttons needs no visible title). */
  titleHidden?: boolean;
  render: (record: T, index: number) => ReactNode;
  /** The header orders the rows: services do it for a server-sorted table, `sortValue` for a client-sorted one. */
  sortable?: boolean;
  /** What orders the rows of a client-sorted table; without it, the record's property named `key`. */
  sortValue?: (record: T) => SortValue;
  /** The direction of a first click on the header (`desc` for dates and amounts, newest or largest first). */
  firstDirection?: SortDirection;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  noWrap?: boolean;
  /** Its cells name their rows for screen readers (a row header): the page of a checklist, the name of a record. */
  rowHeader?: boolean;
  cellStyle?: CSSProperties | ((record: T, index: number) => CSSProperties | undefined);
  /** A footer cell under the column (totals); the table gets a footer row when any column has one. */
  footer?: ReactNode;
}

/** How a table is named for screen readers: its own label, the id of a visible heading, or a caption shown above it. */
export type DataTableName =
  | { label: string; labelledBy?: never; caption?: never }
  | { labelledBy: string; label?: never; caption?: never }
  | { caption: string; label?: never; labelledBy?: never };

/** A failed load, shown with `LoadErrorAlert` instead of the rows. */
export interface DataTableLoadError {
  /** What could not be loaded, as the place says it. */
  title: ReactNode;
  message?: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
}

/** What an empty table says: a sentence for a small list, or the shared `EmptyState` (title, advice, action). */
export type DataTableEmpty = string | EmptyStateProps;

export interface DataTableSorting<Key extends string = string> {
  /** The order shown. Given, the caller holds it (in the address, or sent to services); absent, the table does. */
  sort?: DataTableSort<Key>;
  /** The order the table starts in when it holds the order itself. */
  initialSort?: DataTableSort<Key>;
  /** A header was clicked: the order it asks for (the other direction when it is already the order). */
  onSortChange?: (sort: DataTableSort<Key>) => void;
  /** `server`: the records arrive in order; `client` (default): the table orders them. */
  sortedBy?: 'client' | 'server';
}

export interface DataTablePaging {
  pageSize: number;
  /** The page shown (from 1). Given, the caller holds it (in the address); absent, the table does. */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Given, services page the list: `records` are the page shown, out of `total`. Absent, the table pages `records` itself. */
  total?: number;
  /** Names the page buttons for screen readers ("Pipeline pages"). */
  label: string;
  /** The line beside the pages ("21–40 of 95 users"); the range and the total by default. */
  summary?: (range: { from: number; to: number; total: number }) => string;
}

/** Rows that open below themselves (an error's stack, a record's details). */
export interface DataTableRowExpansion<T> {
  /** The keys (`rowKey`) of the rows open now. */
  openKeys: ReadonlyArray<string | number>;
  content: (record: T) => ReactNode;
}

/** The last column: what can be done to a row. */
export interface DataTableRowActions<T> {
  render: (record: T) => ReactNode;
  /** "Actions" unless the table says otherwise. */
  title?: string;
  /** Shows the column's title; by default only screen readers read it. */
  titleShown?: boolean;
}
