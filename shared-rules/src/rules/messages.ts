/**
 * The messages a user sees when a rule fails. Defaults name the field or the bound in plain
 * English; an administrator's `customErrorMessage` replaces them.
 */

export const RULE_MESSAGES = {
  required: 'Value is required',
  invalid: 'Invalid value',
  format: (field: string, format: string) => `${field} does not match the expected format (${format})`,
  range: (field: string, min: string | undefined, max: string | undefined) =>
    min === undefined
      ? `${field} should be at most ${max}`
      : max === undefined
        ? `${field} should be at least ${min}`
        : `${field} is not within the range ${min} to ${max}`,
  comparison: (field: string, comparisonType: string, otherField: string) =>
    comparisonType === 'GREATER_THAN'
      ? `${field} should be greater than the value of ${otherField}`
      : comparisonType === 'LESS_THAN'
        ? `${field} should be less than the value of ${otherField}`
        : `${field} should match the value of ${otherField}`,
  dependency: (field: string, otherField: string) => `${field} and ${otherField} should both be filled in or both be empty`,
  inSet: (field: string, members: string[]) => `${field} should be one of: ${members.join(', ')}`,
  startsWithInSet: (field: string, members: string[]) => `${field} should start with one of: ${members.join(', ')}`,
  pattern: (field: string) => `${field} does not match the required pattern`,
} as const;

export interface MessagePlaceholders {
  value: unknown;
  field: string;
  min?: string;
  max?: string;
}

/**
 * A custom message with `{value}`, `{field}`, `{min}` and `{max}` filled in. Unknown
 * placeholders stay as written, so a typo in a configured message is visible, not swallowed.
 */
export function fillMessage(template: string, placeholders: MessagePlaceholders): string {
  return template.replace(/\{(value|field|min|max)\}/g, (whole, name: string) => {
    if (name === 'value') return placeholderText(placeholders.value);
    if (name === 'field') return placeholders.field;
    const bound = name === 'min' ? placeholders.min : placeholders.max;
    return bound ?? whole;
  });
}

function placeholderText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return '';
  return String(value);
}
