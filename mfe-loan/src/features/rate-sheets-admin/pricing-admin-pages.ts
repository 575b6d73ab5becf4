import type { PageRegistry } from 'shared-ui';

/** Each /admin/pricing/{section} page by its section; a page's code loads only when it is opened. */
export const PRICING_ADMIN_PAGES: PageRegistry = {
  'rate-sheets': () => import('./components/rate-sheets-page'),
};
