import { Group, Stack, Text, Title } from '@mantine/core';
import { type EligibleProduct, formatInstantDateTime, type IneligibleProduct, type PricingResult } from 'shared-rules';
import { AddLoanButton } from 'shared-ui';
import { EligibleProductsTable } from './eligible-products-table';
import { IneligibleProducts } from './ineligible-products';

export interface PricingResultsProps {
  result: PricingResult;
  /** A newer quote is on its way. */
  fetching: boolean;
  /** The form no longer describes the scenario these prices are for. */
  stale: boolean;
}

/** A quote: which sheet priced it, the eligible products with their ladders, and the ineligible ones with why. */
export function PricingResults({ result, fetching, stale }: PricingResultsProps) {
  const eligible = result.products.filter((product): product is EligibleProduct => product.eligible);
  const ineligible = result.products.filter((product): product is IneligibleProduct => !product.eligible);
  const effective = formatInstantDateTime(result.effectiveAt) ?? result.effectiveAt;

  return (
    <Stack gap="md" component="section" aria-labelledby="quick-pricer-results">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="h3" id="quick-pricer-results">
            Pricing
          </Title>
          <Text size="sm" c="dimmed">
            Priced on rate sheet {result.sheetId} version {result.version}, effective {effective}.
          </Text>
          {stale && (
            <Text size="sm" c="orange.8" role="status">
              The scenario has changed since it was priced: price it again to see current prices.
            </Text>
          )}
        </div>
        {/*
          Opens the Add Loan wizard (the host's `?modal=add-loan`) for users who may add loans. The
          wizard does not take the scenario yet: carrying it into the new loan is a later change.
        */}
        <AddLoanButton variant="light" label="Start a loan with this scenario" />
      </Group>
      <EligibleProductsTable products={eligible} fetching={fetching} />
      <IneligibleProducts products={ineligible} />
    </Stack>
  );
}
