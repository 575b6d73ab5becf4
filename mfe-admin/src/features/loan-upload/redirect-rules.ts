import type { Condition, ConditionValue, LoanUploadSettings, RedirectRule } from 'shared-rules';
import { CONDITION_OPERATOR_LABELS } from './condition-operators';

export const BYTES_PER_MB = 1024 * 1024;
/** The largest import the upload accepts: 25 MB. */
export const MAX_IMPORT_BYTES = 25 * BYTES_PER_MB;

export const newCondition = (): Condition => ({ fieldId: '', operator: 'EQUAL', value: '' });

export const newRedirectRule = (): RedirectRule => ({
  enabled: true,
  rules: [newCondition()],
  percent: 1,
  redirectUrl: '',
  errorMessage: '',
});

/** The text an input shows for a condition's value (sets are edited comma-separated). */
export function conditionValueText(value: ConditionValue | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** "applies to 25% of matching loans"; a missing percent is always. */
export function percentSummary(percent: number | null | undefined): string {
  const share = typeof percent === 'number' && Number.isFinite(percent) ? Math.min(Math.max(percent, 0), 1) : 1;
  return `Applies to ${Math.round(share * 1000) / 10}% of matching loans`;
}

/** Conditions whose operator takes no value are stored without one; texts are trimmed. */
function savedCondition(condition: Condition): Condition {
  const { fieldId, operator, value } = condition;
  if (!CONDITION_OPERATOR_LABELS[operator].takesValue) return { fieldId: fieldId.trim(), operator };
  return { fieldId: fieldId.trim(), operator, value: typeof value === 'string' ? value.trim() : (value ?? '') };
}

/** The loan-upload setting as saved: trimmed texts, extensions lower case and unique. */
export function savedLoanUpload(values: LoanUploadSettings): LoanUploadSettings {
  return {
    maxFileSizeBytes: Math.round(values.maxFileSizeBytes),
    acceptedExtensions: [...new Set(values.acceptedExtensions.map((extension) => extension.trim().toLowerCase()))],
    redirectRules: values.redirectRules.map((rule) => ({
      enabled: rule.enabled,
      rules: rule.rules.map(savedCondition),
      percent: rule.percent ?? 1,
      redirectUrl: rule.redirectUrl.trim(),
      errorMessage: rule.errorMessage?.trim() ?? '',
    })),
  };
}

export const EXTENSION_PATTERN = /^\.[a-z0-9]{1,10}$/;
