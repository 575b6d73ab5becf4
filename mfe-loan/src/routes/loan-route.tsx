import { Alert, Button, Paper, Text } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, PageHeader, PageLoader, problemMessage } from 'shared-ui';
import { useGetLoanHeaderQuery } from '../features/loan-frame/api/get-loan';
import { DEFAULT_LOAN_TAB, loanTabLabel } from '../features/loan-frame/state/loan-menu';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}

/** /loan/{loanId}/{tab}: the loan frame. The side menu is the loan-sidebar slot. */
export default function LoanRoute() {
  const params = useParams();
  const loanId = params.loanId ?? '';
  const tab = params['*'] || DEFAULT_LOAN_TAB;
  const loan = useGetLoanHeaderQuery(loanId, { skip: loanId === '' });

  if (loan.isLoading) return <PageLoader label="Loading loan" />;

  if (loan.isError && isNotFound(loan.error)) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          title="Loan not found"
          description={`No loan ${loanId} is available to you. It may have been removed, or it belongs to an organization you cannot see.`}
          action={
            <Button component={Link} to="/pipeline" variant="light">
              Back to pipeline
            </Button>
          }
        />
      </Paper>
    );
  }

  if (loan.isError) {
    return (
      <Alert color="red" title="The loan could not be loaded" role="alert">
        <Text size="sm" mb="sm">
          {problemMessage(loan.error)}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void loan.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }

  const tabLabel = loanTabLabel(tab) ?? 'Loan';
  return (
    <>
      <PageHeader title={tabLabel} description={`Loan ${loan.data?.loanNumber ?? loanId}`} />
      <Paper withBorder radius="md" p="xl">
        <EmptyState title={`${tabLabel} is not available yet`} description="This part of the loan file opens here once it is ready." />
      </Paper>
    </>
  );
}
