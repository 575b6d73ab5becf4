import { BrokerCompaniesPage } from '../features/broker-directory/components/broker-companies-page';

/** /ae-pipeline/orgs (Broker Companies). */
export default function BrokerCompaniesRoute() {
  return <BrokerCompaniesPage />;
}
