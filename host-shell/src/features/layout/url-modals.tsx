import { Drawer, Modal } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { getBus, modalFromQuery, useRoles } from 'shared-ui';
import { RemoteSlot } from '../remotes/remote-slot';

/** The support drawers a loan page opens (500px, on the right), and the help-center slot of each. */
const SUPPORT_DRAWERS = [
  { modal: 'loan-help', title: 'Loan Help', slot: 'loan-help-drawer' },
  { modal: 'technical-issue', title: 'Technical Issue', slot: 'technical-issue-drawer' },
] as const;

/**
 * Modals opened by the URL, so they survive a reload and can be linked: `?modal=add-loan`
 * (600px, optional channel, loan_token, nonQM), `?modal=contact-support` (500px), and the
 * `?modal=loan-help` and `?modal=technical-issue` drawers (500px, with the loan's id).
 */
export function UrlModals() {
  const [query] = useSearchParams();
  const { isExternal } = useRoles();
  const request = modalFromQuery(query);
  const close = () => {
    if (request) getBus().emit('host:close-modal', { modal: request.modal });
  };
  return (
    <>
      <Modal
        opened={request?.modal === 'add-loan' && isExternal}
        onClose={close}
        size={600}
        title="Add Loan"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <RemoteSlot
          slot="add-loan-modal"
          compact={false}
          props={{ onClose: close, params: request?.modal === 'add-loan' ? (request.params ?? {}) : {} }}
        />
      </Modal>
      <Modal
        opened={request?.modal === 'contact-support'}
        onClose={close}
        size={500}
        title="Contact Support"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <RemoteSlot
          slot="contact-support-modal"
          compact={false}
          props={{ onClose: close, loanId: request?.modal === 'contact-support' ? request.params?.loanId : undefined }}
        />
      </Modal>
      {SUPPORT_DRAWERS.map(({ modal, title, slot }) => (
        <Drawer
          key={modal}
          opened={request?.modal === modal}
          onClose={close}
          position="right"
          size={500}
          title={title}
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <RemoteSlot
            slot={slot}
            compact={false}
            props={{ onClose: close, loanId: request?.modal === modal ? request.params?.loanId : undefined }}
          />
        </Drawer>
      ))}
    </>
  );
}
