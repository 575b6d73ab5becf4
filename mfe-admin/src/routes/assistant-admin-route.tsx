import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from 'shared-ui';
import { assistantAdminPage } from '../features/assistant-admin/assistant-admin-pages';
import AdminPageRoute from './admin-page-route';

/**
 * /admin/ai and /admin/ai/:section: the assistant administration page from the registry; a section
 * without a page yet is the admin page placeholder (or "Page not found" for an unknown one).
 */
export default function AssistantAdminRoute() {
  const { section = '' } = useParams();
  const load = assistantAdminPage(section);
  const Page = useMemo(() => (load ? lazy(load) : null), [load]);
  if (!Page) return <AdminPageRoute />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
