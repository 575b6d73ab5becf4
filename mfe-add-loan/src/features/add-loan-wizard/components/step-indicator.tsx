import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import type { AddLoanWizardStep } from 'shared-rules';

export interface IndicatedStep {
  step: AddLoanWizardStep;
  label: string;
}

/**
 * Where the user is in the wizard: the steps that apply to this loan, numbered, the current one
 * marked (`aria-current="step"`) and the done ones ticked.
 */
export function StepIndicator({ steps, current }: { steps: IndicatedStep[]; current: AddLoanWizardStep }) {
  const currentIndex = steps.findIndex((item) => item.step === current);
  return (
    <Box component="nav" aria-label="Add Loan progress">
      <Group component="ol" gap={6} wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((item, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <Group
              component="li"
              key={item.step}
              gap={6}
              wrap="nowrap"
              aria-current={state === 'current' ? 'step' : undefined}
              style={{ flex: '1 1 0', minWidth: 0 }}
            >
              <Box
                aria-hidden
                style={{
                  flex: '0 0 22px',
                  height: 22,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 12,
                  fontWeight: 600,
                  color: state === 'upcoming' ? 'var(--mantine-color-gray-6)' : 'white',
                  background:
                    state === 'upcoming'
                      ? 'var(--mantine-color-gray-2)'
                      : state === 'done'
                        ? 'var(--mantine-color-teal-6)'
                        : 'var(--mantine-primary-color-filled)',
                }}
              >
                {state === 'done' ? '✓' : index + 1}
              </Box>
              <Text size="xs" fw={state === 'current' ? 700 : 500} c={state === 'upcoming' ? 'dimmed' : undefined} truncate>
                <VisuallyHidden>{state === 'done' ? 'Completed: ' : state === 'current' ? 'Current: ' : ''}</VisuallyHidden>
                {item.label}
              </Text>
              {index < steps.length - 1 && (
                <Box aria-hidden style={{ flex: '1 1 8px', height: 1, minWidth: 8, background: 'var(--mantine-color-gray-3)' }} />
              )}
            </Group>
          );
        })}
      </Group>
    </Box>
  );
}

/** The steps shown for the wizard's situation; the optional ones only when they apply. */
export function indicatedSteps(options: {
  hasRedirectRules: boolean;
  nonDelegated: boolean;
  hoiOptOut: boolean;
  needsCompletion: boolean;
}): IndicatedStep[] {
  const steps: IndicatedStep[] = [
    { step: 'channel', label: 'Channel' },
    { step: 'data-import', label: 'Import' },
  ];
  if (options.hasRedirectRules) steps.push({ step: 'upload-loan-redirect', label: 'Eligibility' });
  if (options.nonDelegated) steps.push({ step: 'information', label: 'Disclosures' });
  steps.push({ step: 'contacts', label: 'Contacts' });
  if (options.hoiOptOut) steps.push({ step: 'hoi-notice', label: 'Insurance' });
  if (options.needsCompletion) steps.push({ step: 'complete-loan-info', label: 'Loan info' });
  return steps;
}
