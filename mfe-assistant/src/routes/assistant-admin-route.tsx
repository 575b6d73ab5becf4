import { useParams } from 'react-router-dom';
import { RegistryRoute } from 'shared-ui';
import { ASSISTANT_ADMIN_PAGES, ASSISTANT_OVERVIEW } from '../features/assistant-admin/assistant-admin-pages';
import { AdminPageNotFound } from 'shared-ui';

/** /admin/ai and /admin/ai/:section: the assistant administration page from the registry; another section is "Page not found". */
export default function AssistantAdminRoute() {
  const { section = ASSISTANT_OVERVIEW } = useParams();
  return <RegistryRoute pages={ASSISTANT_ADMIN_PAGES} pageKey={section} notFound={<AdminPageNotFound />} />;
}
