import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { flattenLoanTabs, loanTabAllowed, loanTabOfPath } from 'shared-rules';
import {
  api,
  crumbLabelSet,
  EmptyState,
  Fact,
  linkTo,
  LoadErrorAlert,
  PageHeader,
  PageLoader,
  problemMessage,
  RegistryRoute,
  useAppDispatch,
  useBusEvent,
  useSocketScope,
} from 'shared-ui';
import { useGetLoanQuery } from '../features/loan-frame/api/get-loan';
import { DEFAULT_LOAN_TAB, loanTabLabel } from '../features/loan-frame/state/loan-menu';
import { LOAN_TAB_PAGES } from '../features/loan-frame/tab-registry';
import { LoanLockBanner } from '../features/loan-frame/components/loan-lock-banner';
import { documentsApi, loanDocumentsTag } from '../features/documents/api/documents-api';
import { conditionsApi, loanConditionsTag } from '../features/conditions/api/conditions-api';
import { STATUS_COLORS, amountLabel, borrowerLabel, channelLabel, dateLabel } from '../features/pipeline/state/loan-display';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}

/**
 * /loan/{loanId}/{tab}: the loan's frame (its side menu is the loan-sidebar slot) around the tab's
 * page from the registry. The tabs open on the loan are decided by services (`frame.tabs`).
 */
export default function LoanRoute() {
  const params = useParams();
  const loanId = params.loanId ?? '';
  const path = params['*'] || DEFAULT_LOAN_TAB;
  // The tab the address opens: itself, or LE/CD Preview for its sub-tabs.
  const tab = loanTabOfPath(path);
  const loan = useGetLoanQuery(loanId, { skip: loanId === '' });
  // The loan's room: step changes, lock changes, new documents and condition changes of this loan arrive live on every tab.
  useSocketScope(loanId === '' ? null : { scope: 'room', target: `loan:${loanId}` });
  const dispatch = useAppDispatch();
  // One place keeps every tab current: the loan, its workflow and its activity carry the loan's
  // tag, and the workflow and activity its documents' tag too (a document can complete a task).
  useBusEvent('socket:loan-update', (event) => {
    if (event.loanId === loanId) dispatch(api.util.invalidateTags([{ type: 'Loan', id: loanId }]));
  });
  useBusEvent('socket:attachment-update', (event) => {
    if (event.loanId === loanId) dispatch(documentsApi.util.invalidateTags([loanDocumentsTag(loanId)]));
  });
  useBusEvent('socket:lock-update', (event) => {
    if (event.loanId === loanId) dispatch(api.util.invalidateTags([{ type: 'Loan', id: loanId }]));
  });
  useBusEvent('socket:condition-update', (event) => {
    if (event.loanId === loanId) dispatch(conditionsApi.util.invalidateTags([loanConditionsTag(loanId)]));
  });
  const loanNumber = loan.data?.loanNumber;
  useEffect(() => {
    // The breadcrumbs show the loan number, not the record id in the URL.
    if (loanNumber) dispatch(crumbLabelSet({ path: `/loan/${loanId}`, label: `Loan ${loanNumber}` }));
  }, [dispatch, loanId, loanNumber]);
  const tabLabel = tab === null ? null : loanTabLabel(tab);
  useEffect(() => {
    // A tab's crumb is its label ("State Specific Data"), not its slug ("additional").
    if (tab === path && tabLabel) dispatch(crumbLabelSet({ path: `/loan/${loanId}/${path}`, label: tabLabel }));
  }, [dispatch, loanId, path, tab, tabLabel]);

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
  const openTabs = flattenLoanTabs(detail.frame.tabs);
  const firstTab = openTabs[0] ?? 'documents';
  // A bare /loan/{id} opens the loan on its first open tab, and says so in the address.
  if (!params['*']) return <Navigate to={linkTo('loan', { loanId, tab: firstTab })} replace />;
  // A tab this loan does not open (locked, restricted or not reached yet) sends the user to the first one it does.
  if (tab !== null && !loanTabAllowed(detail.frame.tabs, tab)) {
    return <Navigate to={linkTo('loan', { loanId, tab: firstTab })} replace />;
  }
  const tabNotFound = (
    <EmptyState
      title="Page not found"
      description="This loan has no such tab."
      action={
        <Button component={Link} to={linkTo('loan', { loanId, tab: firstTab })} variant="light">
          Open the loan
        </Button>
      }
    />
  );
  return (
    <>
      <PageHeader
        title={`Loan ${detail.loanNumber}`}
        description={`${borrowerLabel(detail.borrowerName)} · ${detail.organizationName}`}
        actions={
          <Group gap="xs">
            {detail.currentStep && (
              <Badge size="lg" color="blue" variant="outline">
                {detail.currentStep}
              </Badge>
            )}
            <Badge size="lg" color={STATUS_COLORS[detail.status]} variant="light">
              {detail.status}
            </Badge>
          </Group>
        }
      />
      <Stack gap="lg">
        {detail.frame.adverseActionLocked && (
          <Alert color="orange" title="This loan is locked by an adverse action" role="status">
            Only its documents can be viewed and uploaded. Its other pages and changes stay closed.
          </Alert>
        )}
        <LoanLockBanner loan={detail} />
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
          {tab === null ? (
            tabNotFound
          ) : (
            <RegistryRoute
              pages={LOAN_TAB_PAGES}
              pageKey={tab}
              pageProps={{ loan: detail, tab }}
              loadingLabel={`Loading ${loanTabLabel(tab)}`}
              notFound={tabNotFound}
            />
          )}
        </Paper>
      </Stack>
    </>
  );
}
