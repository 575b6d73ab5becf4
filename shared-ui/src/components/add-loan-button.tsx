import { Button, Tooltip } from '@mantine/core';
import { useAddLoanAccess } from '../auth/use-add-loan-access';
import { getBus } from '../bus/bus';

export interface AddLoanButtonProps {
  /** "Add Loan" by default; an empty pipeline says "Add your first loan". */
  label?: string;
  variant?: 'filled' | 'light';
  fullWidth?: boolean;
}

function PlusIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden>
      <path d="M12 5l0 14" />
      <path d="M5 12l14 0" />
    </svg>
  );
}

/**
 * Add Loan, for external users only: asks the host to open the Add Loan modal
 * (`?modal=add-loan`) on the bus, so any remote can offer it without importing Add Loan.
 * Disabled unless the user's organisation is Active; the tooltip then says why.
 */
export function AddLoanButton({ label = 'Add Loan', variant = 'filled', fullWidth = false }: AddLoanButtonProps) {
  const access = useAddLoanAccess();
  if (!access.visible) return null;
  const button = (
    <Button
      variant={variant}
      leftSection={<PlusIcon />}
      disabled={!access.enabled}
      loading={access.loading}
      fullWidth={fullWidth}
      onClick={() => getBus().emit('host:open-modal', { modal: 'add-loan' })}
    >
      {label}
    </Button>
  );
  if (access.enabled || access.loading || !access.reason) return button;
  return (
    <Tooltip label={access.reason} withArrow multiline w={260}>
      {/* A disabled button fires no pointer events: the wrapper carries the tooltip. */}
      <span>{button}</span>
    </Tooltip>
  );
}
