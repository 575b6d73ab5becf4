import { Group, type MantineSpacing, Text, VisuallyHidden } from '@mantine/core';
import {
  type DataTableColumn as MantineColumn,
  DataTable as MantineDataTable,
  type DataTablePaginationProps,
  type DataTablePaginationRenderContext,
} from 'mantine-datatable';
import { type CSSProperties, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { EmptyState } from '../empty-state';
import { LoadErrorAlert } from '../load-error-alert';
import { PageLoader } from '../page-loader';
import type {
  DataTableColumn,
  DataTableEmpty,
  DataTableLoadError,
  DataTableName,
  DataTablePaging,
  DataTableRowActions,
  DataTableRowExpansion,
  DataTableSort,
  DataTableSorting,
  SortValue,
} from './data-table-types';
import { nextSort, pageCountOf, pageOfRecords, sortRecords } from './order-records';
import { SortHeader } from './sort-header';
import { useOverflowing } from './use-overflowing';

export type DataTableProps<T> = DataTableName & {
  /** The rows; `undefined` until the first answer arrives (the table shows it is loading). */
  records: readonly T[] | undefined;
  columns: ReadonlyArray<DataTableColumn<T>>;
  /** A row's stable identity (React's key, the open rows of `rowExpansion`). */
  rowKey: (record: T) => string | number;
  /** What the table says when there are no rows. */
  empty: DataTableEmpty;
  /** The last load failed: the alert and its Retry replace the rows. */
  error?: DataTableLoadError | null;
  /** Names the loader while the first answer is awaited ("Loading the users"). */
  loadingLabel?: string;
  /** A newer answer is being read (another page, order or filter): the rows shown stay, dimmed, and the table is busy. */
  fetching?: boolean;
  sorting?: DataTableSorting;
  paging?: DataTablePaging;
  rowActions?: DataTableRowActions<T>;
  rowExpansion?: DataTableRowExpansion<T>;
  rowStyle?: (record: T) => CSSProperties | undefined;
  /** Attributes of a row's `<tr>` (`aria-current` on the row open below the list). */
  rowAttributes?: (record: T) => Record<string, string | undefined>;
  /** Scrolls the rows under a header that stays in view. */
  maxHeight?: number | string;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth?: number;
  striped?: boolean;
  highlightOnHover?: boolean;
  withBorder?: boolean;
  verticalSpacing?: MantineSpacing;
};

const ROW_ACTIONS_KEY = '__row-actions';
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The value a client-sorted column orders by when it names no `sortValue`: the record's property of the column's key. */
function propertyOf(record: unknown, key: string): SortValue {
  if (typeof record !== 'object' || record === null || !(key in record)) return undefined;
  const value = (record as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' || value instanceof Date ? value : undefined;
}

function Empty({ empty }: { empty: DataTableEmpty }) {
  if (typeof empty === 'string') {
    return (
      <Text size="sm" c="dimmed" py="xs">
        {empty}
      </Text>
    );
  }
  return <EmptyState {...empty} />;
}

function headerOf<T>(column: DataTableColumn<T>) {
  return column.titleHidden ? <VisuallyHidden>{column.title}</VisuallyHidden> : column.title;
}

/**
 * Every list of the portal: typed columns, sorting and paging by the table or by services (the
 * caller may hold the order and page in the address), row actions, rows that open below
 * themselves, and a header that stays in view over a long list. Until the first answer it shows
 * the shared loader, after a failed load `LoadErrorAlert`, and with no rows what the caller says.
 * The table is named for screen readers (a label, a visible heading or a caption), sortable
 * headers stay column headers with `aria-sort`, and a refresh marks the table busy.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { records, columns, rowKey, empty, error, loadingLabel = 'Loading', fetching = false, sorting, paging } = props;
  const captionId = useId();
  const tableRef = useRef<HTMLTableElement | null>(null);
  const keepTable = useCallback((table: HTMLTableElement | null) => {
    tableRef.current = table;
  }, []);
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const scrolls = useOverflowing(viewportRef);
  const [ownSort, setOwnSort] = useState<DataTableSort | undefined>(sorting?.initialSort);
  const [ownPage, setOwnPage] = useState(1);
  const sort = sorting?.sort ?? ownSort;
  const sortableKeys = new Set(sorting ? columns.filter((column) => column.sortable).map((column) => column.key) : []);

  // mantine-datatable makes a sortable header cell a button, which hides it as a column header:
  // the portal's headers hold their own button, and the cell gets the order the table is in.
  useLayoutEffect(() => {
    for (const cell of tableRef.current?.querySelectorAll('thead th[data-accessor]') ?? []) {
      const key = cell.getAttribute('data-accessor') ?? '';
      if (!sortableKeys.has(key)) cell.removeAttribute('aria-sort');
      else cell.setAttribute('aria-sort', sort?.column === key ? ARIA_SORT[sort.direction] : 'none');
    }
  });

  if (error) return <LoadErrorAlert title={error.title} message={error.message} onRetry={error.onRetry} retryLabel={error.retryLabel} />;
  if (records === undefined || (records.length === 0 && fetching)) return <PageLoader label={loadingLabel} />;
  if (records.length === 0) return <Empty empty={empty} />;

  const sortBy = (column: DataTableColumn<T>) => {
    const next = nextSort(sort, column.key, column.firstDirection ?? 'asc');
    if (sorting?.sort === undefined) setOwnSort(next);
    if (paging?.page === undefined) setOwnPage(1);
    sorting?.onSortChange?.(next);
  };
  const sortColumn = sort && sorting?.sortedBy !== 'server' ? columns.find((column) => column.key === sort.column) : undefined;
  const ordered =
    sort && sortColumn
      ? sortRecords(records, sortColumn.sortValue ?? ((record) => propertyOf(record, sortColumn.key)), sort.direction)
      : [...records];

  const serverPaged = paging?.total !== undefined;
  const total = paging?.total ?? ordered.length;
  const page = paging ? Math.min(paging.page ?? ownPage, serverPaged ? Number.MAX_SAFE_INTEGER : pageCountOf(total, paging.pageSize)) : 1;
  const shown = paging && !serverPaged ? pageOfRecords(ordered, page, paging.pageSize) : ordered;
  const turnPage = (next: number) => {
    if (paging?.page === undefined) setOwnPage(next);
    paging?.onPageChange?.(next);
  };

  const mantineColumns: MantineColumn<T>[] = columns.map((column) => ({
    accessor: column.key,
    title: sortableKeys.has(column.key) ? (
      <SortHeader title={column.title} direction={sort?.column === column.key ? sort.direction : null} onSort={() => sortBy(column)} />
    ) : (
      headerOf(column)
    ),
    render: column.render,
    textAlign: column.align,
    width: column.width,
    noWrap: column.noWrap,
    footer: column.footer,
    cellsStyle: column.cellStyle
      ? (record, index) => (typeof column.cellStyle === 'function' ? column.cellStyle(record, index) : column.cellStyle)
      : undefined,
    customCellAttributes: column.rowHeader ? () => ({ role: 'rowheader' }) : undefined,
  }));
  if (props.rowActions) mantineColumns.push(rowActionsColumn(props.rowActions));

  const name =
    props.caption !== undefined
      ? { 'aria-labelledby': captionId }
      : props.labelledBy !== undefined
        ? { 'aria-labelledby': props.labelledBy }
        : { 'aria-label': props.label };
  const pagination: DataTablePaginationProps = paging
    ? {
        page,
        onPageChange: turnPage,
        totalRecords: total,
        recordsPerPage: paging.pageSize,
        paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
          (paging.summary ?? defaultSummary)({ from, to, total: totalRecords }),
        renderPagination: ({ state, Controls }: DataTablePaginationRenderContext) => (
          <>
            <Controls.Text />
            {state.totalPages > 1 && (
              <nav aria-label={paging.label}>
                <Controls.Pagination />
              </nav>
            )}
          </>
        ),
      }
    : {};

  return (
    <>
      {props.caption !== undefined && (
        <Text id={captionId} size="sm" c="dimmed" mb={6}>
          {props.caption}
        </Text>
      )}
      <MantineDataTable<T>
        {...name}
        aria-busy={fetching ? 'true' : 'false'}
        tableRef={keepTable}
        records={shown}
        columns={mantineColumns}
        idAccessor={rowKey}
        fetching={fetching}
        highlightOnHover={props.highlightOnHover ?? true}
        striped={props.striped}
        verticalSpacing={props.verticalSpacing ?? 'sm'}
        withTableBorder={props.withBorder ?? false}
        borderRadius="md"
        maxHeight={props.maxHeight}
        styles={props.minWidth ? { table: { minWidth: props.minWidth } } : undefined}
        scrollViewportRef={viewportRef}
        // A table that scrolls is a named region keyboard users can focus and scroll; one that fits adds no tab stop.
        scrollAreaProps={{ viewportProps: scrolls ? { role: 'region', tabIndex: 0, ...name } : undefined }}
        rowStyle={props.rowStyle}
        customRowAttributes={props.rowAttributes}
        rowExpansion={props.rowExpansion && expansionOf(props.rowExpansion)}
        {...pagination}
      />
    </>
  );
}

const defaultSummary = ({ from, to, total }: { from: number; to: number; total: number }) => `${from}–${to} of ${total}`;

function rowActionsColumn<T>({ render, title = 'Actions', titleShown = false }: DataTableRowActions<T>): MantineColumn<T> {
  return {
    accessor: ROW_ACTIONS_KEY,
    title: titleShown ? title : <VisuallyHidden>{title}</VisuallyHidden>,
    textAlign: 'right',
    render: (record) => (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        {render(record)}
      </Group>
    ),
  };
}

function expansionOf<T>({ openKeys, content }: DataTableRowExpansion<T>) {
  return {
    // The caller opens and closes rows (a Details button), never a click on the row.
    trigger: 'never' as const,
    allowMultiple: true,
    expanded: { recordIds: [...openKeys] },
    content: ({ record }: { record: T }) => content(record),
  };
}
