import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared-ui';
import { RequireAccess } from '../components/require-access';

const InstancesPage = lazy(() => import('../features/instances/components/instances-page'));

/** /admin/tenants (administrators): the portal's instances. */
export default function TenantsRoute() {
  return (
    <RequireAccess allow={(roles) => roles.isAdmin} audience="administrators">
      <Suspense fallback={<PageLoader />}>
        <InstancesPage />
      </Suspense>
    </RequireAccess>
  );
}
