import { Badge, Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  crumbLabelSet,
  EmptyState,
  Fact,
  linkTo,
  LoadErrorAlert,
  PageHeader,
  PageLoader,
  problemMessage,
  useAppDispatch,
  useBusEvent,
} from 'shared-ui';
import { DocumentsTab } from '../features/documents/components/documents-tab';
import { useGetLoanQuery } from '../features/loan-frame/api/get-loan';
import { DEFAULT_LOAN_TAB, loanTabLabel } from '../features/loan-frame/state/loan-menu';
import { STATUS_COLORS, amountLabel, borrowerLabel, channelLabel, dateLabel } from '../features/pipeline/state/loan-display';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}

/** /loan/{loanId}/{tab}: the loan's frame (its side menu is the loan-sidebar slot). */
export default function LoanRoute() {
  const params = useParams();
  const loanId = params.loanId ?? '';
  const tab = params['*'] || DEFAULT_LOAN_TAB;
  const loan = useGetLoanQuery(loanId, { skip: loanId === '' });
  useBusEvent('socket:loan-update', (event) => {
    if (event.loanId === loanId) void loan.refetch();
  });
  const dispatch = useAppDispatch();
  const loanNumber = loan.data?.loanNumber;
  useEffect(() => {
    // The breadcrumbs show the loan number, not the record id in the URL.
    if (loanNumber) dispatch(crumbLabelSet({ path: `/loan/${loanId}`, label: `Loan ${loanNumber}` }));
  }, [dispatch, loanId, loanNumber]);

  if (loan.isLoading) return <PageLoader label="Loading loan" />;

  if (loan.isError && isNotFound(loan.error)) {
    return (
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          title="Loan not found"
          description={`No loan ${loanId} is available to you. It may have been removed, or it belongs to an organization you cannot see.`}
          action={
            <Button component={Link} to={linkTo('pipeline')} variant="light">
              Back to pipeline
            </Button>
          }
        />
      </Paper>
    );
  }

  if (loan.isError || !loan.data) {
    return <LoadErrorAlert title="The loan could not be loaded" message={problemMessage(loan.error)} onRetry={() => void loan.refetch()} />;
  }

  const detail = loan.data;
  const tabLabel = loanTabLabel(tab);
  return (
    <>
      <PageHeader
        title={`Loan ${detail.loanNumber}`}
        description={`${borrowerLabel(detail.borrowerName)} · ${detail.organizationName}`}
        actions={
          <Badge size="lg" color={STATUS_COLORS[detail.status]} variant="light">
            {detail.status}
          </Badge>
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
            <Fact label="Channel" value={channelLabel(detail)} />
            <Fact label="Loan amount" value={amountLabel(detail.loanAmount)} />
            <Fact label="Purpose" value={detail.loanPurpose ?? ''} />
            <Fact label="Program" value={detail.loanProgramName ?? ''} />
            <Fact label="Loan officer" value={detail.contacts.loanOfficer?.name ?? ''} />
            <Fact label="Loan processor" value={detail.contacts.loanProcessor?.name ?? ''} />
            <Fact label="Folder" value={detail.folder} />
            <Fact label="Last updated" value={dateLabel(detail.updatedAt)} />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="xl">
          {tab === 'documents' ? (
            <DocumentsTab loanId={detail.id} />
          ) : tabLabel ? (
            <EmptyState
              title={`${tabLabel} is not available yet`}
              description="This part of the loan file opens here once it is ready. The loan's details above are current."
            />
          ) : (
            <EmptyState
              title="Page not found"
              description="This loan has no such tab."
              action={
                <Group>
                  <Button component={Link} to={linkTo('loan', { loanId, tab: DEFAULT_LOAN_TAB })} variant="light">
                    Open the loan
                  </Button>
                </Group>
              }
            />
          )}
        </Paper>
      </Stack>
    </>
  );
}
