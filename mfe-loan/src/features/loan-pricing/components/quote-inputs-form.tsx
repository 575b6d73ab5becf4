import { Button, Group, NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type FormEvent, useId } from 'react';
import { maskInteger, type UiChannel } from 'shared-rules';
import { ThousandthsInput } from '../../quick-pricer/components/amount-inputs';
import { LOCK_PERIODS } from '../../quick-pricer/state/pricing-labels';
import { MAX_CREDIT_SCORE, MIN_CREDIT_SCORE } from '../../quick-pricer/state/scenario-form';
import type { LoanQuoteInputs } from '../state/loan-quote';

export interface QuoteInputsFormProps {
  form: UseFormReturnType<LoanQuoteInputs>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  channels: readonly UiChannel[];
  /** Investment properties are priced with a DSCR, as in the Quick Pricer. */
  asksForDscr: boolean;
  pricing: boolean;
  /** Why the loan cannot be priced yet (gaps of the loan data); null when it can. */
  blockedBecause: string | null;
}

/** What the loan data does not hold, asked for this quote only: nothing here is saved to the loan. */
export function QuoteInputsForm({ form, onSubmit, channels, asksForDscr, pricing, blockedBecause }: QuoteInputsFormProps) {
  const blockedId = useId();
  const text = (field: 'dti' | 'dscr') => {
    const { value, error, onBlur } = form.getInputProps(field);
    return { value: String(value), error, onBlur, onChange: (next: string) => form.setFieldValue(field, next) };
  };
  return (
    <form onSubmit={onSubmit} aria-label="Quote inputs" noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <TextInput
            label="Credit score"
            required
            inputMode="numeric"
            maxLength={3}
            description={`${MIN_CREDIT_SCORE} to ${MAX_CREDIT_SCORE}, from the credit report`}
            {...form.getInputProps('creditScore')}
            onChange={(event) => form.setFieldValue('creditScore', maskInteger(event.currentTarget.value))}
          />
          <ThousandthsInput label="DTI" required rightSection="%" {...text('dti')} />
          {asksForDscr && <ThousandthsInput label="DSCR" description="Needed by DSCR products, such as 1.25" {...text('dscr')} />}
          <NativeSelect
            label="Lock period"
            data={LOCK_PERIODS.map((days) => ({ value: String(days), label: `${days} days` }))}
            {...form.getInputProps('lockDays')}
          />
          <NativeSelect
            label="Channel"
            description="The loan's channel to start with"
            data={[...(form.values.channel === '' ? [{ value: '', label: 'Choose a channel' }] : []), ...channels]}
            {...form.getInputProps('channel')}
          />
          <Switch label="Escrow waived" mt={{ md: 'xl' }} {...form.getInputProps('escrowWaived', { type: 'checkbox' })} />
        </SimpleGrid>
        <Group>
          <Button
            type="submit"
            loading={pricing}
            disabled={blockedBecause !== null}
            aria-describedby={blockedBecause === null ? undefined : blockedId}
          >
            Price this loan
          </Button>
          {blockedBecause !== null && (
            <Text size="sm" c="dimmed" id={blockedId}>
              {blockedBecause}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
