import { Button, Fieldset, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CONDITION_OPERATORS, type ConditionOperator } from 'shared-rules';
import { CONDITION_OPERATOR_LABELS } from '../../loan-upload/condition-operators';
import { newCondition, type RuleValues } from '../state/rule-form-values';
import type { RuleSetValues } from '../state/rule-set-values';
import { FieldIdInput } from './field-id-input';

const OPERATOR_OPTIONS = CONDITION_OPERATORS.map((operator) => ({ value: operator, label: CONDITION_OPERATOR_LABELS[operator].label }));

export interface ConditionRowsProps {
  form: UseFormReturnType<RuleSetValues>;
  /** The LOGICAL rule's form path. */
  path: string;
  rule: RuleValues;
}

/** The conditions of a logical rule: a field, how it is tested, and the value it is tested against. */
export function ConditionRows({ form, path, rule }: ConditionRowsProps) {
  const listError = form.errors[`${path}.conditions`];
  return (
    <Fieldset legend="Conditions" variant="filled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Several values (one of, none of, starts with one of): separate them with commas. Dates: MM/DD/YYYY, a number of days from today,
          or TODAY.
        </Text>
        {rule.conditions.length === 0 && (
          <Text size="sm" c="dimmed">
            No conditions yet.
          </Text>
        )}
        {rule.conditions.map((condition, index) => {
          const at = `${path}.conditions.${index}`;
          const takesValue = condition.operator === '' || CONDITION_OPERATOR_LABELS[condition.operator].takesValue;
          return (
            <Paper key={condition.uid} withBorder radius="sm" p="sm" role="group" aria-label={`Condition ${index + 1}`}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <FieldIdInput
                  label={`Condition ${index + 1} field`}
                  required
                  help="The loan field tested"
                  {...form.getInputProps(`${at}.fieldId`)}
                />
                <Select
                  label={`Condition ${index + 1} test`}
                  required
                  data={OPERATOR_OPTIONS}
                  allowDeselect={false}
                  searchable
                  value={condition.operator === '' ? null : condition.operator}
                  error={form.errors[`${at}.operator`]}
                  onChange={(operator) => {
                    if (!operator) return;
                    form.setFieldValue(`${at}.operator`, operator as ConditionOperator);
                    if (!CONDITION_OPERATOR_LABELS[operator as ConditionOperator].takesValue) form.setFieldValue(`${at}.value`, '');
                  }}
                />
                {takesValue ? (
                  <TextInput
                    label={`Condition ${index + 1} value`}
                    // Date tests without a value compare with today.
                    required={condition.operator !== 'DATE_AFTER' && condition.operator !== 'DATE_BEFORE'}
                    maxLength={500}
                    {...form.getInputProps(`${at}.value`)}
                  />
                ) : (
                  <Text size="sm" c="dimmed" mt={{ base: 0, sm: 28 }}>
                    This test takes no value.
                  </Text>
                )}
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label={`Remove condition ${index + 1}`}
                  onClick={() => form.removeListItem(`${path}.conditions`, index)}
                >
                  Remove
                </Button>
              </Group>
            </Paper>
          );
        })}
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        <Group>
          <Button size="xs" variant="light" onClick={() => form.insertListItem(`${path}.conditions`, newCondition())}>
            Add condition
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
