import type { SidebarSlotProps } from 'shared-ui';
import { LoanSideMenu } from '../features/loan-frame/components/loan-side-menu';
import { loanMenuTabs, parseLoanPath } from '../features/loan-frame/state/loan-menu';

/** Left sidebar of /loan/**: the loan's tabs. */
export default function LoanSidebar({ pathname, onNavigate }: SidebarSlotProps) {
  const loan = parseLoanPath(pathname);
  if (!loan) return null;
  return <LoanSideMenu loanId={loan.loanId} tabs={loanMenuTabs()} activeTab={loan.tab} onNavigate={onNavigate} />;
}
