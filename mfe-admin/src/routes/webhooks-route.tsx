import { lazy, Suspense } from 'react';
import { PageLoader } from 'shared-ui';

const WebhooksPage = lazy(() => import('../features/webhooks/components/webhooks-page'));

/** /admin/webhooks (administrators): the partner systems told of loan changes. */
export default function WebhooksRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <WebhooksPage />
    </Suspense>
  );
}
