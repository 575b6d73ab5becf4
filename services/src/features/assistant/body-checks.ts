import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { blankMessage, messageTooLong } from './admission';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
}

/**
 * The composer's refusal for a message the schema refused by its length (empty: "Write a message
 * first.", too long: the limit), both 422 as the contract says; null for any other problem.
 */
export function messageLengthProblem(issues: readonly ValidationIssue[], messageField: string, fieldPrefix: string) {
  const issue = issues.find((candidate) => candidate.instancePath === `/${messageField}`);
  if (issue?.keyword === 'maxLength') return messageTooLong(`${fieldPrefix}${messageField}`);
  if (issue?.keyword === 'minLength') return blankMessage(`${fieldPrefix}${messageField}`);
  return null;
}

/**
 * For routes registered with `attachValidation`: throws the 422 of a message refused by its
 * length, or the validation error itself (the usual 400 naming the field) for anything else.
 */
export function refuseInvalidRequest(request: FastifyRequest, messageField: string): void {
  const error = request.validationError;
  if (!error) return;
  const issues: FastifySchemaValidationError[] = error.validationContext === 'body' ? error.validation : [];
  throw messageLengthProblem(issues, messageField, 'body.') ?? error;
}
