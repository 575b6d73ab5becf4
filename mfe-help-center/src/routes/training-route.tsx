import { Paper } from '@mantine/core';
import { EmptyState, PageHeader } from 'shared-ui';

/** /training and /training/{pageSlug}: training pages are written by administrators; none are published yet. */
export default function TrainingRoute() {
  return (
    <>
      <PageHeader title="Training" description="Courses and walkthroughs for using the portal." />
      <Paper withBorder radius="md" p="xl">
        <EmptyState title="No training available yet" description="Training pages appear here once your lender publishes them." />
      </Paper>
    </>
  );
}
