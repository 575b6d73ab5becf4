import { defineRemoteModule } from 'shared-ui';

/** The Help Center remote: help drawer, contact support, knowledge, training and resources. */
export default defineRemoteModule({
  id: 'mfe_help_center',
  title: 'Help Center',
  routes: [
    { path: '/knowledge/*', title: 'Knowledge Base', component: () => import('./routes/knowledge-route') },
    { path: '/training/*', title: 'Training', component: () => import('./routes/training-route') },
    { path: '/resources/*', title: 'Resources', component: () => import('./routes/resources-route') },
    { path: '/contact-support', title: 'Contact Support', component: () => import('./routes/contact-support-route') },
  ],
  navItems: [
    { label: 'Knowledge Base', to: '/knowledge' },
    { label: 'Training', to: '/training' },
    { label: 'Resources', to: '/resources' },
    { label: 'Contact Support', to: '/contact-support' },
  ],
  slots: {
    'help-drawer': () => import('./slots/help-drawer'),
    'contact-support-modal': () => import('./slots/contact-support-modal'),
    'training-sidebar': () => import('./slots/training-sidebar'),
    'resources-sidebar': () => import('./slots/resources-sidebar'),
  },
});
