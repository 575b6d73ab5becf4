import type { SidebarSlotProps } from 'shared-ui';
import { useGetLoanQuery } from '../features/loan-frame/api/get-loan';
import { LoanSideMenu } from '../features/loan-frame/components/loan-side-menu';
import { loanMenuTabs, parseLoanPath } from '../features/loan-frame/state/loan-menu';
import { loanTabsContextOf } from '../features/loan-frame/state/loan-tabs-context';

/** Left sidebar of /loan/**: the loan's tabs (the same cached loan the page reads). */
export default function LoanSidebar({ pathname, onNavigate }: SidebarSlotProps) {
  const loan = parseLoanPath(pathname);
  const detail = useGetLoanQuery(loan?.loanId ?? '', { skip: !loan });
  if (!loan) return null;
  return (
    <LoanSideMenu
      loanId={loan.loanId}
      label={detail.data?.loanNumber ?? loan.loanId}
      tabs={loanMenuTabs(loanTabsContextOf(detail.data))}
      activeTab={loan.tab}
      onNavigate={onNavigate}
    />
  );
}
