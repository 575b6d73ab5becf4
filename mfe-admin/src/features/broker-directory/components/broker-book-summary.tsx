import { Button, Paper, Skeleton, Table, Text } from '@mantine/core';
import type { AeCompanySummary, AeSummaryTotals } from 'shared-rules';
import { LoadErrorAlert } from 'shared-ui';
import { useGetAeSummaryQuery } from '../api/get-ae-summary';
import { ApprovalBadge } from './approval-badge';
import { NoBrokerCompanies } from './no-broker-companies';

export const AE_SUMMARY_LOAD_ERROR = 'Unable to load your companies';

const COUNT_COLUMNS = [
  ['contacts', 'Contacts'],
  ['active', 'Active'],
  ['disabled', 'Disabled'],
  ['loanOfficers', 'Loan officers'],
  ['processors', 'Processors'],
  ['invitationPending', 'Invitation pending'],
] as const satisfies ReadonlyArray<readonly [keyof AeSummaryTotals, string]>;

export interface BrokerBookSummaryProps {
  /** The company whose contacts are listed, highlighted. */
  selectedOrgId: string | null;
  onSelect: (orgId: string) => void;
}

function Counts({ row }: { row: AeCompanySummary | AeSummaryTotals }) {
  return COUNT_COLUMNS.map(([key]) => (
    <Table.Td key={key} ta="right">
      {row[key]}
    </Table.Td>
  ));
}

/** The caller's companies with their contacts counted (`GET /api/external-users/ae-summary`); a company's name lists its contacts. */
export function BrokerBookSummary({ selectedOrgId, onSelect }: BrokerBookSummaryProps) {
  const summary = useGetAeSummaryQuery();
  if (summary.isLoading) return <Skeleton height={140} radius="md" />;
  if (summary.isError || !summary.data) return <LoadErrorAlert title={AE_SUMMARY_LOAD_ERROR} onRetry={() => void summary.refetch()} />;
  const { companies, totals } = summary.data;
  if (companies.length === 0) return <NoBrokerCompanies />;
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs" highlightOnHover aria-label="Your companies">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Company</Table.Th>
              <Table.Th>Status</Table.Th>
              {COUNT_COLUMNS.map(([key, label]) => (
                <Table.Th key={key} ta="right">
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {companies.map((company) => (
              <Table.Tr key={company.id} bg={company.id === selectedOrgId ? 'var(--mantine-color-blue-light)' : undefined}>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    aria-label={`Show contacts of ${company.name}`}
                    aria-pressed={company.id === selectedOrgId}
                    onClick={() => onSelect(company.id)}
                  >
                    {company.name}
                  </Button>
                </Table.Td>
                <Table.Td>
                  <ApprovalBadge status={company.approvalStatus} />
                </Table.Td>
                <Counts row={company} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>
                <Text size="sm" fw={600}>
                  {totals.companies === 1 ? 'Total: 1 company' : `Total: ${totals.companies} companies`}
                </Text>
              </Table.Th>
              <Table.Th />
              <Counts row={totals} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
