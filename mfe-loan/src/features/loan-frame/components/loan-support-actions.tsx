import { Button, Stack, Text } from '@mantine/core';
import { getBus, useRoles } from 'shared-ui';

/** Why Loan Help is not offered to staff (spec: Loan Help is disabled for internal users). */
export const LOAN_HELP_FOR_BROKERS = 'Loan Help reaches the account executive of a broker or correspondent.';

/**
 * Under the loan's tabs: ask the account executive about this loan (Loan Help) or report a
 * problem with the portal (Technical Issue). The host opens each as a drawer with the loan's id.
 */
export function LoanSupportActions({ loanId }: { loanId: string }) {
  const { isExternal } = useRoles();
  return (
    <Stack gap={4} px="sm" pt="md" component="section" aria-label="Help with this loan">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        Help with this loan
      </Text>
      <Button
        variant="subtle"
        justify="flex-start"
        size="compact-sm"
        disabled={!isExternal}
        title={isExternal ? undefined : LOAN_HELP_FOR_BROKERS}
        onClick={() => getBus().emit('host:open-modal', { modal: 'loan-help', params: { loanId } })}
      >
        Loan Help
      </Button>
      <Button
        variant="subtle"
        justify="flex-start"
        size="compact-sm"
        onClick={() => getBus().emit('host:open-modal', { modal: 'technical-issue', params: { loanId } })}
      >
        Technical Issue
      </Button>
    </Stack>
  );
}
