import { useLocation } from 'react-router-dom';
import type { SlotPropsMap } from 'shared-ui';
import { loanIdFromPath } from '../features/contact-support/state/support-request';
import { LoanHelpContent } from '../features/support-drawers/components/loan-help-content';

/** Content of the host's Loan Help drawer: the loan is the one asked for, else the one on screen. */
export default function LoanHelpDrawer({ onClose, loanId }: SlotPropsMap['loan-help-drawer']) {
  const { pathname } = useLocation();
  return <LoanHelpContent loanId={loanId ?? loanIdFromPath(pathname)} onDone={onClose} />;
}
