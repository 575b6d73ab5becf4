import { ADMINISTRATORS_PAGE, ANY_SIGNED_IN_USER, adminPageLabel, BROKER_PAGES, defineRemoteModule } from 'shared-ui';
import { PRICING_ADMIN_SECTION } from './features/rate-sheets-admin/pricing-admin-section';

/** The Loans remote: pipeline, dashboard, quick pricer, the AE pipeline, the loan pages and the rate sheets' administration. */
export default defineRemoteModule({
  id: 'mfe_loan',
  title: 'Loans',
  routes: [
    { path: '/pipeline', access: ANY_SIGNED_IN_USER, title: 'Pipeline', component: () => import('./routes/pipeline-route') },
    { path: '/dashboard', access: ANY_SIGNED_IN_USER, title: 'Dashboard', component: () => import('./routes/dashboard-route') },
    { path: '/quick-pricer', access: ANY_SIGNED_IN_USER, title: 'Quick Pricer', component: () => import('./routes/quick-pricer-route') },
    { path: '/ae-pipeline', access: BROKER_PAGES, title: 'AE Pipeline', component: () => import('./routes/ae-pipeline-route') },
    { path: '/loan/:loanId/*', access: ANY_SIGNED_IN_USER, title: 'Loan', component: () => import('./routes/loan-route') },
    {
      path: '/admin/pricing/:section',
      access: ADMINISTRATORS_PAGE,
      title: ({ section }) => adminPageLabel([PRICING_ADMIN_SECTION], `/admin/pricing/${section}`),
      component: () => import('./routes/pricing-admin-route'),
    },
  ],
  // The top bar's Loans menu: each entry only for whom its page is (AE Pipeline: lender staff).
  navItems: [
    { label: 'Pipeline', to: '/pipeline', primary: true },
    { label: 'Dashboard', to: '/dashboard', primary: true },
    { label: 'Quick Pricer', to: '/quick-pricer', primary: true },
    { label: 'AE Pipeline', to: '/ae-pipeline', primary: true },
  ],
  // `loan-update` keeps the pipeline, the open loan and its loan-data tabs fresh, `attachment-update`
  // its documents, `condition-update` its conditions, `rule-sets-update` the loan-data rules.
  // The admin menu's Pricing group: the rate sheets secondary marketing publishes.
  adminSections: [PRICING_ADMIN_SECTION],
  liveTags: ['Loan', 'LoanDocuments', 'LoanConditions', 'LoanData', 'LoanDataRuleSets'],
  sidebarSections: [
    // A loan's tabs depend on the loan (its channel, its workflow step), so the remote draws them itself.
    { prefix: '/loan', order: 0, slot: 'loan-sidebar' },
    // Under the Administration remote's Broker Contacts and Broker Companies (order 10).
    { prefix: '/ae-pipeline', order: 20, items: [{ label: 'Pipeline', to: '/ae-pipeline', description: 'Loans from your brokers' }] },
  ],
  slots: {
    'loan-sidebar': () => import('./slots/loan-sidebar'),
  },
});
