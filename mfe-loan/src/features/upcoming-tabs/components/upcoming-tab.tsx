import type { LoanTabSlug } from 'shared-rules';
import { EmptyState } from 'shared-ui';
import type { LoanTabProps } from '../../loan-frame/loan-tab-props';
import { loanTabLabel } from '../../loan-frame/state/loan-menu';

/** What each tab that is not built yet will hold, said on the tab until it is. */
export const UPCOMING_TAB_CONTENTS: Partial<Record<LoanTabSlug, string>> = {
  summary: 'Borrowers, property, loan terms, the current step, key dates, contacts and the latest activity on one page.',
  contacts: 'The loan officer, processor, submission contact and account executive of this loan, and changing them.',
  credit: 'Credit reports ordered for the borrowers, and their scores.',
  aus: 'Desktop Underwriter and Loan Product Advisor runs and their findings.',
  fees: "The loan's fees by Loan Estimate section.",
  'disclosure-tracking': 'The Loan Estimates and Closing Disclosures sent for this loan, when, to whom, and their receipt.',
  'change-of-circumstance': 'Changes of circumstance and the revised disclosures they require.',
  esign: 'Documents out for electronic signature, and who has signed.',
  'schedule-closing': 'The closing date, time and place, and the settlement agent.',
  appraisals: 'Appraisal orders, their status and the reports.',
  'title-companies': 'The title company and the title commitment of this loan.',
  'homeowners-insurance': "The borrower's homeowners insurance, or the opt-out.",
};

/** A tab that is not built yet: it says so, and what it will hold. */
export default function UpcomingTab({ tab }: LoanTabProps) {
  const label = loanTabLabel(tab) ?? tab;
  return (
    <EmptyState
      title={`${label} is not available yet`}
      description={`${UPCOMING_TAB_CONTENTS[tab] ?? ''} This part of the loan file opens here once it is ready; the loan's details above are current.`.trim()}
    />
  );
}
