import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SupportType } from '../state/support-request';

export interface SupportTypeStepProps {
  /** Why Loan Help cannot be chosen, or null when it can. */
  loanHelpUnavailable: string | null;
  onChoose: (type: SupportType) => void;
}

function TypeCard(props: { title: string; description: string; disabledReason: string | null; onClick: () => void }) {
  const disabled = props.disabledReason !== null;
  return (
    <UnstyledButton
      onClick={props.onClick}
      disabled={disabled}
      aria-describedby={`${props.title}-help`}
      style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}
    >
      <Paper withBorder radius="md" p="md" style={{ opacity: disabled ? 0.55 : 1 }}>
        <Text fw={600}>{props.title}</Text>
        <Text size="sm" c="dimmed" id={`${props.title}-help`}>
          {props.disabledReason ?? props.description}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}

/** Step one of contact support: what kind of help the user needs. */
export function SupportTypeStep({ loanHelpUnavailable, onChoose }: SupportTypeStepProps) {
  return (
    <Stack gap="sm">
      <Text size="sm">What do you need help with?</Text>
      <TypeCard
        title="Loan Help"
        description="Email your account executive about this loan."
        disabledReason={loanHelpUnavailable}
        onClick={() => onChoose('loan-help')}
      />
      <TypeCard
        title="Tech Help"
        description="Report a problem with the portal to technical support."
        disabledReason={null}
        onClick={() => onChoose('tech-help')}
      />
    </Stack>
  );
}
