import { Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import type { PricingResult, PricingScenario } from 'shared-rules';
import {
  EmptyState,
  FormRefusal,
  LoadErrorAlert,
  PageLoader,
  problemMessage,
  problemOf,
  useGetExternalOrgsQuery,
  useProfile,
  useRoles,
} from 'shared-ui';
import { usePriceScenarioMutation } from '../api/price-scenario';
import { pricingChannels } from '../state/pricing-channels';
import { type PricingRefusal, pricingRefusalOf } from '../state/pricing-refusal';
import { initialScenarioValues, type ScenarioFormValues, scenarioOf, scenarioProblems } from '../state/scenario-form';
import { PricingResults } from './pricing-results';
import { ScenarioForm } from './scenario-form';

/** The last quote and the scenario it answered (the form may have moved on since). */
interface Quote {
  scenario: PricingScenario;
  result: PricingResult;
}

/** Why the last Price press brought no quote: a refusal from services, or no answer at all. */
type Failure = { kind: 'refused'; refusal: PricingRefusal } | { kind: 'unanswered'; message: string };

/**
 * The Quick Pricer: a scenario form, priced by `POST /api/pricing/scenarios` against the rate sheet
 * in force, and the quote (eligible products at par with their ladders, ineligible ones with why).
 */
export function QuickPricerPage() {
  const { profile } = useProfile();
  const roles = useRoles();
  const orgs = useGetExternalOrgsQuery(undefined, { skip: !roles.isExternal });
  const ownOrganization = orgs.data?.find((org) => org.summary.id === profile?.tpoUser?.organization.entityId);
  const channels = pricingChannels(roles.isExternal, ownOrganization);

  const form = useForm<ScenarioFormValues>({
    initialValues: initialScenarioValues(channels.initial),
    validate: scenarioProblems,
    validateInputOnBlur: true,
  });
  const [price, pricing] = usePriceScenarioMutation();
  const [quote, setQuote] = useState<Quote | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  // The organisation (and so its default channel) arrives after the form: it fills an unchosen channel.
  const { setFieldValue } = form;
  const channelUnchosen = form.values.channel === '';
  useEffect(() => {
    if (channelUnchosen && channels.initial !== '') setFieldValue('channel', channels.initial);
  }, [channelUnchosen, channels.initial, setFieldValue]);

  const priceScenario = async (scenario: PricingScenario) => {
    setFailure(null);
    const answer = await price(scenario);
    if ('data' in answer && answer.data) {
      setQuote({ scenario, result: answer.data });
      return;
    }
    const problem = problemOf(answer.error);
    if (problem === null) {
      setFailure({
        kind: 'unanswered',
        message: problemMessage(answer.error, 'Pricing did not answer. Check your connection and try again.'),
      });
      return;
    }
    const refusal = pricingRefusalOf(problem);
    form.setErrors(refusal.fieldErrors);
    setFailure({ kind: 'refused', refusal });
  };

  const submit = form.onSubmit((values) => {
    const scenario = scenarioOf(values);
    if (scenario) void priceScenario(scenario);
  });

  const current = scenarioOf(form.values);
  const stale = quote !== null && JSON.stringify(current) !== JSON.stringify(quote.scenario);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <ScenarioForm
          form={form}
          onSubmit={submit}
          channels={channels.channels}
          channelDescription={channels.description}
          pricing={pricing.isLoading}
        />
      </Paper>
      {failure?.kind === 'refused' && <FormRefusal title={failure.refusal.title} refusal={failure.refusal.refusal} />}
      {failure?.kind === 'unanswered' && (
        <LoadErrorAlert
          title="The scenario could not be priced"
          message={failure.message}
          retryLabel="Price again"
          onRetry={() => {
            if (current) void priceScenario(current);
          }}
          retryDisabled={current === null || pricing.isLoading}
        />
      )}
      {quote ? (
        <PricingResults result={quote.result} fetching={pricing.isLoading} stale={stale} />
      ) : pricing.isLoading ? (
        <PageLoader label="Pricing the scenario" />
      ) : (
        failure === null && (
          <Paper withBorder radius="md" p="xl">
            <EmptyState
              title="No scenario priced yet"
              description="Describe the loan above and press Price to see every product's par rate, its rate ladder and the adjustments that apply."
            />
          </Paper>
        )
      )}
    </Stack>
  );
}
