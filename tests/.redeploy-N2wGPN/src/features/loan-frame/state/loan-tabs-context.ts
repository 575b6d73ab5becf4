import { workflowVariant, type LoanSummary, type LoanTabsContext } from 'shared-rules';
import { UNLOADED_LOAN_CONTEXT } from './loan-menu';

/**
 * The tab context of a loaded loan, as far as the portal can read it today: the workflow variant
 * from its channel. Workflow progress, rules and feature flags are not read yet, so their tabs
 * (Credit, AUS, previews, Homeowners Insurance) stay hidden until the loan pages evaluate them.
 */
export function loanTabsContextOf(loan: Pick<LoanSummary, 'channel' | 'delegated'> | undefined): LoanTabsContext {
  if (!loan) return UNLOADED_LOAN_CONTEXT;
  return { ...UNLOADED_LOAN_CONTEXT, variant: workflowVariant(loan.channel, loan.delegated) };
}
