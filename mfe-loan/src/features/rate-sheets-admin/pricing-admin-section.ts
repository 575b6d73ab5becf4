import type { RemoteAdminSection } from 'shared-ui';

/**
 * The Pricing group of the admin menu: the /admin/pricing pages as the admin sidebar and the
 * settings checklist list them. Order 35 puts it after Entity Management (30), beside the other
 * lending configuration, and before Content Management (40). The route names its pages from here
 * as well, so a page's label is written once.
 */
export const PRICING_ADMIN_SECTION: RemoteAdminSection = {
  group: 'Pricing',
  order: 35,
  pages: [{ label: 'Rate Sheets', path: '/admin/pricing/rate-sheets', summary: 'Publish the rate sheets the portal prices from.' }],
};
