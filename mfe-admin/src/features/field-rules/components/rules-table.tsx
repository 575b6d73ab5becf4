import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DataTable, type DataTableColumn } from 'shared-ui';
import { MoveButtons } from 'shared-ui';
import type { RuleSetValues } from '../state/rule-set-values';
import { errorCountUnder } from '../state/rule-problems';
import { ruleSummary, ruleTypeLabel } from '../state/rule-summary';

export interface RulesTableProps {
  form: UseFormReturnType<RuleSetValues>;
  ruleProblems: Record<string, string[]>;
  onEdit: (path: string) => void;
}

/** Problems found in a rule and its children, from the checks and from a refused save. */
function problemCount(form: UseFormReturnType<RuleSetValues>, ruleProblems: Record<string, string[]>, path: string): number {
  const whole = Object.entries(ruleProblems).filter(([at]) => at === path || at.startsWith(`${path}.`));
  return errorCountUnder(form.errors, path) + whole.reduce((sum, [, list]) => sum + list.length, 0);
}

type RuleRow = RuleSetValues['rules'][number];

/** The rules of the set in the order they run: what each checks, its switch, and edit, move and remove. */
export function RulesTable({ form, ruleProblems, onEdit }: RulesTableProps) {
  const rules = form.getValues().rules;
  // A rule's place in the list is its path in the form (`rules.2`).
  const indexOf = (rule: RuleRow) => rules.indexOf(rule);
  const nameOf = (rule: RuleRow) => rule.id.trim() || `rule ${indexOf(rule) + 1}`;
  const columns: DataTableColumn<RuleRow>[] = [
    { key: 'position', title: '#', render: (_rule, index) => index + 1 },
    {
      key: 'id',
      title: 'Rule',
      render: (rule) => {
        const problems = problemCount(form, ruleProblems, `rules.${indexOf(rule)}`);
        return (
          <Group gap={6}>
            <Text size="sm" ff="monospace">
              {rule.id.trim() || '(no id)'}
            </Text>
            {problems > 0 && (
              <Badge color="red" variant="light">
                {problems} {problems === 1 ? 'problem' : 'problems'}
              </Badge>
            )}
          </Group>
        );
      },
    },
    { key: 'type', title: 'Type', render: (rule) => ruleTypeLabel(rule) },
    {
      key: 'field',
      title: 'Field',
      render: (rule) => (
        <Text size="sm" ff="monospace">
          {rule.fieldIdTemplate.trim() || '—'}
        </Text>
      ),
    },
    {
      key: 'checks',
      title: 'Checks',
      cellStyle: { maxWidth: 320 },
      render: (rule) => (
        <Text size="sm" lineClamp={2}>
          {ruleSummary(rule)}
        </Text>
      ),
    },
    {
      key: 'enabled',
      title: 'Enabled',
      render: (rule) => (
        <Switch
          aria-label={`Rule ${nameOf(rule)} enabled`}
          {...form.getInputProps(`rules.${indexOf(rule)}.enabled`, { type: 'checkbox' })}
        />
      ),
    },
  ];
  return (
    <DataTable<RuleRow>
      caption="Rules, in the order they run"
      records={rules}
      rowKey={(rule) => rule.uid}
      columns={columns}
      empty="This rule set has no rules yet."
      minWidth={760}
      verticalSpacing="xs"
      highlightOnHover={false}
      rowActions={{
        render: (rule) => {
          const index = indexOf(rule);
          const name = nameOf(rule);
          return (
            <>
              <Button size="xs" variant="light" aria-label={`Edit rule ${name}`} onClick={() => onEdit(`rules.${index}`)}>
                Edit
              </Button>
              <MoveButtons
                name={`rule ${name}`}
                index={index}
                count={rules.length}
                onMove={(from, to) => form.reorderListItem('rules', { from, to })}
              />
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={`Remove rule ${name}`}
                onClick={() => form.removeListItem('rules', index)}
              >
                Remove
              </Button>
            </>
          );
        },
      }}
    />
  );
}
