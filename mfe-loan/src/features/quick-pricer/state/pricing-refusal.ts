import type { ApiProblem } from 'shared-rules';
import { problemFieldErrors } from 'shared-ui';
import { SCENARIO_FIELDS, type ScenarioFormErrors, type ScenarioFormValues } from './scenario-form';

/** How a refused quote shows: problems under the fields they name, the rest in the form's alert. */
export interface PricingRefusal {
  fieldErrors: ScenarioFormErrors;
  /** The alert's title: what did not happen, or why (no rate sheet in force). */
  title: string;
  /** The alert's text: the services' sentence, or the problems no field of the form shows. */
  refusal: string | string[];
}

const TITLES: Record<number, string> = {
  403: 'You cannot price this scenario',
  409: 'Pricing is not available right now',
  503: 'Pricing is not available right now',
};

const isScenarioField = (path: string): path is keyof ScenarioFormValues => (SCENARIO_FIELDS as readonly string[]).includes(path);

/**
 * A problem of `POST /api/pricing/scenarios` as the form shows it: a 422's field problems under the
 * fields (`body.loanAmount` → Loan amount), those naming no field of the form listed in the alert;
 * 409 `no-rate-sheet`, 403 and 503 say the services' own sentence.
 */
export function pricingRefusalOf(problem: ApiProblem): PricingRefusal {
  const fieldErrors: ScenarioFormErrors = {};
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(problemFieldErrors(problem))) {
    if (isScenarioField(path)) fieldErrors[path] = message;
    else elsewhere.push(message);
  }
  const title = TITLES[problem.status] ?? 'The scenario was not priced';
  if (problem.status === 422) {
    const unnamed = (problem.fields ?? []).length === 0 ? [problem.detail] : [];
    const listed = [...elsewhere, ...unnamed];
    return { fieldErrors, title, refusal: listed.length === 0 ? 'Correct the fields marked below and price again.' : listed };
  }
  return { fieldErrors, title, refusal: problem.detail || problem.title };
}
