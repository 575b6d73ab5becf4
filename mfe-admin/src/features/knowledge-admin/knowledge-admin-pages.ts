import type { ComponentType } from 'react';
import type { AdminKnowledgeSection } from 'shared-ui';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Each /admin/knowledge/{section} page by its section; a page's code loads only when it is opened. */
export const KNOWLEDGE_ADMIN_PAGES: Readonly<Record<AdminKnowledgeSection, PageModule>> = {
  documents: () => import('./components/documents/knowledge-documents-page'),
  pages: () => import('./components/pages/knowledge-pages-page'),
  analytics: () => import('./components/analytics/knowledge-analytics-page'),
  taxonomy: () => import('./components/taxonomy/knowledge-taxonomy-page'),
};

/** The page of `section`, or undefined for an address no page answers. */
export function knowledgeAdminPage(section: string): PageModule | undefined {
  return Object.hasOwn(KNOWLEDGE_ADMIN_PAGES, section) ? KNOWLEDGE_ADMIN_PAGES[section as AdminKnowledgeSection] : undefined;
}
