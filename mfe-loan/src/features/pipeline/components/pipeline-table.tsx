import { Anchor, Badge, Text } from '@mantine/core';
import { PIPELINE_SORT_FIELDS, type LoanSummary, type PipelineSortField, type SortOrder } from 'shared-rules';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn, type DataTableEmpty, type DataTableLoadError, linkTo } from 'shared-ui';
import { STATUS_COLORS, amountLabel, borrowerLabel, channelLabel, dateLabel } from '../state/loan-display';

export interface PipelineTableProps {
  /** Undefined until services first answer. */
  loans: LoanSummary[] | undefined;
  /** Internal users see several organisations' loans, so the organisation gets a column. */
  showOrganization: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  sort: PipelineSortField;
  order: SortOrder;
  onSort: (sort: PipelineSortField) => void;
  /** The rows shown are being replaced (a new sort, filter or page is loading): dimmed and announced as busy. */
  busy?: boolean;
  error?: DataTableLoadError | null;
  /** What the pipeline says when no loan matches. */
  empty: DataTableEmpty;
}

const ORGANIZATION_COLUMN: DataTableColumn<LoanSummary> = {
  key: 'organizationName',
  title: 'Organization',
  render: (loan) => <Text size="sm">{loan.organizationName}</Text>,
};

function columnsOf(showOrganization: boolean): DataTableColumn<LoanSummary>[] {
  return [
    {
      key: 'loanNumber',
      title: 'Loan',
      sortable: true,
      render: (loan) => (
        <>
          <Anchor component={Link} to={linkTo('loan', { loanId: loan.id, tab: 'workflow' })} fw={600} size="sm">
            {loan.loanNumber}
          </Anchor>
          {loan.loanProgramName && (
            <Text size="xs" c="dimmed">
              {loan.loanProgramName}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'borrowerName',
      title: 'Borrower',
      sortable: true,
      render: (loan) => (
        <>
          <Text size="sm" c={loan.borrowerName.trim() ? undefined : 'dimmed'}>
            {borrowerLabel(loan.borrowerName)}
          </Text>
          {loan.propertyAddress && (
            <Text size="xs" c="dimmed">
              {loan.propertyAddress}
            </Text>
          )}
          {loan.loanPurpose && (
            <Text size="xs" c="dimmed">
              {loan.loanPurpose}
            </Text>
          )}
        </>
      ),
    },
    ...(showOrganization ? [ORGANIZATION_COLUMN] : []),
    { key: 'channel', title: 'Channel', render: (loan) => <Text size="sm">{channelLabel(loan)}</Text> },
    {
      key: 'loanAmount',
      title: 'Amount',
      sortable: true,
      align: 'right',
      render: (loan) => (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {amountLabel(loan.loanAmount)}
        </Text>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      sortable: true,
      render: (loan) => (
        <Badge color={STATUS_COLORS[loan.status]} variant="light">
          {loan.status}
        </Badge>
      ),
    },
    {
      key: 'currentStep',
      title: 'Step',
      render: (loan) => (
        <Text size="sm" c={loan.currentStep ? undefined : 'dimmed'}>
          {loan.currentStep ?? 'No workflow'}
        </Text>
      ),
    },
    { key: 'updatedAt', title: 'Updated', sortable: true, render: (loan) => <Text size="sm">{dateLabel(loan.updatedAt)}</Text> },
  ];
}

/** One page of loans, sorted and paged by services; the loan number opens the loan on its workflow tab. */
export function PipelineTable({
  loans,
  showOrganization,
  page,
  pageSize,
  total,
  onPageChange,
  sort,
  order,
  onSort,
  busy = false,
  error,
  empty,
}: PipelineTableProps) {
  return (
    <DataTable<LoanSummary>
      label="Loans"
      records={loans}
      rowKey={(loan) => loan.id}
      columns={columnsOf(showOrganization)}
      error={error}
      loadingLabel="Loading loans"
      empty={empty}
      fetching={busy}
      withBorder
      minWidth={900}
      sorting={{
        sort: { column: sort, direction: order },
        sortedBy: 'server',
        // Which way a column starts is the pipeline's own rule (newest and largest first).
        onSortChange: ({ column }) => {
          const field = PIPELINE_SORT_FIELDS.find((candidate) => candidate === column);
          if (field) onSort(field);
        },
      }}
      paging={{
        page,
        pageSize,
        total,
        onPageChange,
        label: 'Pipeline pages',
        summary: ({ total: loanCount }) => (loanCount === 1 ? '1 loan' : `${loanCount} loans`),
      }}
    />
  );
}
