/**
 * The settings the Add Loan wizard and the create call read, with the portal's defaults for any
 * key an administrator has not saved (or saved in another shape).
 */
import type { Kysely } from 'kysely';
import {
  IMPORT_FILE_MAX_BYTES,
  type AddLoanFeatureFlags,
  type AddLoanSettings,
  type CompanyInformation,
  type GeneralSettings,
  type LoanUploadSettings,
  type RedirectRule,
} from 'shared-rules';
import type { Database } from '../db/schema';

export const FEATURE_FLAGS_KEY = 'feature-flags';
const KEYS = ['loan-upload', 'general-settings', 'company-information', FEATURE_FLAGS_KEY] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const flag = (source: Record<string, unknown>, key: string, fallback: boolean) =>
  typeof source[key] === 'boolean' ? (source[key] as boolean) : fallback;

export function loanUploadSettingsOf(value: unknown): LoanUploadSettings {
  const source = isObject(value) ? value : {};
  const rules = Array.isArray(source.redirectRules) ? source.redirectRules.filter(isObject) : [];
  return {
    maxFileSizeBytes: typeof source.maxFileSizeBytes === 'number' ? source.maxFileSizeBytes : IMPORT_FILE_MAX_BYTES,
    acceptedExtensions: Array.isArray(source.acceptedExtensions)
      ? source.acceptedExtensions.filter((e): e is string => typeof e === 'string')
      : ['.xml'],
    redirectRules: rules as unknown as RedirectRule[],
  };
}

export function generalSettingsOf(value: unknown): GeneralSettings {
  const upload = isObject(value) && isObject(value.loanUpload) ? value.loanUpload : {};
  return {
    loanUpload: {
      enableWholesale: flag(upload, 'enableWholesale', true),
      enableNonDelegated: flag(upload, 'enableNonDelegated', true),
      enableDelegated: flag(upload, 'enableDelegated', true),
    },
  };
}

export function companyInformationOf(value: unknown): CompanyInformation {
  return { companyName: isObject(value) && typeof value.companyName === 'string' ? value.companyName : 'Company' };
}

/** Flags that are absent read false: a feature is off until an administrator turns it on. */
export function featureFlagsOf(value: unknown): AddLoanFeatureFlags {
  const source = isObject(value) ? value : {};
  return {
    thirdContact: flag(source, 'thirdContact', false),
    hoiOptOut: flag(source, 'hoiOptOut', false),
    nonQmRedirect: flag(source, 'nonQmRedirect', false),
  };
}

export async function readAddLoanSettings(db: Kysely<Database>): Promise<AddLoanSettings> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [...KEYS])
    .execute();
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    loanUpload: loanUploadSettingsOf(byKey.get('loan-upload')),
    generalSettings: generalSettingsOf(byKey.get('general-settings')),
    companyInformation: companyInformationOf(byKey.get('company-information')),
    featureFlags: featureFlagsOf(byKey.get(FEATURE_FLAGS_KEY)),
  };
}
