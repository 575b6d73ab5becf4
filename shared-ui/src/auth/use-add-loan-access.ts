import { addLoanAllowed } from 'shared-rules';
import { useGetExternalOrgsQuery } from '../api/shared-endpoints';
import { useProfile, useRoles } from './use-profile';

export interface AddLoanAccess {
  /** Add Loan is offered to external users only. */
  visible: boolean;
  enabled: boolean;
  /** True while the user's organisation is being read. */
  loading: boolean;
  /** Why the button is disabled, for its tooltip; null when enabled. */
  reason: string | null;
}

/**
 * Whether the signed-in user may start the Add Loan wizard (spec: external users only, and only
 * while their organisation's approval status is Active). The navbar's and the pipeline's Add Loan
 * buttons both read it, so they never disagree.
 */
export function useAddLoanAccess(): AddLoanAccess {
  const roles = useRoles();
  const { profile } = useProfile();
  const orgs = useGetExternalOrgsQuery(undefined, { skip: !roles.isExternal });
  if (!roles.isExternal) return { visible: false, enabled: false, loading: false, reason: null };
  if (orgs.isLoading) return { visible: true, enabled: false, loading: true, reason: 'Checking your organization…' };
  if (orgs.isError) return { visible: true, enabled: false, loading: false, reason: 'Unable to load organizations' };
  const ownId = profile?.tpoUser?.organization.entityId;
  const own = orgs.data?.find((org) => org.summary.id === ownId);
  if (!addLoanAllowed(own)) {
    const reason = own
      ? `${own.summary.organizationName} is ${own.basicInfo.approvalStatus.currentStatus.toLowerCase()}: loans can be added once it is Active.`
      : 'Your profile is not linked to an organization.';
    return { visible: true, enabled: false, loading: false, reason };
  }
  return { visible: true, enabled: true, loading: false, reason: null };
}
