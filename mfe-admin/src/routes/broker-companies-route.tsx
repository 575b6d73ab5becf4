import { PageHeader } from 'shared-ui';
import { RequireAccess } from '../components/require-access';
import { BrokerCompaniesTable } from '../features/broker-directory/components/broker-companies-table';

/** /ae-pipeline/orgs (Broker Companies). */
export default function BrokerCompaniesRoute() {
  return (
    <RequireAccess allow={(roles) => roles.isInternal} audience="account executives and administrators">
      <PageHeader title="Broker Companies" description="The broker and correspondent companies you cover." />
      <BrokerCompaniesTable />
    </RequireAccess>
  );
}
