import { useParams } from 'react-router-dom';
import { AdminPageNotFound, RegistryRoute } from 'shared-ui';
import { PRICING_ADMIN_PAGES } from '../features/rate-sheets-admin/pricing-admin-pages';

/** /admin/pricing/:section: the pricing administration page from the registry; another section is "Page not found". */
export default function PricingAdminRoute() {
  const { section = '' } = useParams();
  return <RegistryRoute pages={PRICING_ADMIN_PAGES} pageKey={section} notFound={<AdminPageNotFound />} />;
}
