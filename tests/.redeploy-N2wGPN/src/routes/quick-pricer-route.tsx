import { Paper } from '@mantine/core';
import { EmptyState, PageHeader } from 'shared-ui';

/** /quick-pricer: pricing needs the lender's pricing engine, which the portal is not connected to yet. */
export default function QuickPricerRoute() {
  return (
    <>
      <PageHeader title="Quick Pricer" description="Price a scenario before you submit a loan." />
      <Paper withBorder radius="md" p="xl">
        <EmptyState
          title="Pricing is not available yet"
          description="Quick pricing needs the lender's pricing engine, which is not connected to this portal yet. Your account executive can price scenarios for you in the meantime."
        />
      </Paper>
    </>
  );
}
