import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { LoanScenarioGap } from 'shared-rules';
import { linkTo } from 'shared-ui';
import { filledOnTab } from '../state/loan-quote';

export interface ScenarioGapsProps {
  loanId: string;
  gaps: readonly LoanScenarioGap[];
  /** The Quick Pricer's checks refusing a value the loan gave (a loan amount above the value). */
  valueProblems: readonly string[];
}

const PROBLEM_WORDS: Record<LoanScenarioGap['problem'], string> = { missing: 'Missing', invalid: 'Cannot be priced' };

/**
 * Every scenario field the loan could not fill. A loan-data field opens the URLA tab, naming the
 * field there: the loan-data page has no address for a single field, so the link cannot scroll to it.
 * A field the loan data does not hold (the credit score) is entered below, for this quote only.
 */
export function ScenarioGaps({ loanId, gaps, valueProblems }: ScenarioGapsProps) {
  const headingId = useId();
  if (gaps.length === 0 && valueProblems.length === 0) return null;
  const urla = linkTo('loan', { loanId, tab: 'urla' });
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="h4" id={headingId}>
        Needed before pricing
      </Title>
      <List spacing="xs" aria-labelledby={headingId}>
        {gaps.map((gap) => (
          <List.Item key={gap.scenarioField}>
            <Text span size="sm" fw={600}>
              {gap.label}
            </Text>{' '}
            <Text span size="sm">
              ({PROBLEM_WORDS[gap.problem]}) {gap.detail}{' '}
            </Text>
            {gap.fieldId !== null ? (
              <Text span size="sm">
                <Anchor component={Link} to={urla}>
                  Correct {gap.label} on the URLA tab
                </Anchor>{' '}
                (field {gap.fieldId}).
              </Text>
            ) : (
              filledOnTab(gap) && (
                <Text span size="sm">
                  Enter it below, for this quote only.
                </Text>
              )
            )}
          </List.Item>
        ))}
        {valueProblems.map((problem) => (
          <List.Item key={problem}>
            <Text span size="sm">
              {problem}.{' '}
              <Anchor component={Link} to={urla}>
                Correct it on the URLA tab
              </Anchor>
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
