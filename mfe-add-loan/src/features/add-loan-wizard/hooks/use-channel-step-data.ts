import type { LoanUploadChannelSettings, Organization } from 'shared-rules';
import { useGetExternalOrgsQuery, useGetSettingQuery, useProfile, useRoles } from 'shared-ui';
import { loanUploadFlagsOf } from '../state/general-settings';

export interface ChannelStepData {
  status: 'loading' | 'error' | 'ready';
  organizations: Organization[];
  /** The signed-in external user's own organisation id; null for internal users. */
  ownOrganizationId: string | null;
  isInternal: boolean;
  nonQmFlags: LoanUploadChannelSettings | null;
  retry: () => void;
}

/** Loads what the channel step decides from: the user's organisations and the Non-QM switches. */
export function useChannelStepData(): ChannelStepData {
  const { profile, isLoading: profileLoading, isError: profileError, refetch: refetchProfile } = useProfile();
  const roles = useRoles();
  const orgs = useGetExternalOrgsQuery();
  // A missing general-settings entry only keeps Non-QM disabled; it does not block the step.
  const settings = useGetSettingQuery('general-settings');

  const status = orgs.isError || profileError ? 'error' : orgs.isLoading || profileLoading || settings.isLoading ? 'loading' : 'ready';
  return {
    status,
    organizations: orgs.data ?? [],
    ownOrganizationId: profile?.tpoUser?.organization.entityId ?? null,
    isInternal: roles.isInternal,
    nonQmFlags: loanUploadFlagsOf(settings.data),
    retry: () => {
      if (profileError) refetchProfile();
      void orgs.refetch();
    },
  };
}
