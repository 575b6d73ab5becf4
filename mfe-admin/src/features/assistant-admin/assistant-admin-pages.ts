import type { ComponentType } from 'react';
import type { AdminAssistantSection } from 'shared-ui';

type PageModule = () => Promise<{ default: ComponentType }>;

/** The overview at /admin/ai itself (no section). */
export const ASSISTANT_OVERVIEW = '';

/**
 * Each /admin/ai/{section} page by its section, the overview under ''; a page's code loads only
 * when it is opened. A section missing here is the admin page placeholder.
 */
export const ASSISTANT_ADMIN_PAGES: Readonly<Partial<Record<AdminAssistantSection | typeof ASSISTANT_OVERVIEW, PageModule>>> = {
  [ASSISTANT_OVERVIEW]: () => import('./components/overview/assistant-overview-page'),
  conversations: () => import('./components/conversations/assistant-conversations-page'),
  tools: () => import('./components/tools/assistant-tools-page'),
  settings: () => import('./components/settings/assistant-settings-page'),
  'test-cases': () => import('./components/test-cases/assistant-test-cases-page'),
  tests: () => import('./components/tests/assistant-test-runs-page'),
};

/** The page of `section` ('' for the overview), or undefined for one no page answers yet. */
export function assistantAdminPage(section: string): PageModule | undefined {
  return Object.hasOwn(ASSISTANT_ADMIN_PAGES, section) ? ASSISTANT_ADMIN_PAGES[section as AdminAssistantSection] : undefined;
}
