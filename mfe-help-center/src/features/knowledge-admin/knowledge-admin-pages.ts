import type { AdminKnowledgeSection, LazyComponent } from 'shared-ui';

/** Each /admin/knowledge/{section} page by its section; a page's code loads only when it is opened. */
export const KNOWLEDGE_ADMIN_PAGES: Readonly<Record<AdminKnowledgeSection, LazyComponent>> = {
  documents: () => import('./components/documents/knowledge-documents-page'),
  pages: () => import('./components/pages/knowledge-pages-page'),
  analytics: () => import('./components/analytics/knowledge-analytics-page'),
  taxonomy: () => import('./components/taxonomy/knowledge-taxonomy-page'),
};
