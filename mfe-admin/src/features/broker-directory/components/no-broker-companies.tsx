import { Paper } from '@mantine/core';
import { EmptyState } from 'shared-ui';

/** Shown when the signed-in user covers no organisation. */
export function NoBrokerCompanies() {
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState title="No broker companies" description="No organizations are assigned to you yet." />
    </Paper>
  );
}
