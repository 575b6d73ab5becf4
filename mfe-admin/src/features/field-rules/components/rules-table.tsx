import { Badge, Button, Group, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MoveButtons } from '../../settings-form/move-buttons';
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

/** The rules of the set in the order they run: what each checks, its switch, and edit, move and remove. */
export function RulesTable({ form, ruleProblems, onEdit }: RulesTableProps) {
  const rules = form.getValues().rules;
  if (rules.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This rule set has no rules yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" captionSide="top">
        <Table.Caption>Rules, in the order they run</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Rule</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Field</Table.Th>
            <Table.Th>Checks</Table.Th>
            <Table.Th>Enabled</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule, index) => {
            const path = `rules.${index}`;
            const name = rule.id.trim() || `rule ${index + 1}`;
            const problems = problemCount(form, ruleProblems, path);
            return (
              <Table.Tr key={rule.uid}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
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
                </Table.Td>
                <Table.Td>{ruleTypeLabel(rule)}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {rule.fieldIdTemplate.trim() || '—'}
                  </Text>
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" lineClamp={2}>
                    {ruleSummary(rule)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Switch aria-label={`Rule ${name} enabled`} {...form.getInputProps(`${path}.enabled`, { type: 'checkbox' })} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <Button size="xs" variant="light" aria-label={`Edit rule ${name}`} onClick={() => onEdit(path)}>
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
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
