import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { RuleType } from 'shared-rules';
import { MoveButtons } from 'shared-ui';
import { newRule, type RuleValues } from '../state/rule-form-values';
import type { RuleSetValues } from '../state/rule-set-values';
import { freshRuleId } from '../state/rule-summary';
import { RULE_TYPE_INFO, RULE_TYPE_OPTIONS, usesInput } from '../state/rule-types';
import { ConditionRows } from './condition-rows';
import { RuleTypeInputs } from './rule-type-inputs';
import { FormRefusal } from 'shared-ui';

/** Deeper nesting than this is not offered (the engine allows more; no lender's rules need it). */
const MAX_EDITOR_DEPTH = 6;

export interface RuleFieldsProps {
  form: UseFormReturnType<RuleSetValues>;
  path: string;
  rule: RuleValues;
  depth: number;
  underPairRule: boolean;
  /** Problems about the rule as a whole, by rule path. */
  ruleProblems: Record<string, string[]>;
  /** Every rule id of the set, for naming a new child. */
  takenIds: ReadonlySet<string>;
}

const CHILD_LISTS = {
  dependentRules: { title: 'Dependent rules', one: 'Dependent rule' },
  executionRules: { title: 'Execution rules', one: 'Execution rule' },
} as const;

/**
 * Every input of one rule: its id, type and switch, what its type needs, and, for rule types with
 * children, its conditions and its dependent or execution rules, each edited the same way.
 */
export function RuleFields({ form, path, rule, depth, underPairRule, ruleProblems, takenIds }: RuleFieldsProps) {
  const type = rule.ruleType;
  const problems = ruleProblems[path] ?? [];
  const childrenUnderPair = underPairRule || rule.fieldIdTemplate.trim().endsWith('#');
  return (
    <Stack gap="sm">
      <FormRefusal title="This rule cannot run as defined" refusal={problems} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Rule id"
          required
          maxLength={200}
          description="Names the rule in messages and in the history; unique in the set"
          {...form.getInputProps(`${path}.id`)}
        />
        <Select
          label="Rule type"
          required
          data={RULE_TYPE_OPTIONS}
          allowDeselect={false}
          searchable
          placeholder="Choose a rule type"
          description={type === '' ? 'What the rule checks' : RULE_TYPE_INFO[type].description}
          value={type === '' ? null : type}
          error={form.errors[`${path}.ruleType`]}
          onChange={(value) => {
            form.setFieldValue(`${path}.ruleType`, (value ?? '') as RuleType | '');
            // The old type's problems are about inputs the new type may not show; Done checks again.
            form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([key]) => !key.startsWith(`${path}.`))));
          }}
        />
      </SimpleGrid>
      <Switch label="Enabled (a switched-off rule always passes)" {...form.getInputProps(`${path}.enabled`, { type: 'checkbox' })} />
      <RuleTypeInputs form={form} path={path} rule={rule} underPairRule={underPairRule} />
      {usesInput(type, 'conditions') && <ConditionRows form={form} path={path} rule={rule} />}
      {(['dependentRules', 'executionRules'] as const)
        .filter((key) => usesInput(type, key))
        .map((key) => (
          <Fieldset key={key} legend={CHILD_LISTS[key].title} variant="filled">
            <Stack gap="sm">
              {rule[key].length === 0 && (
                <Text size="sm" c="dimmed">
                  None yet.
                </Text>
              )}
              {rule[key].map((child, index) => {
                const at = `${path}.${key}.${index}`;
                const name = `${CHILD_LISTS[key].one.toLowerCase()} ${index + 1}`;
                return (
                  <Fieldset key={child.uid} legend={`${CHILD_LISTS[key].one} ${index + 1}${child.id ? `: ${child.id}` : ''}`}>
                    <Stack gap="sm">
                      <Group gap="xs" justify="flex-end">
                        <MoveButtons
                          name={name}
                          index={index}
                          count={rule[key].length}
                          onMove={(from, to) => form.reorderListItem(`${path}.${key}`, { from, to })}
                        />
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={`Remove ${name}`}
                          onClick={() => form.removeListItem(`${path}.${key}`, index)}
                        >
                          Remove
                        </Button>
                      </Group>
                      <RuleFields
                        form={form}
                        path={at}
                        rule={child}
                        depth={depth + 1}
                        underPairRule={childrenUnderPair}
                        ruleProblems={ruleProblems}
                        takenIds={takenIds}
                      />
                    </Stack>
                  </Fieldset>
                );
              })}
              {form.errors[`${path}.${key}`] && (
                <Text size="sm" c="red" role="alert">
                  {form.errors[`${path}.${key}`]}
                </Text>
              )}
              <Group>
                <Button
                  size="xs"
                  variant="light"
                  disabled={depth >= MAX_EDITOR_DEPTH}
                  onClick={() => {
                    const id = freshRuleId(takenIds, `${rule.id.trim() || 'rule'}-${key === 'dependentRules' ? 'dependent' : 'execution'}`);
                    form.insertListItem(`${path}.${key}`, newRule(id, key === 'executionRules' ? 'ERROR' : 'REQUIRED'));
                  }}
                >
                  Add {CHILD_LISTS[key].one.toLowerCase()}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        ))}
    </Stack>
  );
}
