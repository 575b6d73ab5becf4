import { useParams } from 'react-router-dom';
import { RegistryRoute } from 'shared-ui';
import { SETTINGS_PAGES } from '../features/settings-pages/settings-pages';
import { AdminPageNotFound } from 'shared-ui';

/** /admin/settings/:page: the page's editor from the registry; another page is "Page not found". */
export default function SettingsPageRoute() {
  const { page = '' } = useParams();
  return <RegistryRoute pages={SETTINGS_PAGES} pageKey={page} notFound={<AdminPageNotFound />} />;
}
