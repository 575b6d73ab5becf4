import { Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { EmptyState, FormRefusal, LoadErrorAlert, PageLoader, useGetExternalOrgsQuery, useProfile, useRoles } from 'shared-ui';
import { useScenarioQuote } from '../hooks/use-scenario-quote';
import { pricingChannels } from '../state/pricing-channels';
import { pricingRefusalOf } from '../state/pricing-refusal';
import { initialScenarioValues, type ScenarioFormValues, scenarioOf, scenarioProblems } from '../state/scenario-form';
import { PricingResults } from './pricing-results';
import { ScenarioForm } from './scenario-form';

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
  const { quote, failure, pricing, priceScenario } = useScenarioQuote(pricingRefusalOf, (refusal) => form.setErrors(refusal.fieldErrors));

  // The organisation (and so its default channel) arrives after the form: it fills an unchosen channel.
  const { setFieldValue } = form;
  const channelUnchosen = form.values.channel === '';
  useEffect(() => {
    if (channelUnchosen && channels.initial !== '') setFieldValue('channel', channels.initial);
  }, [channelUnchosen, channels.initial, setFieldValue]);

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
          pricing={pricing}
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
          retryDisabled={current === null || pricing}
        />
      )}
      {quote ? (
        <PricingResults result={quote.result} fetching={pricing} stale={stale} />
      ) : pricing ? (
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
