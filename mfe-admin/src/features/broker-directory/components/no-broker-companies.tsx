import { Paper } from '@mantine/core';
import { EmptyState } from 'shared-ui';

/** Shown when the signed-in user reaches no organisation; `description` says what to do about it. */
export function NoBrokerCompanies({ description = 'No organizations are assigned to you yet.' }: { description?: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState title="No broker companies" description={description} />
    </Paper>
  );
}
