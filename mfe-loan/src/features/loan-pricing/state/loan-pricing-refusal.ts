import type { ApiProblem } from 'shared-rules';
import { pricingRefusalOf } from '../../quick-pricer/state/pricing-refusal';
import { isQuoteInput, type LoanQuoteInputErrors } from './loan-quote';

/** A refused quote of a loan: problems of the tab's inputs under them, the rest in the alert. */
export interface LoanPricingRefusal {
  inputErrors: LoanQuoteInputErrors;
  title: string;
  refusal: string | string[];
}

/**
 * The Quick Pricer's reading of a refusal, with one difference: a 422 naming a value the loan data
 * gave (`body.loanAmount`) has no input on this tab, so its sentence joins the alert's list.
 */
export function loanPricingRefusalOf(problem: ApiProblem): LoanPricingRefusal {
  const base = pricingRefusalOf(problem);
  const inputErrors: LoanQuoteInputErrors = {};
  const aboutLoanData: string[] = [];
  for (const [field, message] of Object.entries(base.fieldErrors)) {
    if (message === undefined) continue;
    if (isQuoteInput(field)) inputErrors[field] = message;
    else aboutLoanData.push(message);
  }
  if (aboutLoanData.length === 0) return { inputErrors, title: base.title, refusal: base.refusal };
  const listed = Array.isArray(base.refusal) ? base.refusal : [];
  return { inputErrors, title: base.title, refusal: [...aboutLoanData, ...listed] };
}
