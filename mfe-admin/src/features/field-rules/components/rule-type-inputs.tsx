import { Group, Select, SimpleGrid, Switch, TagsInput, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { RuleValues } from '../state/rule-form-values';
import type { RuleSetValues } from '../state/rule-set-values';
import {
  COMPARISON_OPTIONS,
  CONDITION_TYPE_OPTIONS,
  FORMAT_OPTIONS,
  LOGICAL_OPTIONS,
  RULE_TYPE_INFO,
  usesInput,
} from '../state/rule-types';
import { FieldIdInput } from './field-id-input';

export interface RuleTypeInputsProps {
  form: UseFormReturnType<RuleSetValues>;
  /** The rule's form path (`rules.0`, `rules.0.dependentRules.1`). */
  path: string;
  rule: RuleValues;
  /** The rule sits under a rule repeated per borrower pair, so its field must end with `#` too. */
  underPairRule: boolean;
}

const FIELD_HELP =
  'A loan field id, e.g. 1109. End it with # to check the field once for every borrower pair: 4000# checks 4000#1, 4000#2 and so on.';

/**
 * The inputs of one rule that depend on its type, each with its error from the definition checks:
 * the field, then what the type needs (format, range, values, pattern, other field, condition,
 * how children combine), the form-field options, and the message.
 */
export function RuleTypeInputs({ form, path, rule, underPairRule }: RuleTypeInputsProps) {
  const type = rule.ruleType;
  const uses = (input: Parameters<typeof usesInput>[1]) => usesInput(type, input);
  const input = (name: keyof RuleValues) => form.getInputProps(`${path}.${name}`);
  const needsField = type !== '' && RULE_TYPE_INFO[type].needsField;
  const help = needsField ? FIELD_HELP : `Optional for this rule type: the field its message is shown at. ${FIELD_HELP}`;
  const fieldHelp = underPairRule ? `${help} Inside a rule repeated per borrower pair, it must end with # as well.` : help;
  return (
    <>
      {uses('fieldIdTemplate') && <FieldIdInput label="Field id" required={needsField} help={fieldHelp} {...input('fieldIdTemplate')} />}
      {uses('format') && <Select label="Format" required data={FORMAT_OPTIONS} allowDeselect={false} {...input('format')} />}
      {uses('range') && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Minimum" inputMode="decimal" description="Empty: no lower bound" maxLength={40} {...input('rangeMin')} />
          <TextInput label="Maximum" inputMode="decimal" description="Empty: no upper bound" maxLength={40} {...input('rangeMax')} />
        </SimpleGrid>
      )}
      {uses('values') && (
        <TagsInput
          label="Values"
          required
          description="Type a value and press Enter (or a comma) after each; matching ignores spaces around them."
          splitChars={[',']}
          maxTags={500}
          clearable
          {...input('values')}
        />
      )}
      {uses('regex') && (
        <TextInput
          label="Regex"
          required
          description="A regular expression the value must match, e.g. ^[0-9]{5}$"
          maxLength={500}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...input('regex')}
        />
      )}
      {uses('dependentField') && (
        <FieldIdInput
          label="Dependent field"
          required
          help="The field that must be filled in together with this one."
          {...input('dependentField')}
        />
      )}
      {uses('comparison') && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label="Comparison" required data={COMPARISON_OPTIONS} allowDeselect={false} {...input('comparisonType')} />
          <FieldIdInput
            label="Compared with field"
            required
            help="The other field this one is compared with."
            {...input('comparisonField')}
          />
        </SimpleGrid>
      )}
      {uses('condition') && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="When the field"
            required
            data={CONDITION_TYPE_OPTIONS}
            allowDeselect={false}
            description="Then the dependent rules run"
            {...input('conditionType')}
          />
          {rule.conditionType !== 'NOT_EMPTY' && (
            <TextInput
              label="Condition value"
              required
              maxLength={500}
              description="Compared as text or number"
              {...input('conditionValue')}
            />
          )}
        </SimpleGrid>
      )}
      {uses('operator') && (
        <Select
          label="Passes when"
          required
          data={LOGICAL_OPTIONS.map((option) => ({ ...option, label: `${option.label} of the dependent rules pass` }))}
          allowDeselect={false}
          {...input('operator')}
        />
      )}
      {uses('logicalOperator') && (
        <Select
          label="Execution rules run when"
          required
          data={LOGICAL_OPTIONS.map((option) => ({ ...option, label: `${option.label} of the conditions hold` }))}
          allowDeselect={false}
          {...input('logicalOperator')}
        />
      )}
      {uses('formField') && (
        <Group align="flex-end" gap="lg" wrap="wrap">
          <TextInput
            label="Label"
            description="Shown instead of the field's own name on the task form"
            maxLength={200}
            w={{ base: '100%', sm: 320 }}
            {...input('customLabel')}
          />
          <Switch label="Read-only: shown, but cannot be changed" {...form.getInputProps(`${path}.displayOnly`, { type: 'checkbox' })} />
        </Group>
      )}
      {uses('customErrorMessage') && (
        <Textarea
          label="Message"
          required={type === 'ERROR'}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={1000}
          description={
            type === 'ERROR'
              ? 'The message the rule always gives. {value} becomes the field value and {field} the field id.'
              : 'Replaces the default message. {value} becomes the field value and {field} the field id; range rules also fill {min} and {max}.'
          }
          {...input('customErrorMessage')}
        />
      )}
    </>
  );
}
