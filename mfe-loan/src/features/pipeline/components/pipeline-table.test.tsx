import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoanSummary } from 'shared-rules';
import { renderWithProviders } from 'shared-ui/testing';
import { PipelineTable } from './pipeline-table';

const loan: LoanSummary = {
  id: 'loan-1',
  loanNumber: '260001001',
  organizationId: 'org-summit',
  organizationName: 'Summit Home Lending',
  channel: 'Correspondent',
  delegated: true,
  status: 'In Underwriting',
  folder: 'Corr Delegated',
  borrowerName: 'Dana Thompson',
  propertyAddress: '12 Oak St, Denver, CO 80202',
  currentStep: 'Credit',
  loanAmount: 358400,
  loanPurpose: 'Purchase',
  loanProgramName: 'Conventional 15 Year Fixed',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const unsorted = { sort: 'updatedAt' as const, order: 'desc' as const, onSort: jest.fn(), empty: 'No loans match these filters' };

describe('PipelineTable', () => {
  it('shows each loan with a link to its workflow tab', () => {
    renderWithProviders(
      <PipelineTable loans={[loan]} showOrganization={false} page={1} pageSize={25} total={1} onPageChange={jest.fn()} {...unsorted} />,
    );
    expect(screen.getByRole('link', { name: '260001001' })).toHaveAttribute('href', '/loan/loan-1/workflow');
    expect(screen.getByText('Correspondent Delegated')).toBeInTheDocument();
    expect(screen.getByText('$358,400.00')).toBeInTheDocument();
    expect(screen.getByText('11/20/2026')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Organization' })).not.toBeInTheDocument();
    expect(screen.getByText('1 loan')).toBeInTheDocument();
    expect(screen.getByText('12 Oak St, Denver, CO 80202')).toBeInTheDocument();
  });

  it('tells assistive technology the rows are being replaced while a new order or page loads', () => {
    const { rerender } = renderWithProviders(
      <PipelineTable
        loans={[loan]}
        showOrganization={false}
        page={1}
        pageSize={25}
        total={1}
        onPageChange={jest.fn()}
        {...unsorted}
        busy
      />,
    );
    expect(screen.getByRole('table', { name: 'Loans' })).toHaveAttribute('aria-busy', 'true');
    rerender(
      <PipelineTable loans={[loan]} showOrganization={false} page={1} pageSize={25} total={1} onPageChange={jest.fn()} {...unsorted} />,
    );
    expect(screen.getByRole('table', { name: 'Loans' })).toHaveAttribute('aria-busy', 'false');
  });

  it('sorts by a column header and tells which column orders the rows, and how', async () => {
    const user = userEvent.setup();
    const onSort = jest.fn();
    renderWithProviders(
      <PipelineTable
        loans={[loan]}
        showOrganization={false}
        page={1}
        pageSize={25}
        total={1}
        onPageChange={jest.fn()}
        sort="loanAmount"
        order="asc"
        onSort={onSort}
        empty="No loans match these filters"
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: /Borrower/ }));
    expect(onSort).toHaveBeenCalledWith('borrowerName');
  });

  it('adds the organisation column for internal users and pages through long pipelines', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderWithProviders(
      <PipelineTable loans={[loan]} showOrganization page={1} pageSize={20} total={60} onPageChange={onPageChange} {...unsorted} />,
    );
    expect(screen.getByRole('columnheader', { name: 'Organization' })).toBeInTheDocument();
    expect(screen.getByText('Summit Home Lending')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
