import { Anchor, Badge, Group, Pagination, Table, Text } from '@mantine/core';
import type { LoanSummary } from 'shared-rules';
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
}

/** One row per loan; the loan number opens the loan on its workflow tab. */
export function PipelineTable({ loans, showOrganization, page, pageCount, total, onPageChange }: PipelineTableProps) {
  return (
    <>
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Loans">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Loan</Table.Th>
              <Table.Th>Borrower</Table.Th>
              {showOrganization && <Table.Th>Organization</Table.Th>}
              <Table.Th>Channel</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Updated</Table.Th>
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
