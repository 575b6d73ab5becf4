import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from 'shared-ui';
import { knowledgeAdminPage } from '../features/knowledge-admin/knowledge-admin-pages';
import AdminPageRoute from './admin-page-route';

/** /admin/knowledge/:section: the knowledge administration page from the registry; another section is "Page not found". */
export default function KnowledgeAdminRoute() {
  const { section = '' } = useParams();
  const load = knowledgeAdminPage(section);
  const Page = useMemo(() => (load ? lazy(load) : null), [load]);
  if (!Page) return <AdminPageRoute />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
