import { Button, Text } from '@mantine/core';
import type { AeCompanySummary, AeSummaryTotals } from 'shared-rules';
import { DataTable, type DataTableColumn, loadErrorOf } from 'shared-ui';
import { useGetAeSummaryQuery } from '../api/get-ae-summary';
import { ApprovalBadge } from './approval-badge';
import { noBrokerCompanies } from './no-broker-companies';

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

function countColumns(totals: AeSummaryTotals | undefined): DataTableColumn<AeCompanySummary>[] {
  return COUNT_COLUMNS.map(([key, label]) => ({
    key,
    title: label,
    align: 'right',
    render: (company) => company[key],
    footer: totals?.[key],
  }));
}

/** The caller's companies with their contacts counted (`GET /api/external-users/ae-summary`); a company's name lists its contacts. */
export function BrokerBookSummary({ selectedOrgId, onSelect }: BrokerBookSummaryProps) {
  const summary = useGetAeSummaryQuery();
  const totals = summary.data?.totals;
  const columns: DataTableColumn<AeCompanySummary>[] = [
    {
      key: 'name',
      title: 'Company',
      render: (company) => (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={`Show contacts of ${company.name}`}
          aria-pressed={company.id === selectedOrgId}
          onClick={() => onSelect(company.id)}
        >
          {company.name}
        </Button>
      ),
      footer: totals && (
        <Text size="sm" fw={600}>
          {totals.companies === 1 ? 'Total: 1 company' : `Total: ${totals.companies} companies`}
        </Text>
      ),
    },
    { key: 'status', title: 'Status', render: (company) => <ApprovalBadge status={company.approvalStatus} /> },
    ...countColumns(totals),
  ];
  return (
    <DataTable<AeCompanySummary>
      label="Your companies"
      records={summary.data?.companies}
      rowKey={(company) => company.id}
      columns={columns}
      error={loadErrorOf(summary, AE_SUMMARY_LOAD_ERROR)}
      loadingLabel="Loading your companies"
      empty={noBrokerCompanies()}
      minWidth={760}
      verticalSpacing="xs"
      withBorder
      rowStyle={(company) => (company.id === selectedOrgId ? { background: 'var(--mantine-color-blue-light)' } : undefined)}
    />
  );
}
