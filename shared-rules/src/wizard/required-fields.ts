import type { RuleExecutions } from '../api/contracts';
import { isBlank } from '../rules/values';

/**
 * Whether the required-fields step may be saved: every required field has a non-blank value
 * in `values` and the server reported no advanced-condition messages (those can only be
 * resolved on the loan itself, so they block saving here).
 */
export function requiredFieldsStepComplete(executions: RuleExecutions, values: Record<string, unknown>): boolean {
  const filled = executions.requiredFields.every(
    (field) => !isBlank(Object.hasOwn(values, field.fieldId) ? values[field.fieldId] : undefined),
  );
  return filled && executions.advancedConditions.length === 0;
}
