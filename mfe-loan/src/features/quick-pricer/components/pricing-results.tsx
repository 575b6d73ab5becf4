import { Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
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
  /** Offers "Start a loan with this scenario" (the Quick Pricer); a loan's own quote has its loan already. */
  offersNewLoan?: boolean;
}

/** A quote: which sheet priced it, the eligible products with their ladders, and the ineligible ones with why. */
export function PricingResults({ result, fetching, stale, offersNewLoan = true }: PricingResultsProps) {
  const headingId = useId();
  const eligible = result.products.filter((product): product is EligibleProduct => product.eligible);
  const ineligible = result.products.filter((product): product is IneligibleProduct => !product.eligible);
  const effective = formatInstantDateTime(result.effectiveAt) ?? result.effectiveAt;

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="h3" id={headingId}>
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
        {offersNewLoan && <AddLoanButton variant="light" label="Start a loan with this scenario" />}
      </Group>
      <EligibleProductsTable products={eligible} fetching={fetching} />
      <IneligibleProducts products={ineligible} />
    </Stack>
  );
}
