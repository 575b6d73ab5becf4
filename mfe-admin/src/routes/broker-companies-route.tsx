import { RequireAccess } from '../components/require-access';
import { BrokerCompaniesPage } from '../features/broker-directory/components/broker-companies-page';

/** /ae-pipeline/orgs (Broker Companies). */
export default function BrokerCompaniesRoute() {
  return (
    <RequireAccess allow={(roles) => roles.isInternal} audience="account executives and administrators">
      <BrokerCompaniesPage />
    </RequireAccess>
  );
}
