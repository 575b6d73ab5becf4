import { defineRemoteModule } from 'shared-ui';

/** The Administration remote: the admin area and the account executive's broker directory. */
export default defineRemoteModule({
  id: 'mfe_admin',
  title: 'Administration',
  routes: [
    { path: '/admin', title: 'Settings checklist', component: () => import('./routes/admin-checklist-route') },
    { path: '/admin/settings/email-settings', title: 'Email Settings', component: () => import('./routes/email-settings-route') },
    { path: '/admin/settings/workflow', title: 'Workflow', component: () => import('./routes/workflow-settings-route') },
    { path: '/admin/settings/:page', title: 'Settings', component: () => import('./routes/settings-page-route') },
    { path: '/admin/content-pages', title: 'Content Pages', component: () => import('./routes/content-pages-route') },
    { path: '/admin/changelogs', title: 'Changelogs', component: () => import('./routes/changelogs-route') },
    { path: '/admin/assets', title: 'Assets', component: () => import('./routes/assets-route') },
    { path: '/admin/field-rules', title: 'Field Rules', component: () => import('./routes/field-rules-route') },
    { path: '/admin/field-rules/audit', title: 'Field Rules Audit', component: () => import('./routes/field-rules-audit-route') },
    { path: '/admin/knowledge/:section', title: 'Knowledge', component: () => import('./routes/knowledge-admin-route') },
    { path: '/admin/error-logs', title: 'Error Logs', component: () => import('./routes/error-logs-route') },
    { path: '/admin/ai', title: 'Assistant', component: () => import('./routes/assistant-admin-route') },
    { path: '/admin/ai/:section', title: 'Assistant', component: () => import('./routes/assistant-admin-route') },
    { path: '/admin/users', title: 'Users', component: () => import('./routes/users-admin-route') },
    { path: '/admin/tenants', title: 'Instances', component: () => import('./routes/tenants-route') },
    { path: '/admin/*', title: 'Administration', component: () => import('./routes/admin-page-route') },
    { path: '/ae-pipeline/users', title: 'Broker Contacts', component: () => import('./routes/broker-contacts-route') },
    { path: '/ae-pipeline/orgs', title: 'Broker Companies', component: () => import('./routes/broker-companies-route') },
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
