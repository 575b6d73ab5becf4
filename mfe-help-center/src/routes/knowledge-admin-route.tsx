import { useParams } from 'react-router-dom';
import { RegistryRoute } from 'shared-ui';
import { KNOWLEDGE_ADMIN_PAGES } from '../features/knowledge-admin/knowledge-admin-pages';
import { AdminPageNotFound } from 'shared-ui';

/** /admin/knowledge/:section: the knowledge administration page from the registry; another section is "Page not found". */
export default function KnowledgeAdminRoute() {
  const { section = '' } = useParams();
  return <RegistryRoute pages={KNOWLEDGE_ADMIN_PAGES} pageKey={section} notFound={<AdminPageNotFound />} />;
}
