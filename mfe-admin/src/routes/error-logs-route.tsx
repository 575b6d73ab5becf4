import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared-ui';
import { RequireAccess } from '../components/require-access';

const ErrorLogsPage = lazy(() => import('../features/error-logs/components/error-logs-page'));

/** /admin/error-logs (administrators). */
export default function ErrorLogsRoute() {
  return (
    <RequireAccess allow={(roles) => roles.isAdmin} audience="administrators">
      <Suspense fallback={<PageLoader />}>
        <ErrorLogsPage />
      </Suspense>
    </RequireAccess>
  );
}
