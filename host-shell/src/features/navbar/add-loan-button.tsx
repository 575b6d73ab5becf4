import { Button, Tooltip } from '@mantine/core';
import { getBus, useAddLoanAccess } from 'shared-ui';
import { PlusIcon } from './icons';

/** Add Loan (external users only): opens `?modal=add-loan`; disabled unless the organisation is Active. */
export function AddLoanButton({ fullWidth = false }: { fullWidth?: boolean }) {
  const access = useAddLoanAccess();
  if (!access.visible) return null;
  const button = (
    <Button
      leftSection={<PlusIcon size={16} />}
      disabled={!access.enabled}
      loading={access.loading}
      fullWidth={fullWidth}
      onClick={() => getBus().emit('host:open-modal', { modal: 'add-loan' })}
    >
      Add Loan
    </Button>
  );
  if (access.enabled || access.loading || !access.reason) return button;
  return (
    <Tooltip label={access.reason} withArrow multiline w={260}>
      <span>{button}</span>
    </Tooltip>
  );
}
