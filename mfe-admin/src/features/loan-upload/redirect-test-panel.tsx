import { Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { matchRedirectRule, REDIRECT_TEXTS, type RedirectOutcome, type RedirectRule } from 'shared-rules';
import { fieldDescription } from './condition-row';

export interface RedirectTestPanelProps {
  /** The rules as they would be saved (the edits included). */
  rules: RedirectRule[];
}

/** The percent roll fixed each way, so both outcomes of a percent split are visible. */
const ROLLS = [
  { title: 'When the percent roll applies', random: () => 0 },
  { title: 'When the percent roll does not apply', random: () => 1 },
] as const;

function describeOutcome(outcome: RedirectOutcome, rules: RedirectRule[]): { title: string; color: string; detail: string } {
  if (outcome.kind === 'none') return { title: 'No rule matches', color: 'gray', detail: 'The upload continues through the wizard.' };
  const ruleName = `Rule ${rules.indexOf(outcome.rule) + 1}`;
  if (outcome.kind === 'blocked') {
    return { title: REDIRECT_TEXTS.blockedTitle, color: 'red', detail: `${ruleName}: ${outcome.message || 'no message'}` };
  }
  const how = outcome.seamless ? 'without asking (seamless)' : `with the message "${outcome.message}"`;
  return { title: `${REDIRECT_TEXTS.redirectTitle} to ${outcome.redirectUrl}`, color: 'blue', detail: `${ruleName}, ${how}.` };
}

/**
 * Runs the redirect rules being edited against values typed for the fields they test, with the
 * rule engine the Add Loan wizard uses, so an administrator sees what a loan would meet.
 */
export function RedirectTestPanel({ rules }: RedirectTestPanelProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const fieldIds = [
    ...new Set(rules.filter((rule) => rule.enabled).flatMap((rule) => rule.rules.map((condition) => condition.fieldId.trim()))),
  ].filter((id) => id !== '');
  const sample = Object.fromEntries(fieldIds.map((id) => [id, values[id] ?? '']));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="redirect-test-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="redirect-test-title">
          Test against a sample loan
        </Title>
        <Text size="sm" c="dimmed">
          Enter the values a loan would have for the fields your enabled rules test; the outcome follows your edits before they are saved.
        </Text>
        {fieldIds.length === 0 ? (
          <Text size="sm">No enabled rule tests a field yet, so every loan meets the first enabled rule, if there is one.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {fieldIds.map((id) => (
              <TextInput
                key={id}
                label={`Sample value of ${id}`}
                description={fieldDescription(id)}
                value={values[id] ?? ''}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setValues((current) => ({ ...current, [id]: text }));
                }}
              />
            ))}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {ROLLS.map((roll) => {
            const outcome = describeOutcome(matchRedirectRule(rules, sample, { random: roll.random, today: new Date() }), rules);
            return (
              <Paper
                key={roll.title}
                withBorder
                p="sm"
                radius="md"
                role="status"
                aria-label={roll.title}
                bd={`1px solid var(--mantine-color-${outcome.color}-6)`}
              >
                <Text size="xs" c="dimmed">
                  {roll.title}
                </Text>
                <Text fw={600} size="sm">
                  {outcome.title}
                </Text>
                <Text size="sm">{outcome.detail}</Text>
              </Paper>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
