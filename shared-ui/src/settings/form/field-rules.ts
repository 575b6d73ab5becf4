/** Patterns and small field checks the settings pages share (the server checks the same shapes). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const URL_PATTERN = /^https?:\/\/\S+$/;
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/** A rule for an optional text: empty passes, anything else must match. */
export const optionalMatch =
  (pattern: RegExp, message: string) =>
  (value: string | null | undefined): string | null =>
    isBlank(value) || pattern.test(value ?? '') ? null : message;

/** A rule for a required text that must match. */
export const requiredMatch =
  (pattern: RegExp, missing: string, wrong: string) =>
  (value: string | null | undefined): string | null =>
    isBlank(value) ? missing : pattern.test(value ?? '') ? null : wrong;
