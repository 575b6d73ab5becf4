import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared-ui';
import { RequireAccess } from '../components/require-access';

const UsersAdminPage = lazy(() => import('../features/user-admin/components/users-admin-page'));

/** /admin/users (administrators). */
export default function UsersAdminRoute() {
  return (
    <RequireAccess allow={(roles) => roles.isAdmin} audience="administrators">
      <Suspense fallback={<PageLoader />}>
        <UsersAdminPage />
      </Suspense>
    </RequireAccess>
  );
}
