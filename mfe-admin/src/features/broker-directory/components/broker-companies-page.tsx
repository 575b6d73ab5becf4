import { Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Organization } from 'shared-rules';
import { PageHeader, useRoles } from 'shared-ui';
import { useGetPrimaryAeCandidatesQuery } from '../api/get-primary-ae-candidates';
import { staffNamesById } from '../state/primary-ae-choices';
import { BrokerCompaniesTable } from './broker-companies-table';
import { CompanyModal, type CompanyModalTarget } from './company-modal';
import { CoverageModal } from './coverage-modal';

/**
 * Broker Companies: the companies the signed-in staff member reaches. Administrators add
 * companies and edit any, with their primary account executive, and choose who covers each;
 * account executives edit the companies they cover (the only ones they see).
 */
export function BrokerCompaniesPage() {
  const roles = useRoles();
  const canEdit = roles.isAdmin || roles.isAccountExecutive;
  const [target, setTarget] = useState<CompanyModalTarget | null>(null);
  const [coverageOf, setCoverageOf] = useState<Organization | null>(null);
  // Only administrators may list the staff; their names then cost nothing more for the table.
  const staff = useGetPrimaryAeCandidatesQuery(undefined, { skip: !roles.isAdmin });
  const primaryAeNames = useMemo(() => (staff.data ? staffNamesById(staff.data) : undefined), [staff.data]);

  return (
    <>
      <PageHeader
        title="Broker Companies"
        description={
          roles.isAdmin ? 'Every broker and correspondent company in the portal.' : 'The broker and correspondent companies you cover.'
        }
        actions={roles.isAdmin && <Button onClick={() => setTarget({ kind: 'new' })}>Add company</Button>}
      />
      <BrokerCompaniesTable
        onEdit={canEdit ? (organization) => setTarget({ kind: 'edit', organization }) : undefined}
        onCoverage={roles.isAdmin ? setCoverageOf : undefined}
        primaryAeNames={primaryAeNames}
        emptyDescription={roles.isAdmin ? 'Add the first company with Add company.' : undefined}
      />
      {target && (
        <CompanyModal
          key={target.kind === 'edit' ? target.organization.summary.id : 'new'}
          target={target}
          withPrimaryAe={roles.isAdmin}
          onClose={() => setTarget(null)}
        />
      )}
      {coverageOf && <CoverageModal key={coverageOf.summary.id} organization={coverageOf} onClose={() => setCoverageOf(null)} />}
    </>
  );
}
