import type { AddLoanWizardFlags, LoanUploadChannelSettings, Organization, RedirectRule } from 'shared-rules';
import { useGetExternalOrgsQuery, useProfile, useRoles } from 'shared-ui';
import { useGetAddLoanSettingsQuery } from '../api/get-add-loan-settings';

export interface ChannelStepData {
  status: 'loading' | 'error' | 'ready';
  organizations: Organization[];
  /** The signed-in external user's own organisation id; null for internal users. */
  ownOrganizationId: string | null;
  isInternal: boolean;
  /** Which channels offer Non-QM; null while unknown (Non-QM then stays disabled). */
  nonQmFlags: LoanUploadChannelSettings | null;
  /** The optional steps the lender's settings switch on; null while unknown. */
  wizardFlags: AddLoanWizardFlags | null;
  redirectRules: RedirectRule[];
  /** The third-contact feature flag: the submission contact is asked for. */
  thirdContactEnabled: boolean;
  /** The lender's name (company information), the default answer of the disclosure questions. */
  companyName: string;
  /** The signed-in user's id (preselected as the loan officer). */
  currentUserId: string | null;
  retry: () => void;
}

/** Loads what the wizard decides from: the user's organisations, profile and the Add Loan settings. */
export function useChannelStepData(): ChannelStepData {
  const { profile, isLoading: profileLoading, isError: profileError, refetch: refetchProfile } = useProfile();
  const roles = useRoles();
  const orgs = useGetExternalOrgsQuery();
  // Missing settings only keep Non-QM disabled and the optional steps off; they do not block the step.
  const settings = useGetAddLoanSettingsQuery();

  const status = orgs.isError || profileError ? 'error' : orgs.isLoading || profileLoading || settings.isLoading ? 'loading' : 'ready';
  return {
    status,
    organizations: orgs.data ?? [],
    ownOrganizationId: profile?.tpoUser?.organization.entityId ?? null,
    isInternal: roles.isInternal,
    nonQmFlags: settings.data?.generalSettings.loanUpload ?? null,
    wizardFlags: settings.data
      ? {
          hasRedirectRules: settings.data.loanUpload.redirectRules.some((rule) => rule.enabled),
          hoiOptOut: settings.data.featureFlags.hoiOptOut === true,
        }
      : null,
    redirectRules: settings.data?.loanUpload.redirectRules ?? [],
    thirdContactEnabled: settings.data?.featureFlags.thirdContact === true,
    companyName: settings.data?.companyInformation.companyName ?? '',
    currentUserId: profile?.id ?? null,
    retry: () => {
      if (profileError) refetchProfile();
      void orgs.refetch();
    },
  };
}
