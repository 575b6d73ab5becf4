import { ADMINISTRATORS_PAGE, defineRemoteModule, BROKER_PAGES } from 'shared-ui';
import { adminPageTitle } from './config/admin-pages';

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
      title: ({ page }) => adminPageTitle(`/admin/settings/${page}`),
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
    {
      path: '/admin/knowledge/:section',
      access: ADMINISTRATORS_PAGE,
      title: ({ section }) => adminPageTitle(`/admin/knowledge/${section}`),
      component: () => import('./routes/knowledge-admin-route'),
    },
    { path: '/admin/error-logs', access: ADMINISTRATORS_PAGE, title: 'Error Logs', component: () => import('./routes/error-logs-route') },
    { path: '/admin/ai', access: ADMINISTRATORS_PAGE, title: 'AI Assistant', component: () => import('./routes/assistant-admin-route') },
    {
      path: '/admin/ai/:section',
      access: ADMINISTRATORS_PAGE,
      title: ({ section }) => adminPageTitle(`/admin/ai/${section}`),
      component: () => import('./routes/assistant-admin-route'),
    },
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
  slots: {
    'admin-sidebar': () => import('./slots/admin-sidebar'),
  },
  // `knowledge-document-update` keeps the knowledge administration's lists and counts fresh.
  liveTags: ['Knowledge'],
});
