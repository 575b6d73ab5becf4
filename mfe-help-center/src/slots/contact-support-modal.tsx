import { useLocation } from 'react-router-dom';
import type { SlotPropsMap } from 'shared-ui';
import { ContactSupportWizard } from '../features/contact-support/components/contact-support-wizard';
import { loanIdFromPath } from '../features/contact-support/state/support-request';

/** Content of the host's 500px Contact Support modal. */
export default function ContactSupportModal({ onClose, loanId }: SlotPropsMap['contact-support-modal']) {
  const { pathname } = useLocation();
  return <ContactSupportWizard loanId={loanId ?? loanIdFromPath(pathname)} onDone={onClose} />;
}
