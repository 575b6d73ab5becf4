import { ANY_SIGNED_IN_USER, defineRemoteModule } from 'shared-ui';

/**
 * The Help Center remote: help drawer, contact support and knowledge. The Training and Resources
 * pages are the host's (built from the same settings as the top bar's menus).
 */
export default defineRemoteModule({
  id: 'mfe_help_center',
  title: 'Help Center',
  routes: [
    { path: '/knowledge/*', access: ANY_SIGNED_IN_USER, title: 'Knowledge Base', component: () => import('./routes/knowledge-route') },
    {
      path: '/contact-support',
      access: ANY_SIGNED_IN_USER,
      title: 'Contact Support',
      component: () => import('./routes/contact-support-route'),
    },
  ],
  navItems: [
    { label: 'Knowledge Base', to: '/knowledge' },
    { label: 'Contact Support', to: '/contact-support' },
  ],
  slots: {
    'help-drawer': () => import('./slots/help-drawer'),
    'contact-support-modal': () => import('./slots/contact-support-modal'),
    'loan-help-drawer': () => import('./slots/loan-help-drawer'),
    'technical-issue-drawer': () => import('./slots/technical-issue-drawer'),
  },
  // `knowledge-document-update` keeps the drawer's lists, the /knowledge pages and the open document fresh.
  liveTags: ['Knowledge'],
});
