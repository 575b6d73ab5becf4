import { ADMINISTRATORS_PAGE, adminPageLabel, defineRemoteModule, BROKER_PAGES } from 'shared-ui';
import { ADMIN_SECTIONS } from './config/admin-pages';

/** The Administration remote: the admin area and the account executive's broker directory. */
export default defineRemoteModule({
  id: 'mfe_admin',
  title: 'Administration',
  routes: [
    { path: '/admin', access: ADMINISTRATORS_PAGE, title: 'Settings checklist', component: () => import('./routes/admin-checklist-route') },
    {
      path: '/admin/settings/email-settings',
      access: ADMINISTRATORS_PAGE,
      title: 'Email Settings',
      component: () => import('./routes/email-settings-route'),
    },
    {
      path: '/admin/settings/workflow',
      access: ADMINISTRATORS_PAGE,
      title: 'Workflow',
      component: () => import('./routes/workflow-settings-route'),
    },
    {
      path: '/admin/settings/:page',
      access: ADMINISTRATORS_PAGE,
      title: ({ page }) => adminPageLabel(ADMIN_SECTIONS, `/admin/settings/${page}`),
      component: () => import('./routes/settings-page-route'),
    },
    {
      path: '/admin/content-pages',
      access: ADMINISTRATORS_PAGE,
      title: 'Content Pages',
      component: () => import('./routes/content-pages-route'),
    },
    { path: '/admin/changelogs', access: ADMINISTRATORS_PAGE, title: 'Changelogs', component: () => import('./routes/changelogs-route') },
    { path: '/admin/assets', access: ADMINISTRATORS_PAGE, title: 'Assets', component: () => import('./routes/assets-route') },
    {
      path: '/admin/field-rules',
      access: ADMINISTRATORS_PAGE,
      title: 'Field Rules',
      component: () => import('./routes/field-rules-route'),
    },
    {
      path: '/admin/field-rules/audit',
      access: ADMINISTRATORS_PAGE,
      title: 'Field Rules Audit',
      component: () => import('./routes/field-rules-audit-route'),
    },
    { path: '/admin/error-logs', access: ADMINISTRATORS_PAGE, title: 'Error Logs', component: () => import('./routes/error-logs-route') },
    { path: '/admin/webhooks', access: ADMINISTRATORS_PAGE, title: 'Webhooks', component: () => import('./routes/webhooks-route') },
    { path: '/admin/users', access: ADMINISTRATORS_PAGE, title: 'Users', component: () => import('./routes/users-admin-route') },
    { path: '/admin/tenants', access: ADMINISTRATORS_PAGE, title: 'Instances', component: () => import('./routes/tenants-route') },
    { path: '/admin/*', access: ADMINISTRATORS_PAGE, title: 'Administration', component: () => import('./routes/admin-not-found-route') },
    {
      path: '/ae-pipeline/users',
      access: BROKER_PAGES,
      title: 'Broker Contacts',
      component: () => import('./routes/broker-contacts-route'),
    },
    {
      path: '/ae-pipeline/orgs',
      access: BROKER_PAGES,
      title: 'Broker Companies',
      component: () => import('./routes/broker-companies-route'),
    },
  ],
  navItems: [
    { label: 'Settings checklist', to: '/admin' },
    { label: 'Broker Contacts', to: '/ae-pipeline/users' },
    { label: 'Broker Companies', to: '/ae-pipeline/orgs' },
  ],
  sidebarSections: [
    { prefix: '/admin', order: 0, items: [{ label: 'Settings checklist', to: '/admin' }] },
    // Spec: the account executive's menu is Broker Contacts, Broker Companies, then the pipeline (the Loans remote's).
    {
      prefix: '/ae-pipeline',
      order: 10,
      heading: 'Brokers',
      items: [
        { label: 'Broker Contacts', to: '/ae-pipeline/users', description: 'Loan officers and processors' },
        { label: 'Broker Companies', to: '/ae-pipeline/orgs', description: 'Organizations you cover' },
      ],
    },
  ],
  adminSections: [...ADMIN_SECTIONS],
});
