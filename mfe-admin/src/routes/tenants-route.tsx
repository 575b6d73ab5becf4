import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared-ui';

const InstancesPage = lazy(() => import('../features/instances/components/instances-page'));

/** /admin/tenants (administrators): the portal's instances. */
export default function TenantsRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <InstancesPage />
    </Suspense>
  );
}
