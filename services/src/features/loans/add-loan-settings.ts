/**
 * The settings the Add Loan wizard and the create call read, each from the settings store (the
 * saved value, else the registry's default).
 */
import type { AddLoanSettings } from 'shared-rules';
import { readSettingValue, type SettingSource } from '../../platform/settings/setting-reader';

export async function readAddLoanSettings(source: SettingSource): Promise<AddLoanSettings> {
  const [loanUpload, generalSettings, companyInformation, flags] = await Promise.all([
    readSettingValue(source, 'loan-upload'),
    readSettingValue(source, 'general-settings'),
    readSettingValue(source, 'company-information'),
    readSettingValue(source, 'feature-flags'),
  ]);
  const { thirdContact, hoiOptOut, nonQmRedirect } = flags;
  return { loanUpload, generalSettings, companyInformation, featureFlags: { thirdContact, hoiOptOut, nonQmRedirect } };
}
