import { ADMINISTRATORS_PAGE, ANY_SIGNED_IN_USER, adminPageLabel, defineRemoteModule } from 'shared-ui';
import { CONTENT_MENU_ITEMS } from './features/content-pages/content-menu-items';
import { KNOWLEDGE_ADMIN_SECTION } from './features/knowledge-admin/knowledge-admin-section';

/**
 * The Help Center remote: help drawer, contact support, knowledge, and the help content: the
 * Training and Resources pages (the administrators' pages of the `content-pages` and `help-pages`
 * settings, the shipped MDX training guides), the release notes and the admin training. Its
 * primary nav items are the portal's own entries of the top bar's Resources and Training menus.
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
    // react-router ranks the release notes above the Resources pages' `*`.
    {
      path: '/resources/changelogs',
      access: ANY_SIGNED_IN_USER,
      title: 'Release Notes',
      component: () => import('./features/changelogs/changelogs-page'),
    },
    // A content page names itself when it opens (`useCrumbLabel`); an unknown one says "Page not found".
    {
      path: '/resources/*',
      access: ANY_SIGNED_IN_USER,
      title: 'Resources',
      component: () => import('./features/content-pages/resources/resources-routes'),
    },
    {
      path: '/training/*',
      access: ANY_SIGNED_IN_USER,
      title: 'Training Center',
      component: () => import('./features/content-pages/training/training-routes'),
    },
    {
      path: '/admin/knowledge/:section',
      access: ADMINISTRATORS_PAGE,
      title: ({ section }) => adminPageLabel([KNOWLEDGE_ADMIN_SECTION], `/admin/knowledge/${section}`),
      component: () => import('./routes/knowledge-admin-route'),
    },
  ],
  navItems: [
    // Primary: the portal's own entries of the top bar's Resources and Training menus, in the menus' order.
    ...CONTENT_MENU_ITEMS,
    { label: 'Knowledge Base', to: '/knowledge' },
    { label: 'Contact Support', to: '/contact-support' },
  ],
  sidebarSections: [
    { prefix: '/training', order: 0, slot: 'training-sidebar' },
    { prefix: '/resources', order: 0, slot: 'resources-sidebar' },
    { prefix: '/resources/changelogs', order: 0, slot: 'changelogs-sidebar' },
    // Below every remote's admin groups: what a new administrator should read first.
    { prefix: '/admin', order: 1000, slot: 'admin-sidebar-footer' },
  ],
  adminSections: [KNOWLEDGE_ADMIN_SECTION],
  areas: [
    { prefix: '/resources', label: 'Resources', home: '/resources' },
    { prefix: '/training', label: 'Training', home: '/training' },
  ],
  slots: {
    'help-drawer': () => import('./slots/help-drawer'),
    'contact-support-modal': () => import('./slots/contact-support-modal'),
    'loan-help-drawer': () => import('./slots/loan-help-drawer'),
    'technical-issue-drawer': () => import('./slots/technical-issue-drawer'),
    'training-sidebar': () => import('./features/content-pages/training/training-sidebar'),
    'resources-sidebar': () => import('./features/content-pages/resources/resources-sidebar'),
    'changelogs-sidebar': () => import('./features/changelogs/changelogs-sidebar'),
    'admin-sidebar-footer': () => import('./slots/admin-sidebar-footer'),
    'release-notes': () => import('./slots/release-notes'),
  },
  // `knowledge-document-update` keeps the drawer's lists, the /knowledge pages, the open document and
  // the knowledge administration's lists and counts fresh.
  liveTags: ['Knowledge'],
});
