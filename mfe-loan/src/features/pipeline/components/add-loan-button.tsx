import { Button, Tooltip } from '@mantine/core';
import { getBus, useAddLoanAccess } from 'shared-ui';

/** Asks the host to open the Add Loan modal (`?modal=add-loan`); hidden for internal users. */
export function AddLoanButton({ variant = 'filled', label = 'Add Loan' }: { variant?: 'filled' | 'light'; label?: string }) {
  const access = useAddLoanAccess();
  if (!access.visible) return null;
  const button = (
    <Button
      variant={variant}
      disabled={!access.enabled}
      onClick={() => getBus().emit('host:open-modal', { modal: 'add-loan' })}
    >
      {label}
    </Button>
  );
  return access.reason ? (
    <Tooltip label={access.reason} multiline w={260}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
