import { ADMINISTRATORS_PAGE, ANY_SIGNED_IN_USER, adminPageLabel, defineRemoteModule } from 'shared-ui';
import { ASSISTANT_ADMIN_SECTION } from './features/assistant-admin/assistant-admin-section';

/** The Assistant remote: the floating chat widget, the chat history and the assistant administration. */
export default defineRemoteModule({
  id: 'mfe_assistant',
  title: 'Assistant',
  routes: [
    { path: '/chat-history/*', access: ANY_SIGNED_IN_USER, title: 'Chat History', component: () => import('./routes/chat-history-route') },
    { path: '/admin/ai', access: ADMINISTRATORS_PAGE, title: 'AI Assistant', component: () => import('./routes/assistant-admin-route') },
    {
      path: '/admin/ai/:section',
      access: ADMINISTRATORS_PAGE,
      title: ({ section }) => adminPageLabel([ASSISTANT_ADMIN_SECTION], `/admin/ai/${section}`),
      component: () => import('./routes/assistant-admin-route'),
    },
  ],
  navItems: [{ label: 'Chat History', to: '/chat-history' }],
  adminSections: [ASSISTANT_ADMIN_SECTION],
  slots: {
    'chat-widget': () => import('./slots/chat-widget'),
  },
  // Replies complete over the socket: after a reconnect, Chat History reads the list and the open
  // conversation again. The administrators' test runs are `Conversation` tags too (their progress
  // comes as `test-run-update`), so the same declaration reads them again.
  liveTags: ['Conversation'],
});
