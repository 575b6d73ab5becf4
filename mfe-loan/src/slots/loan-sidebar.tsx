import type { SidebarSlotProps } from 'shared-ui';
import { useGetLoanQuery } from '../features/loan-frame/api/get-loan';
import { LoanSideMenu } from '../features/loan-frame/components/loan-side-menu';
import { LoanSupportActions } from '../features/loan-frame/components/loan-support-actions';
import { loanMenuTabs, parseLoanPath } from '../features/loan-frame/state/loan-menu';

/**
 * Left sidebar of /loan/**: the tabs services open on the loan (the same cached loan the page
 * reads); before it loads, or when it cannot be read, the tabs every loan has. Under them, Loan
 * Help and Technical Issue.
 */
export default function LoanSidebar({ pathname, onNavigate }: SidebarSlotProps) {
  const loan = parseLoanPath(pathname);
  const detail = useGetLoanQuery(loan?.loanId ?? '', { skip: !loan });
  if (!loan) return null;
  return (
    <>
      <LoanSideMenu
        loanId={loan.loanId}
        label={detail.data?.loanNumber ?? loan.loanId}
        tabs={detail.data?.frame.tabs ?? loanMenuTabs()}
        activeTab={loan.tab}
        onNavigate={onNavigate}
      />
      <LoanSupportActions loanId={loan.loanId} />
    </>
  );
}
