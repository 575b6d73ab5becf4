import { Modal } from '@mantine/core';
import type { Organization } from 'shared-rules';
import { useCompanyForm } from '../hooks/use-company-form';
import { CompanyForm } from './company-form';

/** What the company modal is open for. */
export type CompanyModalTarget = { kind: 'new' } | { kind: 'edit'; organization: Organization };

export interface CompanyModalProps {
  target: CompanyModalTarget;
  /** Administrators: the primary account executive is shown and may be changed. */
  withPrimaryAe: boolean;
  onClose: () => void;
}

function CompanyModalBody({ target, withPrimaryAe, onClose }: CompanyModalProps) {
  const company = useCompanyForm({
    organization: target.kind === 'edit' ? target.organization : null,
    withPrimaryAe,
    onDone: onClose,
  });
  return <CompanyForm {...company} withPrimaryAe={withPrimaryAe} onCancel={onClose} />;
}

/**
 * Adds a company (`POST /api/admin/organizations`) or edits one (`PATCH`). Render it keyed by its
 * target, so that each opening starts from the company as it is, never from a last attempt.
 */
export function CompanyModal({ target, withPrimaryAe, onClose }: CompanyModalProps) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={target.kind === 'edit' ? `Edit ${target.organization.summary.organizationName}` : 'Add company'}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <CompanyModalBody target={target} withPrimaryAe={withPrimaryAe} onClose={onClose} />
    </Modal>
  );
}
