import { useParams } from 'react-router-dom';
import { RegistryRoute } from 'shared-ui';
import { ASSISTANT_ADMIN_PAGES, ASSISTANT_OVERVIEW } from '../features/assistant-admin/assistant-admin-pages';
import AdminPageRoute from './admin-page-route';

/**
 * /admin/ai and /admin/ai/:section: the assistant administration page from the registry; a section
 * without a page yet is the admin page placeholder (or "Page not found" for an unknown one).
 */
export default function AssistantAdminRoute() {
  const { section = ASSISTANT_OVERVIEW } = useParams();
  return <RegistryRoute pages={ASSISTANT_ADMIN_PAGES} pageKey={section} notFound={<AdminPageRoute />} />;
}
