import { useSearchParams } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { RequireAccess } from '../components/require-access';
import { BrokerContacts } from '../features/broker-directory/components/broker-contacts';

/** /ae-pipeline/users (Broker Contacts); `?orgId=` chooses the company, so the view can be linked. */
export default function BrokerContactsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <RequireAccess allow={(roles) => roles.isInternal} audience="account executives and administrators">
      <PageHeader title="Broker Contacts" description="Loan officers and processors of the companies you cover." />
      <BrokerContacts
        orgId={searchParams.get('orgId')}
        onOrgChange={(orgId) => setSearchParams(orgId ? { orgId } : {}, { replace: true })}
      />
    </RequireAccess>
  );
}
