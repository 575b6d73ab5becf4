import { LoadErrorAlert, PageLoader, problemMessage } from 'shared-ui';
import type { LoanTabProps } from '../../loan-frame/loan-tab-props';
import { useGetLoanPricingScenarioQuery } from '../api/get-loan-pricing-scenario';
import { LoanPricing } from './loan-pricing';

/** The Pricing & Lock tab (`/loan/{id}/pricer`): the loan's pricing scenario, once loaded. */
export default function LoanPricingTab({ loan }: LoanTabProps) {
  const scenario = useGetLoanPricingScenarioQuery(loan.id);
  if (scenario.isLoading) return <PageLoader label="Loading the loan's pricing scenario" />;
  if (scenario.isError || !scenario.data) {
    return (
      <LoadErrorAlert
        title="The loan's pricing scenario could not be loaded"
        message={problemMessage(scenario.error)}
        onRetry={() => void scenario.refetch()}
      />
    );
  }
  // Keyed by loan: another loan's tab starts from its own channel and inputs.
  return <LoanPricing key={loan.id} loanScenario={scenario.data} />;
}
