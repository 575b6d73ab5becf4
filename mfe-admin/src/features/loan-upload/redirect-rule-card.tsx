import { Button, Group, NumberInput, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { LoanUploadSettings } from 'shared-rules';
import { ConditionRow } from './condition-row';
import { newCondition, percentSummary } from './redirect-rules';
import { MoveButtons } from 'shared-ui';

export interface RedirectRuleCardProps {
  form: UseFormReturnType<LoanUploadSettings>;
  index: number;
  count: number;
}

/** One redirect rule: whether it is on, the conditions a loan must meet, how often it applies, where it sends the loan. */
export function RedirectRuleCard({ form, index, count }: RedirectRuleCardProps) {
  const rule = form.getValues().redirectRules[index];
  if (!rule) return null;
  const name = `rule ${index + 1}`;
  const path = `redirectRules.${index}` as const;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`redirect-rule-${index}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5" id={`redirect-rule-${index}`}>
            Rule {index + 1}
          </Title>
          <Group gap="xs" wrap="wrap">
            <MoveButtons
              name={`${name}`}
              index={index}
              count={count}
              onMove={(from, to) => form.reorderListItem('redirectRules', { from, to })}
            />
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => form.removeListItem('redirectRules', index)}
              aria-label={`Remove ${name}`}
            >
              Remove
            </Button>
          </Group>
        </Group>
        <Switch label="Enabled" aria-label={`Enabled (${name})`} {...form.getInputProps(`${path}.enabled`, { type: 'checkbox' })} />
        <Text size="sm" fw={500}>
          Conditions (a loan must meet all of them; a rule without conditions matches every loan)
        </Text>
        {rule.rules.map((_, conditionIndex) => (
          // Conditions have no id of their own; their position is their identity while editing.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <ConditionRow key={conditionIndex} form={form} ruleIndex={index} conditionIndex={conditionIndex} />
        ))}
        <Group>
          <Button
            size="xs"
            variant="light"
            onClick={() => form.insertListItem(`${path}.rules`, newCondition())}
            aria-label={`Add a condition to ${name}`}
          >
            Add condition
          </Button>
        </Group>
        <NumberInput
          label="Percent (probability from 0 to 1)"
          aria-label={`Percent (${name})`}
          description={`${percentSummary(rule.percent)}. 1 means always; 0.25 sends one matching loan in four.`}
          min={0}
          max={1}
          step={0.05}
          decimalScale={3}
          w={{ base: '100%', sm: 260 }}
          value={rule.percent ?? ''}
          error={form.errors[`${path}.percent`]}
          onChange={(value) => form.setFieldValue(`${path}.percent`, typeof value === 'number' ? value : null)}
        />
        <TextInput
          label="Redirect URL"
          aria-label={`Redirect URL (${name})`}
          required
          maxLength={2000}
          description='Where the loan is sent, such as https://nonqm.lender.com/upload. A URL containing "block" blocks the upload instead.'
          {...form.getInputProps(`${path}.redirectUrl`)}
        />
        <TextInput
          label="Error message"
          aria-label={`Error message (${name})`}
          maxLength={1000}
          description='Shown to the user on the step. The message "seamless" redirects without asking.'
          value={rule.errorMessage ?? ''}
          error={form.errors[`${path}.errorMessage`]}
          onChange={(event) => form.setFieldValue(`${path}.errorMessage`, event.currentTarget.value)}
        />
      </Stack>
    </Paper>
  );
}
