import type { AddLoanWizardFlags, LoanUploadChannelSettings, Organization, RedirectRule } from 'shared-rules';
import { useGetExternalOrgsQuery, useProfile, useRoles, useSetting } from 'shared-ui';
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
  /**
   * The signed-in user's encompass id, when their profile has one: the contacts step preselects
   * them by it (spec: the user's own organisation and encompassId are preselected when present).
   */
  currentEncompassId: string | null;
  retry: () => void;
}

/** Loads what the wizard decides from: the user's organisations, profile and the Add Loan settings. */
export function useChannelStepData(): ChannelStepData {
  const { profile, isLoading: profileLoading, isError: profileError, refetch: refetchProfile } = useProfile();
  const roles = useRoles();
  const orgs = useGetExternalOrgsQuery();
  // Missing settings only keep Non-QM disabled and the optional steps off; they do not block the step.
  const settings = useGetAddLoanSettingsQuery();
  // Flags are read as every package reads them (the shared hook); the create call checks the same key.
  const flags = useSetting('feature-flags');
  const flagsKnown = !flags.isLoading;

  const status =
    orgs.isError || profileError ? 'error' : orgs.isLoading || profileLoading || settings.isLoading || !flagsKnown ? 'loading' : 'ready';
  return {
    status,
    organizations: orgs.data ?? [],
    ownOrganizationId: profile?.tpoUser?.organization.entityId ?? null,
    isInternal: roles.isInternal,
    nonQmFlags: settings.data?.generalSettings.loanUpload ?? null,
    wizardFlags:
      settings.data && flagsKnown
        ? { hasRedirectRules: settings.data.loanUpload.redirectRules.some((rule) => rule.enabled), hoiOptOut: flags.value.hoiOptOut }
        : null,
    redirectRules: settings.data?.loanUpload.redirectRules ?? [],
    thirdContactEnabled: flags.value.thirdContact,
    companyName: settings.data?.companyInformation.companyName ?? '',
    currentEncompassId: profile?.tpoUser?.encompassId || null,
    retry: () => {
      if (profileError) refetchProfile();
      void orgs.refetch();
    },
  };
}
