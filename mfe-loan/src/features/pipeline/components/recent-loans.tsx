import { Anchor, Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EmptyState, linkTo, LoadErrorAlert } from 'shared-ui';
import { useGetLoansQuery } from '../api/get-loans';
import { STATUS_COLORS, amountLabel, borrowerLabel } from '../state/loan-display';

const RECENT_COUNT = 5;

/** The most recently updated loans, for the dashboard. */
export function RecentLoans() {
  const loans = useGetLoansQuery({ page: 1, pageSize: RECENT_COUNT });
  if (loans.isLoading) return <Skeleton height={120} mt="sm" />;
  if (loans.isError) {
    return <LoadErrorAlert mt="sm" message="The pipeline could not be loaded." onRetry={() => void loans.refetch()} />;
  }
  const items = loans.data?.items ?? [];
  if (items.length === 0) {
    return (
      <EmptyState
        title="No loans yet"
        description="Loan milestones, conditions and lock expirations show here once loans are in progress."
      />
    );
  }
  return (
    <Stack gap="sm" mt="sm">
      <Text size="sm" c="dimmed">
        {loans.data?.total === 1 ? '1 loan in your pipeline' : `${loans.data?.total ?? 0} loans in your pipeline`}
      </Text>
      {items.map((loan) => (
        <Group key={loan.id} justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Anchor component={Link} to={linkTo('loan', { loanId: loan.id, tab: 'workflow' })} size="sm" fw={600}>
              {loan.loanNumber}
            </Anchor>
            <Text size="xs" c="dimmed">
              {borrowerLabel(loan.borrowerName)} · {amountLabel(loan.loanAmount)}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[loan.status]} variant="light">
            {loan.status}
          </Badge>
        </Group>
      ))}
      <Anchor component={Link} to={linkTo('pipeline')} size="sm">
        Open the pipeline
      </Anchor>
    </Stack>
  );
}
