import type { RemoteAdminSection } from 'shared-ui';

/**
 * The assistant's group of the admin menu. The host's admin sidebar and the settings checklist list
 * these pages, and the /admin/ai routes take their titles from them, so a page is named once.
 */
export const ASSISTANT_ADMIN_SECTION: RemoteAdminSection = {
  group: 'AI',
  order: 70,
  pages: [
    { label: 'Assistant', path: '/admin/ai', summary: 'Overview of the in-app assistant.' },
    { label: 'Conversations', path: '/admin/ai/conversations', summary: 'Conversations users had with the assistant.' },
    { label: 'Tools', path: '/admin/ai/tools', summary: 'Actions the assistant may take.' },
    { label: 'Test Cases', path: '/admin/ai/test-cases', summary: 'Questions the assistant must answer well.' },
    { label: 'Test Runs', path: '/admin/ai/tests', summary: 'Results of assistant test runs.' },
    { label: 'Assistant Settings', path: '/admin/ai/settings', summary: 'Provider and behaviour of the assistant.' },
  ],
};
