import { Button, Checkbox, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { maskInteger, type UiChannel, US_STATES } from 'shared-rules';
import {
  MAX_COUNTY_LENGTH,
  MAX_CREDIT_SCORE,
  MIN_CREDIT_SCORE,
  asksForDscr,
  liveRatios,
  type ScenarioFormValues,
} from '../state/scenario-form';
import {
  AMORTIZATION_LABELS,
  LOCK_PERIODS,
  MORTGAGE_TYPE_LABELS,
  OCCUPANCY_LABELS,
  PROPERTY_TYPE_LABELS,
  PURPOSE_LABELS,
  TERM_FILTERS,
  optionsOf,
  termLabel,
} from '../state/pricing-labels';
import { DollarInput, ThousandthsInput } from './amount-inputs';

export interface ScenarioFormProps {
  form: UseFormReturnType<ScenarioFormValues>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The channels the user may price in (their organisation's, or every channel for lender staff). */
  channels: readonly UiChannel[];
  /** Where the default channel came from, under the select ("From your organization"). */
  channelDescription?: string;
  pricing: boolean;
}

const UNIT_OPTIONS = ['1', '2', '3', '4'];
const STATE_OPTIONS = [{ value: '', label: 'Choose a state' }, ...US_STATES.map((state) => ({ value: state.value, label: state.label }))];

/** The scenario a broker prices: property, loan, borrower, lock and channel, and which products to show. */
export function ScenarioForm({ form, onSubmit, channels, channelDescription, pricing }: ScenarioFormProps) {
  const { values } = form;
  const ratios = liveRatios(values);
  const text = (field: keyof ScenarioFormValues) => {
    const { value, error, onBlur } = form.getInputProps(field);
    return { value: String(value), error, onBlur, onChange: (next: string) => form.setFieldValue(field, next) };
  };

  return (
    <form onSubmit={onSubmit} aria-label="Pricing scenario" noValidate>
      <Stack gap="md">
        <Fieldset legend="Property">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            <NativeSelect label="Loan purpose" data={optionsOf(PURPOSE_LABELS)} {...form.getInputProps('purpose')} />
            <NativeSelect label="Occupancy" data={optionsOf(OCCUPANCY_LABELS)} {...form.getInputProps('occupancy')} />
            <NativeSelect label="Property type" data={optionsOf(PROPERTY_TYPE_LABELS)} {...form.getInputProps('propertyType')} />
            <NativeSelect label="Units" data={UNIT_OPTIONS} {...form.getInputProps('units')} />
            <NativeSelect label="State" required data={STATE_OPTIONS} {...form.getInputProps('state')} />
            <TextInput label="County" description="Optional" maxLength={MAX_COUNTY_LENGTH} {...form.getInputProps('county')} />
            <DollarInput label="Property value" required {...text('propertyValue')} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Loan">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            <DollarInput label="Loan amount" required {...text('loanAmount')} />
            <DollarInput label="Second lien amount" description="Optional" {...text('secondLienAmount')} />
            <TextInput
              label="Credit score"
              required
              inputMode="numeric"
              maxLength={3}
              description={`${MIN_CREDIT_SCORE} to ${MAX_CREDIT_SCORE}`}
              {...form.getInputProps('creditScore')}
              onChange={(event) => form.setFieldValue('creditScore', maskInteger(event.currentTarget.value))}
            />
            <ThousandthsInput label="DTI" required rightSection="%" {...text('dti')} />
            {asksForDscr(values) && <ThousandthsInput label="DSCR" description="Needed by DSCR products, such as 1.25" {...text('dscr')} />}
          </SimpleGrid>
          {/* Announced as it changes, so a screen-reader user hears the ratio the loan prices in. */}
          <Text size="sm" mt="sm" aria-live="polite" data-testid="live-ratios">
            {ratios.ltv === null
              ? 'LTV and CLTV show once the value and the loan amount are entered.'
              : `LTV ${ratios.ltv} · CLTV ${ratios.cltv}`}
          </Text>
        </Fieldset>

        <Fieldset legend="Lock and channel">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            <NativeSelect
              label="Lock period"
              data={LOCK_PERIODS.map((days) => ({ value: String(days), label: `${days} days` }))}
              {...form.getInputProps('lockDays')}
            />
            <NativeSelect
              label="Channel"
              description={channelDescription}
              data={[...(values.channel === '' ? [{ value: '', label: 'Choose a channel' }] : []), ...channels]}
              {...form.getInputProps('channel')}
            />
            <Switch label="Escrow waived" mt={{ md: 'xl' }} {...form.getInputProps('escrowWaived', { type: 'checkbox' })} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Products to show">
          <Text size="sm" c="dimmed" mb="sm">
            Leave a group empty to see every product.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Checkbox.Group label="Mortgage types" {...form.getInputProps('mortgageTypes')}>
              <Stack gap={6} mt={6}>
                {optionsOf(MORTGAGE_TYPE_LABELS).map((option) => (
                  <Checkbox key={option.value} value={option.value} label={option.label} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Checkbox.Group label="Terms" {...form.getInputProps('termsMonths')}>
              <Stack gap={6} mt={6}>
                {TERM_FILTERS.map((months) => (
                  <Checkbox key={months} value={String(months)} label={termLabel(months)} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Checkbox.Group label="Rate type" {...form.getInputProps('amortizations')}>
              <Stack gap={6} mt={6}>
                {optionsOf(AMORTIZATION_LABELS).map((option) => (
                  <Checkbox key={option.value} value={option.value} label={option.label} />
                ))}
              </Stack>
            </Checkbox.Group>
          </SimpleGrid>
        </Fieldset>

        <Group>
          <Button type="submit" loading={pricing}>
            Price
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
