import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useProfile } from 'shared-ui';
import { useGetInternalUserQuery } from '../../contact-support/api/get-internal-user';
import { SupportRequestForm } from '../../contact-support/components/support-request-form';
import { loanHelpUnavailableReason, SUPPORT_MESSAGES } from '../../contact-support/state/support-request';
import { AccountExecutiveContact } from './account-executive-contact';

export interface LoanHelpContentProps {
  loanId: string | null;
  /** Called once the email was sent. */
  onDone: () => void;
}

/**
 * Loan Help: the broker calls their account executive (office or cell) or emails them about the
 * loan. Only brokers and correspondents looking at a loan have an account executive to reach.
 */
export function LoanHelpContent({ loanId, onDone }: LoanHelpContentProps) {
  const { profile } = useProfile();
  const [emailing, setEmailing] = useState(false);
  const salesRepId = profile?.tpoUser?.salesRep?.entityId ?? null;
  const unavailable = profile ? loanHelpUnavailableReason(profile.userType, loanId) : null;
  const accountExecutive = useGetInternalUserQuery(salesRepId ?? '', { skip: !salesRepId || unavailable !== null });

  if (!profile) return <Text size="sm">{SUPPORT_MESSAGES.loanHelpPreparing}</Text>;
  const blocked = unavailable ?? (salesRepId ? null : SUPPORT_MESSAGES.loanHelpNoAccountExecutive);
  if (blocked) {
    return (
      <Alert color="orange" role="status">
        {blocked}
      </Alert>
    );
  }
  if (emailing) {
    return <SupportRequestForm type="loan-help" loanId={loanId} onBack={() => setEmailing(false)} onSent={onDone} />;
  }
  return (
    <Stack gap="md">
      <Text size="sm">Call your account executive, or email them about this loan.</Text>
      <AccountExecutiveContact accountExecutive={accountExecutive} onEmail={() => setEmailing(true)} />
    </Stack>
  );
}
