import { Modal } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { getBus, useRoles } from 'shared-ui';
import { RemoteSlot } from '../remotes/remote-slot';

/**
 * Modals opened by the URL, so they survive a reload and can be linked: `?modal=add-loan`
 * (600px, optional channel, loan_token, nonQM) and `?modal=contact-support` (500px).
 */
export function UrlModals() {
  const [params] = useSearchParams();
  const { isExternal } = useRoles();
  const modal = params.get('modal');
  const close = () => {
    if (modal === 'add-loan' || modal === 'contact-support') getBus().emit('host:close-modal', { modal });
  };
  return (
    <>
      <Modal opened={modal === 'add-loan' && isExternal} onClose={close} size={600} title="Add Loan" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <RemoteSlot
          slot="add-loan-modal"
          compact={false}
          props={{
            onClose: close,
            params: {
              channel: params.get('channel') ?? undefined,
              loanToken: params.get('loan_token') ?? undefined,
              nonQM: params.get('nonQM') ?? undefined,
            },
          }}
        />
      </Modal>
      <Modal opened={modal === 'contact-support'} onClose={close} size={500} title="Contact Support" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <RemoteSlot slot="contact-support-modal" compact={false} props={{ onClose: close, loanId: params.get('loanId') ?? undefined }} />
      </Modal>
    </>
  );
}
