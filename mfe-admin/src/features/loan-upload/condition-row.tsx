import { ActionIcon, Autocomplete, Group, Select, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CONDITION_OPERATORS, FIELD_CATALOGUE, type ConditionOperator, type LoanUploadSettings } from 'shared-rules';
import { CONDITION_OPERATOR_LABELS } from './condition-operators';
import { conditionValueText } from './redirect-rules';

const OPERATOR_OPTIONS = CONDITION_OPERATORS.map((operator) => ({ value: operator, label: CONDITION_OPERATOR_LABELS[operator].label }));
const FIELD_IDS = FIELD_CATALOGUE.map((field) => field.id);
const DESCRIPTIONS = new Map(FIELD_CATALOGUE.map((field) => [field.id, field.description]));

/** What a field id stands for in the portal's field catalogue ("1172 Mortgage type"). */
export const fieldDescription = (fieldId: string): string | undefined => DESCRIPTIONS.get(fieldId.trim().replace(/#\d+$/, ''));

export interface ConditionRowProps {
  form: UseFormReturnType<LoanUploadSettings>;
  ruleIndex: number;
  conditionIndex: number;
}

/** One condition of a redirect rule: a catalogue field, how it is compared, and with what. */
export function ConditionRow({ form, ruleIndex, conditionIndex }: ConditionRowProps) {
  const path = `redirectRules.${ruleIndex}.rules.${conditionIndex}` as const;
  const condition = form.getValues().redirectRules[ruleIndex]?.rules[conditionIndex];
  if (!condition) return null;
  const name = `rule ${ruleIndex + 1} condition ${conditionIndex + 1}`;
  const takesValue = CONDITION_OPERATOR_LABELS[condition.operator].takesValue;
  const description = fieldDescription(condition.fieldId);
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Autocomplete
        label="Field"
        aria-label={`Field of ${name}`}
        required
        w={{ base: '100%', sm: 200 }}
        data={FIELD_IDS}
        limit={50}
        maxLength={200}
        description={description ?? 'A field id of the loan'}
        renderOption={({ option }) => (
          <Text size="sm">
            {option.value}{' '}
            <Text span c="dimmed" size="xs">
              {DESCRIPTIONS.get(option.value)}
            </Text>
          </Text>
        )}
        {...form.getInputProps(`${path}.fieldId`)}
      />
      <Select
        label="Operator"
        aria-label={`Operator of ${name}`}
        w={{ base: '100%', sm: 260 }}
        data={OPERATOR_OPTIONS}
        allowDeselect={false}
        searchable
        value={condition.operator}
        onChange={(operator) => {
          if (!operator) return;
          form.setFieldValue(`${path}.operator`, operator as ConditionOperator);
          if (!CONDITION_OPERATOR_LABELS[operator as ConditionOperator].takesValue) form.setFieldValue(`${path}.value`, undefined);
        }}
      />
      {takesValue && (
        <TextInput
          label="Value"
          aria-label={`Value of ${name}`}
          w={{ base: '100%', sm: 200 }}
          maxLength={500}
          value={conditionValueText(condition.value)}
          error={form.errors[`${path}.value`]}
          onChange={(event) => form.setFieldValue(`${path}.value`, event.currentTarget.value)}
        />
      )}
      <ActionIcon
        variant="subtle"
        color="red"
        mt={{ base: 0, sm: 28 }}
        aria-label={`Remove ${name}`}
        onClick={() => form.removeListItem(`redirectRules.${ruleIndex}.rules`, conditionIndex)}
      >
        ×
      </ActionIcon>
    </Group>
  );
}
