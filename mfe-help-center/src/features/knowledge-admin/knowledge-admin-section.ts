import type { RemoteAdminSection } from 'shared-ui';

/**
 * The Knowledge group of the admin menu: the /admin/knowledge pages as the admin sidebar and the
 * settings checklist list them. The route names its pages from here as well, so a page's label is
 * written once.
 */
export const KNOWLEDGE_ADMIN_SECTION: RemoteAdminSection = {
  group: 'Knowledge',
  order: 60,
  pages: [
    { label: 'Knowledge Documents', path: '/admin/knowledge/documents', summary: 'Documents the help center searches.' },
    { label: 'Knowledge Pages', path: '/admin/knowledge/pages', summary: 'Knowledge pages by type.' },
    { label: 'Knowledge Analytics', path: '/admin/knowledge/analytics', summary: 'What users search for and read.' },
    { label: 'Taxonomy', path: '/admin/knowledge/taxonomy', summary: 'Tags and audiences of documents.' },
  ],
};
