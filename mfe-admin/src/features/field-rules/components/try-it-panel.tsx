import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { LoanSummary, RuleSetTryResult } from 'shared-rules';
import { DataTable, type DataTableColumn, FormRefusal, problemMessage } from 'shared-ui';
import { useTryRuleSetMutation } from '../api/try-rule-set';
import { toRuleSetSaveRequest, type RuleSetValues } from '../state/rule-set-values';
import { fieldName } from '../state/rule-types';
import { LoanPicker } from './loan-picker';

export interface TryItPanelProps {
  /** The rule set as edited now, saved or not. */
  values: RuleSetValues;
}

interface FieldMessages {
  fieldId: string;
  value: string;
  messages: Array<{ ruleId: string; message: string }>;
}

const MESSAGE_COLUMNS: DataTableColumn<FieldMessages>[] = [
  { key: 'fieldId', title: 'Field', render: (field) => (field.fieldId ? fieldName(field.fieldId) : 'Not tied to a field') },
  { key: 'value', title: 'Value on the loan', render: (field) => (field.fieldId ? field.value : '—') },
  {
    key: 'messages',
    title: 'Messages',
    render: (field) => (
      <List size="sm" spacing={2}>
        {field.messages.map((entry) => (
          <List.Item key={`${entry.ruleId}:${entry.message}`}>
            {entry.message}{' '}
            <Text span size="xs" c="dimmed">
              (rule {entry.ruleId})
            </Text>
          </List.Item>
        ))}
      </List>
    ),
  },
];

/** The messages of a try by field, in the order the rules gave them; messages without a field last. */
export function messagesByField(result: RuleSetTryResult): FieldMessages[] {
  const byField = new Map<string, FieldMessages>();
  for (const { ruleId, fieldId, message } of result.errors) {
    let entry = byField.get(fieldId);
    if (!entry) {
      const value = result.values[fieldId];
      entry = { fieldId, value: value === null || value === undefined || value === '' ? '(empty)' : String(value), messages: [] };
      byField.set(fieldId, entry);
    }
    entry.messages.push({ ruleId, message });
  }
  return [...byField.values()].sort((a, b) => Number(a.fieldId === '') - Number(b.fieldId === ''));
}

/**
 * "Try it": runs the rule set as edited, before it is saved, on a loan's current values
 * (`POST /api/rule-sets/try`) and lists the messages by field. Rules without a type are left out:
 * the checks above ask for one first.
 */
export function TryItPanel({ values }: TryItPanelProps) {
  const [loan, setLoan] = useState<LoanSummary | null>(null);
  const [tryRuleSet, { data: result, error, isLoading, reset }] = useTryRuleSetMutation();
  const run = () => {
    if (!loan) return;
    const { enabled, tags, rules } = toRuleSetSaveRequest(values);
    void tryRuleSet({ loanId: loan.id, ruleSet: { enabled, tags, rules: rules.filter((rule) => rule.ruleType) } }).catch(() => undefined);
  };
  const fields = result ? messagesByField(result) : [];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="field-rules-try-it">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="field-rules-try-it">
            Try it
          </Title>
          <Text size="sm" c="dimmed">
            Run the rules as edited, before saving them, on a loan's current values.{' '}
            {!values.enabled && 'The rule set is switched off; the try shows what it would give once on.'}
          </Text>
        </Stack>
        <Group align="flex-end" wrap="wrap">
          <LoanPicker
            value={loan}
            onChange={(next) => {
              setLoan(next);
              reset();
            }}
          />
          <Button onClick={run} disabled={!loan} loading={isLoading}>
            Try the rules
          </Button>
        </Group>
        {error !== undefined && <FormRefusal title="The rules could not be tried" refusal={problemMessage(error)} />}
        {result && (
          <Stack gap="sm" role="status" aria-label="Try result">
            <Text fw={600} size="sm">
              {result.valid
                ? `Loan ${result.loanNumber}: no messages. The loan meets every rule.`
                : `Loan ${result.loanNumber}: ${result.errors.length} ${result.errors.length === 1 ? 'message' : 'messages'} on ${fields.length} ${fields.length === 1 ? 'field' : 'fields'}.`}
            </Text>
            {result.problems.length > 0 && (
              <Alert color="orange" title="Rules that cannot run as defined give “Invalid value”">
                <List size="sm">
                  {result.problems.map((problem) => (
                    <List.Item key={`${problem.ruleId}:${problem.problem}`}>
                      {problem.ruleId}: {problem.problem}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {fields.length > 0 && (
              <DataTable<FieldMessages>
                caption="Messages by field"
                records={fields}
                rowKey={(field) => field.fieldId || '(none)'}
                columns={MESSAGE_COLUMNS}
                empty="No messages."
                minWidth={560}
                verticalSpacing="xs"
                highlightOnHover={false}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
