import { ANY_SIGNED_IN_USER, defineRemoteModule, BROKER_PAGES } from 'shared-ui';

/** The Loans remote: pipeline, dashboard, quick pricer, the AE pipeline and the loan pages. */
export default defineRemoteModule({
  id: 'mfe_loan',
  title: 'Loans',
  routes: [
    { path: '/pipeline', access: ANY_SIGNED_IN_USER, title: 'Pipeline', component: () => import('./routes/pipeline-route') },
    { path: '/dashboard', access: ANY_SIGNED_IN_USER, title: 'Dashboard', component: () => import('./routes/dashboard-route') },
    { path: '/quick-pricer', access: ANY_SIGNED_IN_USER, title: 'Quick Pricer', component: () => import('./routes/quick-pricer-route') },
    { path: '/ae-pipeline', access: BROKER_PAGES, title: 'AE Pipeline', component: () => import('./routes/ae-pipeline-route') },
    { path: '/loan/:loanId/*', access: ANY_SIGNED_IN_USER, title: 'Loan', component: () => import('./routes/loan-route') },
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
  liveTags: ['Loan', 'LoanDocuments', 'LoanConditions', 'LoanData', 'LoanDataRuleSets'],
  slots: {
    'loan-sidebar': () => import('./slots/loan-sidebar'),
    'ae-sidebar': () => import('./slots/ae-sidebar'),
  },
});
