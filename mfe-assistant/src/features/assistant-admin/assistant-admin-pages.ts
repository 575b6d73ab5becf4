import type { AdminAssistantSection, LazyComponent } from 'shared-ui';

/** The overview at /admin/ai itself (no section). */
export const ASSISTANT_OVERVIEW = '';

/**
 * Each /admin/ai/{section} page by its section, the overview under ''; a page's code loads only
 * when it is opened. A section missing here is "Page not found".
 */
export const ASSISTANT_ADMIN_PAGES: Readonly<Partial<Record<AdminAssistantSection | typeof ASSISTANT_OVERVIEW, LazyComponent>>> = {
  [ASSISTANT_OVERVIEW]: () => import('./components/overview/assistant-overview-page'),
  conversations: () => import('./components/conversations/assistant-conversations-page'),
  tools: () => import('./components/tools/assistant-tools-page'),
  settings: () => import('./components/settings/assistant-settings-page'),
  'test-cases': () => import('./components/test-cases/assistant-test-cases-page'),
  tests: () => import('./components/tests/assistant-test-runs-page'),
};
