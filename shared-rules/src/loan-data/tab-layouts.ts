import type { LoanDataTab } from '../api/loan-data';
import type { LoanDataLayout } from './layout';
import { stateSpecificLayout } from './state-specific-layout';
import { URLA_LAYOUT } from './urla-layout';

/** The layout of a loan-data tab for a loan whose subject property is in `propertyState`. */
export function loanDataLayout(tab: LoanDataTab, propertyState: string | null): LoanDataLayout {
  return tab === 'urla' ? URLA_LAYOUT : stateSpecificLayout(propertyState);
}
