import type { ApiProblem } from 'shared-rules';
import { problemFieldErrors } from 'shared-ui';
import { COMPANY_FORM_FIELDS, type CompanyFormField } from './company-form-values';

export interface PlacedCompanyProblems {
  /** Messages to show under the form's fields. */
  errors: Partial<Record<CompanyFormField, string>>;
  /** Messages about no field the form shows, for the form's alert. */
  unplaced: string[];
}

/**
 * A refused save's field problems placed on the company form (`body.name` under Name,
 * `body.channelTypes.1` under Channels). Problems about fields the form does not show (the
 * primary account executive, for an account executive) are left for the alert.
 */
export function companyFieldErrors(problem: ApiProblem | null, shown: readonly CompanyFormField[]): PlacedCompanyProblems {
  const placed: PlacedCompanyProblems = { errors: {}, unplaced: [] };
  for (const [path, message] of Object.entries(problemFieldErrors(problem))) {
    const field = COMPANY_FORM_FIELDS.find((candidate) => candidate === path.split('.')[0]);
    if (field && shown.includes(field)) placed.errors[field] ??= message;
    else placed.unplaced.push(message);
  }
  // Fields outside the body (the company's id) are left out by `problemFieldErrors`.
  const outsideBody = (problem?.fields ?? []).filter(({ field }) => !field.startsWith('body.'));
  placed.unplaced.push(...outsideBody.map(({ message }) => message));
  return placed;
}
