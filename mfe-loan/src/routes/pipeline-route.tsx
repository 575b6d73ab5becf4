import { Paper } from '@mantine/core';
import { EmptyState, PageHeader, useRoles } from 'shared-ui';
import { AddLoanButton } from '../features/pipeline/components/add-loan-button';

/** /pipeline: the user's loans. No loan has been created in the portal yet, so it opens empty. */
export default function PipelineRoute() {
  const roles = useRoles();
  return (
    <>
      <PageHeader title="Pipeline" description="Every loan in progress, with its status and next steps." />
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          title="No loans in your pipeline yet"
          description={
            roles.isExternal
              ? 'Add your first loan by importing its file. It appears here with its status, milestones and key dates.'
              : 'Loans your brokers and correspondents submit appear here with their status, milestones and key dates.'
          }
          action={<AddLoanButton variant="light" label="Add your first loan" />}
        />
      </Paper>
    </>
  );
}
