import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import type { LoanPricingScenario } from 'shared-rules';
import { EmptyState, FormRefusal, LoadErrorAlert, PageLoader, useGetExternalOrgsQuery, useProfile, useRoles } from 'shared-ui';
import { PricingResults } from '../../quick-pricer/components/pricing-results';
import { pricingChannels } from '../../quick-pricer/state/pricing-channels';
import { useLoanQuote } from '../hooks/use-loan-quote';
import {
  initialQuoteInputs,
  type LoanQuoteInputs,
  loanDataGaps,
  loanScenarioOf,
  loanValueProblems,
  quoteInputProblems,
} from '../state/loan-quote';
import { QuoteInputsForm } from './quote-inputs-form';
import { RateLockSection } from './rate-lock-section';
import { ScenarioFacts } from './scenario-facts';
import { ScenarioGaps } from './scenario-gaps';

/**
 * The pricing half of Pricing & Lock: the loan's scenario (read-only) and its gaps, the inputs the
 * loan data does not hold, and the quote with the Quick Pricer's results; then the rate lock's place.
 */
export function LoanPricing({ loanScenario }: { loanScenario: LoanPricingScenario }) {
  const draft = loanScenario.scenario;
  const scenarioHeadingId = useId();
  const quoteHeadingId = useId();
  const { profile } = useProfile();
  const roles = useRoles();
  const orgs = useGetExternalOrgsQuery(undefined, { skip: !roles.isExternal });
  const ownOrganization = orgs.data?.find((org) => org.summary.id === profile?.tpoUser?.organization.entityId);
  const allowed = pricingChannels(roles.isExternal, ownOrganization).channels;
  // The loan's own channel is always offered, whatever the organisation allows today.
  const channels = draft.channel === undefined || allowed.includes(draft.channel) ? allowed : [draft.channel, ...allowed];

  const form = useForm<LoanQuoteInputs>({
    initialValues: initialQuoteInputs(draft),
    validate: (inputs) => quoteInputProblems(draft, inputs),
    validateInputOnBlur: true,
  });
  const { quote, failure, pricing, priceLoan } = useLoanQuote(form.setErrors);

  const gapsOfLoanData = loanDataGaps(loanScenario.gaps);
  const valueProblems = loanValueProblems(draft, form.values);
  const blockedBecause =
    gapsOfLoanData.length > 0 || valueProblems.length > 0 ? 'Correct the loan data listed above to price this loan.' : null;
  const current = loanScenarioOf(loanScenario, form.values);
  const stale = quote !== null && JSON.stringify(current) !== JSON.stringify(quote.scenario);

  const submit = form.onSubmit((inputs) => {
    const scenario = loanScenarioOf(loanScenario, inputs);
    if (scenario) void priceLoan(scenario);
  });

  return (
    <Stack gap="xl">
      <Stack gap="md" component="section" aria-labelledby={scenarioHeadingId}>
        <div>
          <Title order={2} fz="h3" id={scenarioHeadingId}>
            Scenario from the loan
          </Title>
          <Text size="sm" c="dimmed">
            Read from the loan data; correct it on the URLA tab.
          </Text>
        </div>
        <ScenarioFacts scenario={draft} />
        <ScenarioGaps loanId={loanScenario.loanId} gaps={loanScenario.gaps} valueProblems={valueProblems} />
      </Stack>

      <Stack gap="md" component="section" aria-labelledby={quoteHeadingId}>
        <div>
          <Title order={2} fz="h3" id={quoteHeadingId}>
            Price this loan
          </Title>
          <Text size="sm" c="dimmed">
            For this quote only: nothing entered here is saved to the loan.
          </Text>
        </div>
        <QuoteInputsForm
          form={form}
          onSubmit={submit}
          channels={channels}
          asksForDscr={draft.occupancy === 'Investor'}
          pricing={pricing}
          blockedBecause={blockedBecause}
        />
        {failure?.kind === 'refused' && <FormRefusal title={failure.refusal.title} refusal={failure.refusal.refusal} />}
        {failure?.kind === 'unanswered' && (
          <LoadErrorAlert
            title="The loan could not be priced"
            message={failure.message}
            retryLabel="Price again"
            onRetry={() => {
              if (current) void priceLoan(current);
            }}
            retryDisabled={current === null || pricing}
          />
        )}
      </Stack>

      {quote ? (
        <PricingResults result={quote.result} fetching={pricing} stale={stale} offersNewLoan={false} />
      ) : pricing ? (
        <PageLoader label="Pricing the loan" />
      ) : (
        failure === null && (
          <Paper withBorder radius="md" p="xl">
            <EmptyState
              title="This loan is not priced yet"
              description="Enter the credit score and DTI and press Price this loan to see every product's par rate, its rate ladder and the adjustments that apply."
            />
          </Paper>
        )
      )}

      <Divider />
      <RateLockSection />
    </Stack>
  );
}
