import { AddLoanButton, EmptyState, PageHeader, PageLoader, useProfile, useRoles } from 'shared-ui';
import { Paper } from '@mantine/core';
import { LoanPipeline } from '../features/pipeline/components/loan-pipeline';

/** /pipeline: the loans of the user's organisation (or, for internal users, those they reach). */
export default function PipelineRoute() {
  const { isLoading, isError } = useProfile();
  const roles = useRoles();
  if (isLoading) return <PageLoader />;
  return (
    <>
      <PageHeader title="Pipeline" description="Every loan in progress, with its status and next steps." />
      {isError ? (
        <Paper withBorder radius="md" p="xl">
          <EmptyState title="Your profile could not be loaded" description="Reload the page to try again." />
        </Paper>
      ) : (
        <LoanPipeline
          showOrganization={roles.isInternal}
          empty={
            roles.isExternal
              ? {
                  title: 'No loans in your pipeline yet',
                  description: 'Add your first loan by importing its file. It appears here with its status, milestones and key dates.',
                  action: <AddLoanButton variant="light" label="Add your first loan" />,
                }
              : {
                  title: 'No loans in your pipeline yet',
                  description: 'Loans your brokers and correspondents submit appear here with their status, milestones and key dates.',
                }
          }
        />
      )}
    </>
  );
}
