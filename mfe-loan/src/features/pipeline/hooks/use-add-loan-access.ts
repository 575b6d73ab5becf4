import { addLoanAllowed } from 'shared-rules';
import { useGetExternalOrgsQuery, useProfile, useRoles } from 'shared-ui';

export interface AddLoanAccess {
  /** Add Loan is offered to external users only. */
  visible: boolean;
  enabled: boolean;
  /** Why the button is disabled, for its tooltip; null when enabled. */
  reason: string | null;
}

/** Whether the signed-in user may start the Add Loan wizard: external, and their organisation is Active. */
export function useAddLoanAccess(): AddLoanAccess {
  const roles = useRoles();
  const { profile } = useProfile();
  const orgs = useGetExternalOrgsQuery(undefined, { skip: !roles.isExternal });
  if (!roles.isExternal) return { visible: false, enabled: false, reason: null };
  const ownId = profile?.tpoUser?.organization.entityId;
  const own = orgs.data?.find((org) => org.summary.id === ownId);
  if (orgs.isLoading) return { visible: true, enabled: false, reason: 'Checking your organization…' };
  if (orgs.isError) return { visible: true, enabled: false, reason: 'Unable to load organizations' };
  if (!addLoanAllowed(own)) {
    const status = own?.basicInfo.approvalStatus.currentStatus;
    return {
      visible: true,
      enabled: false,
      reason: own
        ? `${own.summary.organizationName} is ${status?.toLowerCase()}: loans can be added once it is Active.`
        : 'Your profile is not linked to an organization.',
    };
  }
  return { visible: true, enabled: true, reason: null };
}
