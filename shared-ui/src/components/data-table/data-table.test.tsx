import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DataTable, type DataTableProps } from './data-table';
import type { DataTableColumn, DataTableSort } from './data-table-types';

interface Loan {
  id: string;
  number: string;
  borrower: string;
  amount: number | null;
}

const LOANS: Loan[] = [
  { id: 'l1', number: '260001002', borrower: 'Dana Thompson', amount: 358_400 },
  { id: 'l2', number: '260001010', borrower: 'Avery Cole', amount: 120_000 },
  { id: 'l3', number: '260001001', borrower: 'Blake Hart', amount: null },
];

const COLUMNS: DataTableColumn<Loan>[] = [
  { key: 'number', title: 'Loan', render: (loan) => loan.number, sortable: true, rowHeader: true },
  { key: 'borrower', title: 'Borrower', render: (loan) => loan.borrower, sortable: true },
  {
    key: 'amount',
    title: 'Amount',
    render: (loan) => (loan.amount === null ? 'None' : `$${loan.amount}`),
    sortable: true,
    firstDirection: 'desc',
    align: 'right',
  },
];

function renderTable(props: Partial<DataTableProps<Loan>> = {}) {
  const table = (
    <DataTable<Loan>
      label="Loans"
      records={LOANS}
      columns={COLUMNS}
      rowKey={(loan) => loan.id}
      empty="No loans yet."
      {...(props as object)}
    />
  );
  return renderWithProviders(table);
}

/** The loan number heading each body row, top to bottom. */
const firstCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** A list paged by services: each page is asked for. */
function ServerPaged() {
  const [page, setPage] = useState(1);
  return (
    <DataTable<Loan>
      label="Loans"
      records={page === 1 ? LOANS.slice(0, 2) : LOANS.slice(2)}
      columns={COLUMNS}
      rowKey={(loan) => loan.id}
      empty="No loans yet."
      paging={{ page, pageSize: 2, total: 3, onPageChange: setPage, label: 'Loan pages', summary: ({ total }) => `${total} loans` }}
    />
  );
}

/** A list whose order the page holds (in the address). */
function HeldOrder() {
  const [sort, setSort] = useState<DataTableSort>({ column: 'borrower', direction: 'asc' });
  return (
    <DataTable<Loan>
      label="Loans"
      records={LOANS}
      columns={COLUMNS}
      rowKey={(loan) => loan.id}
      empty="No loans yet."
      sorting={{ sort, onSortChange: setSort }}
    />
  );
}

describe('DataTable', () => {
  it('is named for screen readers, with a column header per column and a row per record', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Loans' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Loan', 'Borrower', 'Amount']);
    expect(within(table).getAllByRole('row')).toHaveLength(LOANS.length + 1);
    expect(within(table).getByRole('rowheader', { name: '260001002' })).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-busy', 'false');
  });

  it('takes its name from a caption shown above it, or from a heading of the page', () => {
    const { unmount } = renderTable({ label: undefined, caption: 'Loans, newest first' } as Partial<DataTableProps<Loan>>);
    expect(screen.getByText('Loans, newest first')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Loans, newest first' })).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <>
        <h2 id="loans-heading">Your loans</h2>
        <DataTable<Loan> labelledBy="loans-heading" records={LOANS} columns={COLUMNS} rowKey={(loan) => loan.id} empty="No loans yet." />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Your loans' })).toBeInTheDocument();
  });

  it('sorts its rows when a header is clicked, says the order on the header, and turns it around on a second click', async () => {
    const user = userEvent.setup();
    renderTable({ sorting: {} });
    const loanHeader = screen.getByRole('columnheader', { name: 'Loan' });
    expect(loanHeader).toHaveAttribute('aria-sort', 'none');
    expect(firstCells()).toEqual(['260001002', '260001010', '260001001']);

    await user.click(within(loanHeader).getByRole('button', { name: 'Loan' }));
    expect(loanHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['260001001', '260001002', '260001010']);

    await user.click(screen.getByRole('button', { name: 'Loan' }));
    expect(loanHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['260001010', '260001002', '260001001']);
  });

  it('starts a column in its own direction and keeps rows without a value last', async () => {
    const user = userEvent.setup();
    renderTable({ sorting: {} });
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Loan' })).toHaveAttribute('aria-sort', 'none');
    expect(firstCells()).toEqual(['260001002', '260001010', '260001001']);
  });

  it('leaves the order to services when they sort, and tells the caller the order asked for', async () => {
    const user = userEvent.setup();
    const onSortChange = jest.fn();
    renderTable({ sorting: { sort: { column: 'borrower', direction: 'desc' }, onSortChange, sortedBy: 'server' } });
    expect(screen.getByRole('columnheader', { name: 'Borrower' })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['260001002', '260001010', '260001001']);
    await user.click(screen.getByRole('button', { name: 'Borrower' }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'borrower', direction: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'amount', direction: 'desc' });
  });

  it('has no sort buttons when the table is not sortable', () => {
    renderTable();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Loan' })).not.toHaveAttribute('aria-sort');
  });

  it('pages its rows itself, with named page buttons and a summary', async () => {
    const user = userEvent.setup();
    renderTable({ sorting: { initialSort: { column: 'number', direction: 'asc' } }, paging: { pageSize: 2, label: 'Loan pages' } });
    expect(firstCells()).toEqual(['260001001', '260001002']);
    expect(screen.getByText('1–2 of 3')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Loan pages' })).getByRole('button', { name: '2' }));
    expect(firstCells()).toEqual(['260001010']);
    expect(screen.getByText('3–3 of 3')).toBeInTheDocument();
    // A new order starts again at the first page.
    await user.click(screen.getByRole('button', { name: 'Loan' }));
    expect(firstCells()).toEqual(['260001010', '260001002']);
  });

  it('shows the page services sent, out of their total, and asks for another page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServerPaged />);
    expect(screen.getByText('3 loans')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(firstCells()).toEqual(['260001001']);
    expect(within(screen.getByRole('navigation', { name: 'Loan pages' })).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('has no page buttons when the rows fit on one page', () => {
    renderTable({ paging: { pageSize: 20, label: 'Loan pages' } });
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Loan pages' })).not.toBeInTheDocument();
  });

  it('shows the shared loader until the first answer, and while an empty list is read again', () => {
    const { unmount } = renderTable({ records: undefined, loadingLabel: 'Loading the loans' });
    expect(screen.getByRole('status', { name: 'Loading the loans' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    renderTable({ records: [], fetching: true, loadingLabel: 'Loading the loans' });
    expect(screen.getByRole('status', { name: 'Loading the loans' })).toBeInTheDocument();
  });

  it('keeps the rows shown while a newer answer is read, and says the table is busy', () => {
    renderTable({ fetching: true });
    expect(screen.getByRole('table', { name: 'Loans' })).toHaveAttribute('aria-busy', 'true');
    expect(firstCells()).toHaveLength(3);
  });

  it('says what an empty list means, as a sentence or as the shared empty state with its action', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable({ records: [] });
    expect(screen.getByText('No loans yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    const onClear = jest.fn();
    renderTable({
      records: [],
      empty: { title: 'No loans match', description: 'Change the filters.', action: <Button onClick={onClear}>Clear filters</Button> },
    });
    expect(screen.getByRole('heading', { name: 'No loans match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('shows a failed load with the shared alert, whose Retry asks again', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderTable({ error: { title: 'The loans could not be loaded', message: 'The server did not answer.', onRetry } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The loans could not be loaded');
    expect(alert).toHaveTextContent('The server did not answer.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("puts each row's actions last, under a header screen readers read", async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    renderTable({ rowActions: { render: (loan) => <Button onClick={() => onOpen(loan.id)}>{`Open ${loan.number}`}</Button> } });
    expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Actions');
    const row = screen.getByRole('row', { name: /260001010/ });
    await user.click(within(row).getByRole('button', { name: 'Open 260001010' }));
    expect(onOpen).toHaveBeenCalledWith('l2');
  });

  it('opens the rows the caller names below themselves', () => {
    renderTable({ rowExpansion: { openKeys: ['l2'], content: (loan) => `Details of ${loan.number}` } });
    expect(screen.getByText('Details of 260001010')).toBeInTheDocument();
    expect(screen.queryByText('Details of 260001002')).not.toBeInTheDocument();
  });

  it('makes a table wider than its room a named region keyboard users can reach and scroll', () => {
    const scrollWidth = jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
    const clientWidth = jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(600);
    try {
      renderTable();
      const region = screen.getByRole('region', { name: 'Loans' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table', { name: 'Loans' })).toBeInTheDocument();
    } finally {
      scrollWidth.mockRestore();
      clientWidth.mockRestore();
    }
  });

  it('adds no tab stop when the table fits', () => {
    renderTable();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('lets the caller hold the order (in the address)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeldOrder />);
    expect(firstCells()).toEqual(['260001010', '260001001', '260001002']);
    await user.click(screen.getByRole('button', { name: 'Borrower' }));
    expect(firstCells()).toEqual(['260001002', '260001001', '260001010']);
  });
});
