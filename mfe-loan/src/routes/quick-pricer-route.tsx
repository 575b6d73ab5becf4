import { PageHeader } from 'shared-ui';
import { QuickPricerPage } from '../features/quick-pricer/components/quick-pricer-page';

/** /quick-pricer: price a scenario against the lender's rate sheet in force before a loan exists. */
export default function QuickPricerRoute() {
  return (
    <>
      <PageHeader title="Quick Pricer" description="Price a scenario before you submit a loan." />
      <QuickPricerPage />
    </>
  );
}
