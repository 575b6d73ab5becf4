import type { GeneralSettings, LoanUploadChannelSettings } from 'shared-rules';

/**
 * The Non-QM switches from a `general-settings` entry (`GET /api/settings/general-settings`), or
 * null when the entry is missing or not shaped as expected (the checkbox then stays disabled).
 */
export function loanUploadFlagsOf(entry: unknown): LoanUploadChannelSettings | null {
  if (typeof entry !== 'object' || entry === null || !('value' in entry)) return null;
  const value = (entry as { value: unknown }).value as Partial<GeneralSettings> | null;
  const flags = value?.loanUpload;
  if (!flags || typeof flags !== 'object') return null;
  return {
    enableWholesale: flags.enableWholesale === true,
    enableNonDelegated: flags.enableNonDelegated === true,
    enableDelegated: flags.enableDelegated === true,
  };
}
