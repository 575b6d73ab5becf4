import { Anchor, Badge, Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import type { LoanSummary, PipelineSortField, SortOrder } from 'shared-rules';
import { Link } from 'react-router-dom';
import { linkTo } from 'shared-ui';
import { STATUS_COLORS, amountLabel, borrowerLabel, channelLabel, dateLabel } from '../state/loan-display';

export interface PipelineTableProps {
  loans: LoanSummary[];
  /** Internal users see several organisations' loans, so the organisation gets a column. */
  showOrganization: boolean;
  page: number;
  pageCount: number;
  total: number;
  onPageChange: (page: number) => void;
  sort: PipelineSortField;
  order: SortOrder;
  onSort: (sort: PipelineSortField) => void;
  /** The rows shown are being replaced (a new sort, filter or page is loading): dimmed and announced as busy. */
  busy?: boolean;
}

interface SortableHeaderProps {
  label: string;
  field: PipelineSortField;
  sort: PipelineSortField;
  order: SortOrder;
  onSort: (sort: PipelineSortField) => void;
  align?: 'right';
}

/** A column header that sorts the pipeline on services; `aria-sort` tells screen readers the order. */
function SortableHeader({ label, field, sort, order, onSort, align }: SortableHeaderProps) {
  const active = sort === field;
  return (
    <Table.Th ta={align} aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} fw={600} fz="sm">
        {label}
        <Text span aria-hidden c={active ? undefined : 'dimmed'} ml={4}>
          {active ? (order === 'asc' ? '▲' : '▼') : '↕'}
        </Text>
      </UnstyledButton>
    </Table.Th>
  );
}

/** One row per loan; the loan number opens the loan on its workflow tab. */
export function PipelineTable({
  loans,
  showOrganization,
  page,
  pageCount,
  total,
  onPageChange,
  sort,
  order,
  onSort,
  busy = false,
}: PipelineTableProps) {
  const sortable = { sort, order, onSort };
  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Loans" aria-busy={busy} opacity={busy ? 0.6 : 1}>
          <Table.Thead>
            <Table.Tr>
              <SortableHeader label="Loan" field="loanNumber" {...sortable} />
              <SortableHeader label="Borrower" field="borrowerName" {...sortable} />
              {showOrganization && <Table.Th>Organization</Table.Th>}
              <Table.Th>Channel</Table.Th>
              <SortableHeader label="Amount" field="loanAmount" align="right" {...sortable} />
              <SortableHeader label="Status" field="status" {...sortable} />
              <Table.Th>Step</Table.Th>
              <SortableHeader label="Updated" field="updatedAt" {...sortable} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loans.map((loan) => (
              <Table.Tr key={loan.id}>
                <Table.Td>
                  <Anchor component={Link} to={linkTo('loan', { loanId: loan.id, tab: 'workflow' })} fw={600} size="sm">
                    {loan.loanNumber}
                  </Anchor>
                  {loan.loanProgramName && (
                    <Text size="xs" c="dimmed">
                      {loan.loanProgramName}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
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
                </Table.Td>
                {showOrganization && (
                  <Table.Td>
                    <Text size="sm">{loan.organizationName}</Text>
                  </Table.Td>
                )}
                <Table.Td>
                  <Text size="sm">{channelLabel(loan)}</Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {amountLabel(loan.loanAmount)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[loan.status]} variant="light">
                    {loan.status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={loan.currentStep ? undefined : 'dimmed'}>
                    {loan.currentStep ?? 'No workflow'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{dateLabel(loan.updatedAt)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" px="md" py="sm">
        <Text size="sm" c="dimmed">
          {total === 1 ? '1 loan' : `${total} loans`}
        </Text>
        {pageCount > 1 && <Pagination total={pageCount} value={page} onChange={onPageChange} size="sm" aria-label="Pipeline pages" />}
      </Group>
    </>
  );
}
