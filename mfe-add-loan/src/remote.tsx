import { defineRemoteModule } from 'shared-ui';

/** The Add Loan remote: it owns no pages, only the content of the `?modal=add-loan` modal. */
export default defineRemoteModule({
  id: 'mfe_add_loan',
  title: 'Add Loan',
  routes: [],
  slots: {
    'add-loan-modal': () => import('./slots/add-loan-modal'),
  },
});
