import { useLocation } from 'react-router-dom';
import type { SlotPropsMap } from 'shared-ui';
import { SupportRequestForm } from '../features/contact-support/components/support-request-form';
import { loanIdFromPath } from '../features/contact-support/state/support-request';

/**
 * Content of the host's Technical Issue drawer: a technical ticket about the loan on screen, whose
 * id (from the route) is shown read-only and sent with the ticket.
 */
export default function TechnicalIssueDrawer({ onClose, loanId }: SlotPropsMap['technical-issue-drawer']) {
  const { pathname } = useLocation();
  return (
    <SupportRequestForm type="tech-help" loanId={loanId ?? loanIdFromPath(pathname)} onBack={onClose} backLabel="Cancel" onSent={onClose} />
  );
}
