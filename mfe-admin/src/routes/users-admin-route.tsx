import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared-ui';

const UsersAdminPage = lazy(() => import('../features/user-admin/components/users-admin-page'));

/** /admin/users (administrators). */
export default function UsersAdminRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <UsersAdminPage />
    </Suspense>
  );
}
