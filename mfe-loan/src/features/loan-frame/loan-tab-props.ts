import type { LoanDetail, LoanTabSlug } from 'shared-rules';

/** What every tab page is given: the loan (with its frame) and the tab it was opened as. */
export interface LoanTabProps {
  loan: LoanDetail;
  tab: LoanTabSlug;
}
