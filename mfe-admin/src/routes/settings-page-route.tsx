import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from 'shared-ui';
import { SETTINGS_PAGES } from '../features/settings-pages/settings-pages';
import AdminPageRoute from './admin-page-route';

/** /admin/settings/:page: the page's editor from the registry. */
export default function SettingsPageRoute() {
  const { page = '' } = useParams();
  const load = Object.hasOwn(SETTINGS_PAGES, page) ? SETTINGS_PAGES[page] : undefined;
  const Page = useMemo(() => (load ? lazy(load) : null), [load]);
  if (!Page) return <AdminPageRoute />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
