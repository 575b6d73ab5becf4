import { Navigate } from 'react-router-dom';
import { linkTo } from 'shared-ui';
import type { LoanTabProps } from '../../loan-frame/loan-tab-props';

/** Loan Information is the parent of URLA and State Specific Data: its address opens URLA. */
export default function LoanDataParent({ loan }: LoanTabProps) {
  return <Navigate to={linkTo('loan', { loanId: loan.id, tab: 'urla' })} replace />;
}
