import { useSearchParams } from 'react-router-dom';
import { BrokerContactsPage } from '../features/broker-directory/components/broker-contacts-page';

/** /ae-pipeline/users (Broker Contacts); `?orgId=` chooses the company, so the view can be linked. */
export default function BrokerContactsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <BrokerContactsPage
      orgId={searchParams.get('orgId')}
      onOrgChange={(orgId) => setSearchParams(orgId ? { orgId } : {}, { replace: true })}
    />
  );
}
