import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared-ui';

const ErrorLogsPage = lazy(() => import('../features/error-logs/components/error-logs-page'));

/** /admin/error-logs (administrators). */
export default function ErrorLogsRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ErrorLogsPage />
    </Suspense>
  );
}
