import { useState } from 'react';
import { useProfile } from 'shared-ui';
import { loanHelpUnavailableReason, type SupportType } from '../state/support-request';
import { SupportRequestForm } from './support-request-form';
import { SupportTypeStep } from './support-type-step';

export interface ContactSupportWizardProps {
  loanId: string | null;
  /** Called after a request was sent (or Cancel), e.g. to close the modal. */
  onDone: () => void;
}

/** Contact support: choose the type, then write the request. */
export function ContactSupportWizard({ loanId, onDone }: ContactSupportWizardProps) {
  const { profile } = useProfile();
  const [type, setType] = useState<SupportType | null>(null);

  if (type === null) {
    return <SupportTypeStep loanHelpUnavailable={loanHelpUnavailableReason(profile?.userType ?? null, loanId)} onChoose={setType} />;
  }
  return <SupportRequestForm type={type} loanId={loanId} onBack={() => setType(null)} onSent={onDone} />;
}
